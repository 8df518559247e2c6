/** The handshake's rule: which shell runs which remote, read from what a remote's manifest records. */
import { checkManifest, remoteIncompatibility, runsOn, sharedUiOfManifest } from './sharedUiHandshake';

describe('runsOn (the caret rule)', () => {
  it.each([
    ['3.0.0', '3.0.0', true],
    ['3.0.0', '3.4.1', true], // an older remote on a newer shell: additive changes keep it working
    ['3.1.0', '3.0.9', false], // built against an export this shell does not have
    ['3.0.2', '3.0.1', false],
    ['2.5.0', '3.0.0', false], // a major apart, either way
    ['3.0.0', '2.9.0', false],
    ['0.1.0', '0.1.3', true], // below 1.0 the minor is the line
    ['0.1.0', '0.2.0', false],
    ['3.0.0', '', true], // a shell that does not know its version judges nothing
    ['not a version', '3.0.0', true],
  ])('a remote built against %s on a shell with %s: %s', (needs, shell, runs) => {
    expect(runsOn(needs, shell)).toBe(runs);
  });
});

describe('sharedUiOfManifest / checkManifest', () => {
  const manifest = (shared: object[]) => JSON.stringify({ id: 'remote_br', name: 'remote_br', metaData: {}, shared, exposes: [] });

  it("reads the remote's name and the shared-ui it was built against; anything else is not a manifest", () => {
    expect(sharedUiOfManifest(manifest([{ name: 'react', version: '19.3.1' }, { name: 'shared-ui', version: '3.2.0' }]))).toEqual({ remote: 'remote_br', needs: '3.2.0' });
    expect(sharedUiOfManifest(manifest([{ name: 'react', version: '19.3.1' }]))).toBeNull();
    expect(sharedUiOfManifest(manifest([{ name: 'shared-ui/contract', version: '3.1.0' }, { name: 'shared-ui/router', version: '3.10.0' }]))).toEqual({ remote: 'remote_br', needs: '3.10.0' });
    expect(sharedUiOfManifest('<html>')).toBeNull();
    expect(sharedUiOfManifest('[]')).toBeNull();
  });

  it('keeps the mismatch for the area until a manifest that fits replaces it', () => {
    expect(() => checkManifest(manifest([{ name: 'shared-ui', version: '4.0.0' }]), '3.1.0')).toThrow('子应用 remote_br 需要 shared-ui ^4.0.0，框架为 3.1.0');
    expect(remoteIncompatibility('remote_br')).toEqual({ remote: 'remote_br', needs: '4.0.0', shell: '3.1.0' });
    checkManifest(manifest([{ name: 'shared-ui', version: '3.0.0' }]), '3.1.0');
    expect(remoteIncompatibility('remote_br')).toBeUndefined();
  });
});
