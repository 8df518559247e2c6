/**
 * @jest-environment jsdom
 *
 * The last good build: a remote whose current build cannot load is loaded from the previous build /remotes.json names,
 * with the reason kept for super admins; it stays there until a retry; without a previous build, or when that fails
 * too, the current build's failure is what the area shows. The federation runtime is replaced (jsdom cannot run remote
 * entries): which manifest is registered when, and what loads from it, is under test.
 */
import { loadFromRemote, remoteFallback } from './remoteBuilds';
import { checkManifest } from './sharedUiHandshake';

const CURRENT = '/remotes/remote-wm/2026-12-01/mf-manifest.json';
const PREVIOUS = '/remotes/remote-wm/2026-11-24/mf-manifest.json';
const runtime = { registered: '', failing: new Set<string>(), loads: [] as string[] };

jest.mock('@module-federation/runtime', () => ({
  registerRemotes: (remotes: { entry: string }[]) => {
    runtime.registered = new URL(remotes[0]!.entry).pathname;
  },
  loadRemote: (request: string) => {
    runtime.loads.push(`${request} @ ${runtime.registered}`);
    return runtime.failing.has(runtime.registered) ? Promise.reject(new Error(`RUNTIME-008: ${runtime.registered} failed`)) : Promise.resolve({ default: runtime.registered });
  },
}));
jest.mock('./fetchRemotesJson', () => ({
  fetchRemotesJson: () => Promise.resolve({ remote_wm: { current: CURRENT, previous: PREVIOUS }, remote_h5: { current: '/remotes/remote-h5/mf-manifest.json' } }),
}));

beforeEach(() => {
  runtime.failing.clear();
  runtime.loads = [];
});

describe('loadFromRemote', () => {
  it('falls back to the previous build when the current one fails, says why, and stays there until a retry', async () => {
    runtime.failing.add(CURRENT);
    await expect(loadFromRemote('remote_wm', 'remote_wm/App', { retry: false })).resolves.toEqual({ default: PREVIOUS });
    expect(remoteFallback('remote_wm')).toEqual({ previous: PREVIOUS, reason: `新版本加载失败：RUNTIME-008: ${CURRENT} failed` });
    // The area's module list comes from the same (previous) build, without trying the broken one again.
    await loadFromRemote('remote_wm', 'remote_wm/modules', { retry: false });
    expect(runtime.loads).toEqual([`remote_wm/App @ ${CURRENT}`, `remote_wm/App @ ${PREVIOUS}`, `remote_wm/modules @ ${PREVIOUS}`]);
    // Fixed and retried: the current build serves again, and the notice goes.
    runtime.failing.clear();
    await expect(loadFromRemote('remote_wm', 'remote_wm/App', { retry: true })).resolves.toEqual({ default: CURRENT });
    expect(remoteFallback('remote_wm')).toBeUndefined();
  });

  it('names the shared-ui a current build needs as the reason, when that is what stopped it', async () => {
    runtime.failing.add(CURRENT);
    expect(() => checkManifest(JSON.stringify({ name: 'remote_wm', metaData: {}, shared: [{ name: 'shared-ui', version: '3.9.0' }] }), '3.1.0')).toThrow();
    await loadFromRemote('remote_wm', 'remote_wm/App', { retry: true });
    expect(remoteFallback('remote_wm')?.reason).toBe('新版本需要框架（shared-ui）3.9.0 或更高的同系列版本，当前框架为 3.1.0');
  });

  it("shows the current build's failure when the previous one fails too, or when there is none", async () => {
    runtime.failing.add(CURRENT).add(PREVIOUS).add('/remotes/remote-h5/mf-manifest.json');
    await expect(loadFromRemote('remote_wm', 'remote_wm/App', { retry: true })).rejects.toThrow(`${CURRENT} failed`);
    await expect(loadFromRemote('remote_h5', 'remote_h5/App', { retry: false })).rejects.toThrow('remote-h5/mf-manifest.json failed');
    expect(remoteFallback('remote_h5')).toBeUndefined();
  });
});
