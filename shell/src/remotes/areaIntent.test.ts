import { menuIntentReader } from './areaIntent';

/**
 * The reader's timing: a screen starts loading when the pointer or the focus rests on its entry, or it is pressed —
 * never for a pointer or Tab passing over entries, a section, or a pointer that left the menu before the rest was up.
 * (Its area's manifest warm is the remote registry's, tested in manifestsAhead.test.ts.)
 */
describe('menuIntentReader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function reader() {
    const warmed: string[] = [];
    return { warmed, ...menuIntentReader((path) => warmed.push(path), 120) };
  }

  it('warms the screen a pointer rests on, once, after the dwell', () => {
    const { read, warmed } = reader();
    read({ path: '/articles/library', how: 'point' }, true);
    jest.advanceTimersByTime(119);
    expect(warmed).toEqual([]);
    // pointerover fires again as the pointer moves within the entry: the rest goes on, it does not start over.
    read({ path: '/articles/library', how: 'point' }, true);
    jest.advanceTimersByTime(1);
    expect(warmed).toEqual(['/articles/library']);
    jest.advanceTimersByTime(1000);
    expect(warmed).toEqual(['/articles/library']);
  });

  it('warms nothing for entries passed over, a section, or a pointer that left', () => {
    const { read, warmed } = reader();
    // Tab passing through the entries.
    read({ path: '/operation/wm/push', how: 'focus' }, true);
    jest.advanceTimersByTime(30);
    read({ path: '/operation/wm/appconfig', how: 'focus' }, true);
    jest.advanceTimersByTime(30);
    read({ path: '/articles/library', how: 'point' }, true);
    jest.advanceTimersByTime(60);
    read({ path: '/articles/information', how: 'point' }, true);
    jest.advanceTimersByTime(60);
    read({ path: '/articles', how: 'point' }, false);
    jest.advanceTimersByTime(500);
    read({ path: '/operation/wm/push', how: 'point' }, true);
    read({ how: 'leave' }, false);
    jest.advanceTimersByTime(500);
    expect(warmed).toEqual([]);
  });

  it('warms a screen the focus rests on, a pressed one at once, and cancel stops a rest still timing', () => {
    const { read, cancel, warmed } = reader();
    read({ path: '/operation/br/push', how: 'focus' }, true);
    jest.advanceTimersByTime(120);
    read({ path: '/h5/newsystem', how: 'press' }, true);
    expect(warmed).toEqual(['/operation/br/push', '/h5/newsystem']);
    read({ path: '/articles/library', how: 'point' }, true);
    cancel();
    jest.advanceTimersByTime(500);
    expect(warmed).toEqual(['/operation/br/push', '/h5/newsystem']);
  });
});

/**
 * What an area's entry starts of the screens' shared parts: the calendar draws without grids or forms, so pointing at
 * it loads the query client alone — `shared-ui/components` would bring the module contract's zod with it (issue 44,
 * item 11); the audit trail and an area's screens load the components.
 */
describe('warmAreaOf', () => {
  const loaded: string[] = [];
  jest.mock('shared-ui/components', () => {
    loaded.push('components');
    return {};
  });
  jest.mock('shared-ui/query', () => {
    loaded.push('query');
    return {};
  });

  async function warmed(paths: readonly string[]): Promise<string[]> {
    loaded.length = 0;
    jest.resetModules();
    const { warmAreaOf } = await import('./areaIntent');
    for (const path of paths) warmAreaOf(path);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return [...loaded];
  }

  it('loads the query client alone for the calendar', async () => {
    expect(await warmed(['/schedule', '/schedule'])).toEqual(['query']);
  });

  it("loads the components for the audit trail and an area's screen, once", async () => {
    expect(await warmed(['/audit', '/articles/library'])).toEqual(['components']);
    expect(await warmed(['/schedule', '/articles/library'])).toEqual(['query', 'components']);
  });
});
