/**
 * @jest-environment jsdom
 *
 * /remotes.json read ahead when a person points at an area's menu entry: the first remote then uses that one read; a failed read ahead is not kept.
 * The federation runtime and the file are replaced (jsdom cannot fetch); this module's bookkeeping is under test.
 */
const reads = { count: 0, fail: false };
const registered: string[] = [];
const manifestsReadAhead: string[] = [];

jest.mock('@module-federation/runtime', () => ({
  registerRemotes: (remotes: { name: string }[]) => registered.push(...remotes.map((r) => r.name)),
}));
jest.mock('./manifestsAhead', () => ({
  readManifestAhead: (url: string) => manifestsReadAhead.push(url),
}));
jest.mock('./fetchRemotesJson', () => ({
  fetchRemotesJson: () => {
    reads.count += 1;
    return reads.fail ? Promise.reject(new Error('无法读取子应用清单 /remotes.json（HTTP 502）')) : Promise.resolve({ remote_wm: { current: '/remotes/remote-wm/mf-manifest.json' }, remote_h5: { current: '/remotes/remote-h5/mf-manifest.json' } });
  },
}));

type Module = typeof import('./registerRemote');
const fresh = (): Module => {
  let mod: Module | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<Module>('./registerRemote');
  });
  return mod!;
};

beforeEach(() => {
  reads.count = 0;
  reads.fail = false;
  registered.length = 0;
  manifestsReadAhead.length = 0;
});

describe('readRemoteManifestsAhead', () => {
  it('reads /remotes.json once: the first remote registers from the read made ahead', async () => {
    const { readRemoteManifestsAhead, registerRemote } = fresh();
    readRemoteManifestsAhead();
    await registerRemote('remote_wm', { retry: false });
    expect(reads.count).toBe(1);
    expect(registered).toEqual(['remote_wm']);
  });

  it('keeps no failed read: the first remote reads the list again', async () => {
    const { readRemoteManifestsAhead, registerRemote } = fresh();
    reads.fail = true;
    readRemoteManifestsAhead();
    await new Promise((r) => setTimeout(r, 0));
    reads.fail = false;
    await registerRemote('remote_wm', { retry: false });
    expect(reads.count).toBe(2);
    expect(registered).toEqual(['remote_wm']);
  });

  it("reads ahead the manifests of the areas pointed at, by the absolute URL the runtime asks for, each once", async () => {
    const { readRemoteManifestsAhead } = fresh();
    readRemoteManifestsAhead(['remote_wm', 'remote_h5', 'remote_esop']);
    readRemoteManifestsAhead(['remote_wm']);
    await new Promise((r) => setTimeout(r, 0));
    expect(manifestsReadAhead).toEqual([`${window.location.origin}/remotes/remote-wm/mf-manifest.json`, `${window.location.origin}/remotes/remote-h5/mf-manifest.json`]);
  });

  it('reads no manifest ahead for a remote registered already (its manifest is read)', async () => {
    const { readRemoteManifestsAhead, registerRemote } = fresh();
    await registerRemote('remote_wm', { retry: false });
    readRemoteManifestsAhead(['remote_wm']);
    await new Promise((r) => setTimeout(r, 0));
    expect(manifestsReadAhead).toEqual([]);
  });
});

describe('registerRemote on a retry', () => {
  afterEach(() => Reflect.deleteProperty(window, 'remote_wm'));

  it('registers again when nothing arrived (the runtime drops its cached entry)', async () => {
    const { registerRemote } = fresh();
    await registerRemote('remote_wm', { retry: false });
    await registerRemote('remote_wm', { retry: true });
    expect(registered).toEqual(['remote_wm', 'remote_wm']);
  });

  it('uses what arrived after the shell stopped waiting: its container is on the page and the runtime saw no failure', async () => {
    const { registerRemote } = fresh();
    await registerRemote('remote_wm', { retry: false });
    Reflect.set(window, 'remote_wm', {});
    await registerRemote('remote_wm', { retry: true });
    expect(registered).toEqual(['remote_wm']);
  });

  it('registers again when the runtime reported a failure, even with a container on the page', async () => {
    let registerRemote: Module['registerRemote'] | undefined;
    let errors: typeof import('./remoteLoadErrors') | undefined;
    // The same module registry as registerRemote's, so the failure is the one it reads.
    jest.isolateModules(() => {
      registerRemote = jest.requireActual<Module>('./registerRemote').registerRemote;
      errors = jest.requireActual<typeof import('./remoteLoadErrors')>('./remoteLoadErrors');
    });
    if (!registerRemote || !errors) throw new Error('modules not loaded');
    await registerRemote('remote_wm', { retry: false });
    Reflect.set(window, 'remote_wm', {});
    errors.recordRemoteLoadFailure('remote_wm', 'remote_wm/App', 'onLoad', new Error('ChunkLoadError'));
    await registerRemote('remote_wm', { retry: true });
    expect(registered).toEqual(['remote_wm', 'remote_wm']);
  });
});
