/**
 * The real module registry (the remotes' lists): every registered module starts with its seed rows and takes its
 * first seed's values through save → prepublish → publish → out → history on a real server. Plus the rules that
 * guard the registry itself: link entries skipped, a key twice refused, a shared base without scopes refused.
 */
import { defaultSchedule, defineModule, liveEntriesLibraryOf, field, groupByApiBase, pickModule, stepTimes, type ModuleDefinition, type Paged, type WorkflowRow } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { collectModules } from 'shared-ui/contract';
import { signedIn, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';
import { brSplash, pushModule, wmSplash } from './workflowModules';

describe('the registry', () => {
  it('keeps the definitions of the lists, skips link entries, refuses a key twice', () => {
    expect(collectModules([[{ name: 'soon', title: '即将上线' }, pushModule], [brSplash]])).toEqual([pushModule, brSplash]);
    expect(() => collectModules([[pushModule], [pushModule]])).toThrow(`模块 ${pushModule.key} 在模块列表中出现了两次`);
  });

  it('refuses a shared base whose modules cannot be told apart; picks by scope, the query’s text equal to the body’s number', () => {
    const unscoped = defineModule({ area: 'br', name: 'other', title: '无 scope', apiBase: wmSplash.apiBase, schedule: 'push_time', fields: [field.text('title', '标题')] });
    expect(() => groupByApiBase([wmSplash, unscoped])).toThrow('模块 br/other 与其他模块共用接口 test/splash/，必须声明 scope 以区分');
    const twin = { ...brSplash, key: 'br/twin', scope: wmSplash.scope };
    expect(() => groupByApiBase([wmSplash, twin])).toThrow('scope');
    const numbered = { ...brSplash, key: 'br/numbered', scope: { type: 7 } };
    const [group] = groupByApiBase([wmSplash, numbered]);
    expect(pickModule(group!, { type: '7' })).toBe(numbered);
    expect(pickModule(group!, { type: 'super_app' })).toBe(wmSplash);
    expect(pickModule(group!, {})).toBeUndefined();
  });

  it('is a list (empty until the remotes’ modules are written with defineModule)', () => {
    expect(Array.isArray(registeredModules)).toBe(true);
    for (const def of registeredModules) expect(def.key).toBe(`${def.area}/${def.name}`);
  });
});

const withSeed = registeredModules.filter((def) => (def.seed?.length ?? 0) > 0);
const seedless = registeredModules.filter((def) => (def.seed?.length ?? 0) === 0);

describe('every registered module on a real server', () => {
  let server: TestServer;
  let admin: Browser;
  beforeAll(async () => {
    // The real registry (no `modules` option), with the real clock: seeds are laid out around now.
    server = await startServer({ now: () => Date.now(), sessionTtlMs: 24 * 60 * 60_000 });
    admin = await signedIn(server, 'admin');
  });
  afterAll(() => server.close());

  const total = async (c: ModuleClient, name: 'prepublishList' | 'publishedList' | 'history') => ((await c.list(name)).body.data as Paged<WorkflowRow>).total;

  it('serves the common pattern for each registered module', async () => {
    for (const def of registeredModules) {
      const res = await new ModuleClient(admin, def).list('prepublishList');
      expect({ module: def.key, code: res.body.code }).toEqual({ module: def.key, code: 0 });
    }
  });

  if (seedless.length > 0) {
    it.each(seedless.map((def): [string, ModuleDefinition] => [def.key, def]))('%s has no seed: it starts empty', async (_key, def) => {
      expect(await total(new ModuleClient(admin, def), 'prepublishList')).toBe(0);
    });
  }

  if (withSeed.length > 0) {
    describe.each(withSeed.map((def): [string, ModuleDefinition] => [def.key, def]))('%s', (_key, def) => {
      it('starts with its seed rows', async () => {
        const c = new ModuleClient(admin, def);
        const count = (status: string) => def.seed?.filter((s) => s.status === status).length ?? 0;
        if (count('draft') > 0) expect((await c.content()).body.data).not.toBeNull();
        expect(await total(c, 'prepublishList')).toBe(count('prepublished'));
        expect(await total(c, 'publishedList')).toBe(count('published'));
        expect(await total(c, 'history')).toBe(count('history'));
      });

      it('takes its first seed’s values through save → prepublish → publish → out → history', async () => {
        // The seed rows may hold the times, bannerIds or limits this run needs: start the module afresh.
        // A module whose live entries others pick (liveEntriesOf: levelFirst's codes) keeps them: levelSecond's walk
        // needs its parent live, and a published code it picks could not go off shelf anyway.
        const keepLive = liveEntriesLibraryOf(def.key) ? " AND status <> 'published'" : '';
        server.app.cms.db.prepare(`DELETE FROM workflow_records WHERE module_key = ?${keepLive}`).run(def.key);
        server.app.cms.db.prepare('DELETE FROM workflow_drafts WHERE module_key = ?').run(def.key);
        const c = new ModuleClient(admin, def);
        const values = def.seed?.[0]?.values ?? {};
        const saved = await c.save(values);
        expect(saved.body).toMatchObject({ code: 0 });
        // What the form does: it sends back the values the server saved.
        const { update_time: _t, update_operator: _o, ...draft } = saved.body.data as Record<string, unknown>;
        const times = defaultSchedule(def, Date.now());
        const only = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, times[name] ?? '']));
        // Each step sends the times it takes (`stepTimes`): none at pre-publish where publishing sets them.
        const pre = await c.prepublish(draft as typeof values, only(stepTimes(def, 'prepublish').fields));
        expect(pre.body).toMatchObject({ code: 0, data: { status: 'prepublished', pre_operator: 'admin' } });
        const id = (pre.body.data as WorkflowRow).id;
        // Now (a window still needs its end) — or, where publishing sets every time, at the default window ahead.
        const publishing = stepTimes(def, 'publish');
        const published = await c.publish(id, only(publishing.nowAllowed ? publishing.fields.slice(1) : publishing.fields));
        expect(published.body).toMatchObject({ code: 0, data: { status: publishing.nowAllowed ? 'published' : 'scheduled', push_operator: 'admin' } });
        expect((await c.out(id)).body).toMatchObject({ code: 0 });
        expect((await c.rows('history')).find((r) => r.id === id)).toMatchObject({ status: 'history', remove_operator: 'admin' });
      });
    });
  }
});
