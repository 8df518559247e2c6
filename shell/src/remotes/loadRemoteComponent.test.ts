/**
 * @jest-environment jsdom
 *
 * The guard's early start and the mount share one load. The federation runtime is replaced here (jsdom cannot fetch
 * remote entries); what is under test is this module's own bookkeeping.
 */
import { loadRemoteComponent, warmRemoteFor } from './loadRemoteComponent';

const runtime = { loads: [] as string[], fail: false, preloads: [] as string[] };

jest.mock('@module-federation/runtime', () => ({
  registerRemotes: () => undefined,
  loadRemote: (id: string) => {
    runtime.loads.push(id);
    const preloadScreen = (subPath: string, search?: string) => runtime.preloads.push(`${id} ${subPath}${search ?? ''}`);
    return runtime.fail ? Promise.reject(new Error('Failed to get manifest')) : Promise.resolve({ default: () => null, preloadScreen });
  },
}));
jest.mock('./fetchRemotesJson', () => ({
  fetchRemotesJson: () => Promise.resolve({ remote_wm: { current: '/remotes/remote-wm/mf-manifest.json' }, remote_h5: { current: '/remotes/remote-h5/mf-manifest.json' } }),
}));

beforeEach(() => {
  runtime.loads = [];
  runtime.fail = false;
  runtime.preloads = [];
});

describe('loadRemoteComponent', () => {
  it('loads a remote screen once when the guard warmed it and the mount then asks for it', async () => {
    warmRemoteFor('/operation/wm/modules/recommend');
    const component = await loadRemoteComponent({ remote: 'remote_wm', expose: './App' }, { retry: false });
    expect(typeof component).toBe('function');
    expect(runtime.loads).toEqual(['remote_wm/App']);
  });

  it("asks the remote to download the screen of the warmed path (relative to the remote's mount) with its query", async () => {
    warmRemoteFor('/operation/wm/fund', '?page=2');
    await loadRemoteComponent({ remote: 'remote_wm', expose: './App' }, { retry: false });
    await new Promise((r) => setTimeout(r, 0));
    expect(runtime.preloads).toEqual(['remote_wm/App /fund?page=2']);
    // The mount alone preloads nothing: its screen renders anyway.
    await loadRemoteComponent({ remote: 'remote_wm', expose: './App' }, { retry: false });
    expect(runtime.preloads).toHaveLength(1);
  });

  it('warms nothing for a path no remote answers', () => {
    warmRemoteFor('/home');
    warmRemoteFor('/operation/wmx');
    expect(runtime.loads).toEqual([]);
  });

  it('keeps no failed load: the next attempt (重试) loads again', async () => {
    runtime.fail = true;
    warmRemoteFor('/h5/relesesystem');
    await expect(loadRemoteComponent({ remote: 'remote_h5', expose: './App' }, { retry: false })).rejects.toThrow('Failed to get manifest');
    runtime.fail = false;
    await expect(loadRemoteComponent({ remote: 'remote_h5', expose: './App' }, { retry: true })).resolves.toBeInstanceOf(Function);
    expect(runtime.loads).toEqual(['remote_h5/App', 'remote_h5/App']);
  });
});
