/**
 * Manifests read ahead, against a real HTTP server: a read is used once, a failed read is not kept, and the runtime
 * plugin answers the manifest request with the read made ahead (or fetches it), checking the shared-ui version the
 * remote was built against before the runtime uses it (the handshake, sharedUiHandshake.ts).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import manifestAheadPlugin from './manifestAheadPlugin';
import { readManifestAhead, takeManifestAhead } from './manifestsAhead';
import { RemoteIncompatibleError, remoteIncompatibility } from './sharedUiHandshake';

let server: Server;
let base = '';
const hits: string[] = [];
/** The statuses of the next requests, in order; 200 once they are used up. */
const statuses: number[] = [];
/** The bodies of the next requests, in order; `{name, url}` once they are used up. */
const bodies: object[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(statuses.shift() ?? 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(bodies.shift() ?? { name: 'remote_wm', url: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  hits.length = 0;
  statuses.length = 0;
  bodies.length = 0;
});

describe('readManifestAhead / takeManifestAhead', () => {
  it('reads once and hands the read out once', async () => {
    const url = `${base}/remotes/remote-wm/mf-manifest.json`;
    void readManifestAhead(url);
    void readManifestAhead(url);
    const read = takeManifestAhead(url);
    expect(await (await read!).json()).toEqual({ name: 'remote_wm', url: '/remotes/remote-wm/mf-manifest.json' });
    expect(hits).toEqual(['/remotes/remote-wm/mf-manifest.json']);
    expect(takeManifestAhead(url)).toBeUndefined();
  });

  it('keeps no failed read', async () => {
    statuses.push(502);
    const url = `${base}/remotes/remote-br/mf-manifest.json`;
    await readManifestAhead(url);
    expect(takeManifestAhead(url)).toBeUndefined();
  });
});

describe('manifestAheadPlugin', () => {
  const plugin = manifestAheadPlugin();

  it("answers the runtime's manifest request with the read made ahead, without a second request", async () => {
    const url = `${base}/remotes/remote-h5/mf-manifest.json`;
    await readManifestAhead(url);
    const response = await plugin.fetch(url, {});
    expect(response?.status).toBe(200);
    expect(hits).toEqual(['/remotes/remote-h5/mf-manifest.json']);
  });

  it('fetches a manifest nobody read ahead itself, and passes a failed one on for the runtime to report', async () => {
    expect((await plugin.fetch(`${base}/remotes/remote-esop/mf-manifest.json`, {})).status).toBe(200);
    statuses.push(404);
    expect((await plugin.fetch(`${base}/remotes/remote-esop/mf-manifest.json`, {})).status).toBe(404);
    expect(hits).toHaveLength(2);
  });

  it('refuses a manifest built against a newer shared-ui than the shell has, before the runtime uses it', async () => {
    const shell = '3.2.0';
    const checking = manifestAheadPlugin(shell);
    const manifest = (version: string) => ({ id: 'remote_wm', name: 'remote_wm', metaData: {}, shared: [{ name: 'react', version: '19.3.1' }, { name: 'shared-ui', version }], exposes: [] });
    bodies.push(manifest('3.3.0'));
    await expect(checking.fetch(`${base}/remotes/remote-wm/mf-manifest.json`, {})).rejects.toBeInstanceOf(RemoteIncompatibleError);
    expect(remoteIncompatibility('remote_wm')).toEqual({ remote: 'remote_wm', needs: '3.3.0', shell });
    // Built against an older shared-ui of the same major, it loads, and the mismatch is forgotten.
    bodies.push(manifest('3.1.4'));
    expect((await checking.fetch(`${base}/remotes/remote-wm/mf-manifest.json`, {})).status).toBe(200);
    expect(remoteIncompatibility('remote_wm')).toBeUndefined();
  });

  it('fetches again when the read ahead fails while the runtime waits for it', async () => {
    statuses.push(502);
    const url = `${base}/remotes/remote-common/mf-manifest.json`;
    void readManifestAhead(url);
    // The runtime's own request is then answered; a failure of that one would be the runtime's to report.
    expect((await plugin.fetch(url, {}))?.status).toBe(200);
    expect(hits).toEqual(['/remotes/remote-common/mf-manifest.json', '/remotes/remote-common/mf-manifest.json']);
  });
});
