/**
 * The publishing calendar (issue 33), answered by the console service from its entry index (issue 43), through the
 * shell's server in front of a real mock-server: windows that cross month edges, Asia/Shanghai time whatever the
 * server's zone, the permission filter and the filters, each kind of collision, and how fresh the index is.
 */
import { SCHEDULE_API, defineModule, field, parseCmsTime, slotTitle, scheduleEntryKey, scheduleEntryLink, type ScheduleAnswer, type ScheduleEntry } from 'shared-ui/contract';
import { signedIn, type Browser, type TestServer } from '../../../../mock-server/test/harness';
import { ModuleClient } from '../../../../mock-server/test/workflowClient';
import { effectModule, limitedModule, pushModule, windowModule } from '../../../../mock-server/test/workflowModules';
import { openConsoleBed, type ConsoleBed } from '../consoleTestBed';

/** A slot picking one article (a missing pick is judged through the reference index). */
const articleSlot = defineModule({
  area: 'esop',
  name: 'testArticleSlot',
  title: '测试文章位',
  apiBase: 'test/articleslot/',
  schedule: 'effect_dead',
  windowsMayOverlap: true,
  fields: [field.text('title', '标题', { required: true }), field.ref('article', '文章', 'articles', { required: true })],
});

/** Two push modules sharing one live limit of 1 (as the home common topics share 20). */
const sharedLimit = (name: string, other: string) =>
  defineModule({ area: 'wm', name, title: name, apiBase: `test/${name.toLowerCase()}/`, schedule: 'push_time', fields: [field.text('title', '标题', { required: true })], limits: { maxLive: 1, maxLiveWith: [`wm/${other}`] } });
const sharedA = sharedLimit('testSharedA', 'testSharedB');
const sharedB = sharedLimit('testSharedB', 'testSharedA');

const MODULES = [pushModule, effectModule, windowModule, limitedModule, articleSlot, sharedA, sharedB];
const ms = (cms: string) => parseCmsTime(cms) ?? Number.NaN;

let bed: ConsoleBed;

async function calendar(browser: Browser, query: Record<string, string>): Promise<ScheduleAnswer> {
  const res = await bed.consoleCall(browser, `${SCHEDULE_API.list}?${new URLSearchParams(query).toString()}`);
  if (res.body.code !== 0) throw new Error(`schedule/list: ${JSON.stringify(res.body)}`);
  return res.body.data as ScheduleAnswer;
}

const month = (first: string, next: string) => ({ start: `${first} 00:00:00`, end: `${next} 00:00:00` });
// The test modules' entries (the seeded H5 releases and stock news are asserted where they matter).
const OWN = new Set(MODULES.map((m) => m.key));
const titles = (answer: ScheduleAnswer) => answer.list.filter((e) => OWN.has(e.module)).map((e) => e.title).sort();
const entryTitled = (answer: ScheduleAnswer, title: string): ScheduleEntry => {
  const found = answer.list.find((e) => e.title === title);
  if (!found) throw new Error(`no entry ${title} in ${JSON.stringify(titles(answer))}`);
  return found;
};

describe('schedule/list', () => {
  let server: TestServer;
  let admin: Browser;
  beforeEach(async () => {
    // T0 is 2026-01-05 10:00 in Shanghai.
    bed = await openConsoleBed({ modules: MODULES });
    server = bed.server;
    admin = bed.through(await signedIn(server, 'admin'));
  });
  afterEach(() => bed.close());

  it('answers a window in every month it reaches, and a moment in the month it falls in, in Shanghai time', async () => {
    const windows = new ModuleClient(admin, windowModule);
    await windows.prepared({ title: '跨月公告', target_user: 0 }, { start_time: '2026-01-30 10:00:00', end_time: '2026-02-02 10:00:00' });
    // Ends as February begins: touching the edge is not reaching into February.
    await new ModuleClient(admin, effectModule).prepared({ content: '一月底结束' }, { effect_time: '2026-01-20 10:00:00', dead_time: '2026-02-01 00:00:00' });
    const pushes = new ModuleClient(admin, pushModule);
    // 23:30 on 31 January in Shanghai is 15:30 UTC the same day; 00:30 on 1 February is 16:30 UTC on 31 January.
    await pushes.prepared({ title: '一月最后半小时', link: '', cover: '' }, { push_time: '2026-01-31 23:30:00' });
    await pushes.prepared({ title: '二月第一个半小时', link: '', cover: '' }, { push_time: '2026-02-01 00:30:00' });

    const january = await calendar(admin, month('2026-01-01', '2026-02-01'));
    // Keys are unique across sources and tables (an H5 pre-publish and a publication may share a row number).
    const keys = january.list.map(scheduleEntryKey);
    expect(keys.filter((k) => k.startsWith('h5/release#')).length).toBeGreaterThan(1);
    expect(new Set(keys).size).toBe(keys.length);
    expect(titles(january)).toEqual(['一月底结束', '一月最后半小时', '跨月公告'].sort());
    const february = await calendar(admin, month('2026-02-01', '2026-03-01'));
    expect(titles(february)).toEqual(['二月第一个半小时', '跨月公告'].sort());
    expect(titles(await calendar(admin, month('2026-03-01', '2026-04-01')))).toEqual([]);

    expect(entryTitled(february, '跨月公告')).toMatchObject({ start: '2026-01-30 10:00:00', end: '2026-02-02 10:00:00', state: 'prepublished' });
    expect(entryTitled(january, '一月最后半小时')).toMatchObject({ start: '2026-01-31 23:30:00', end: null });
    // The stored instant is the Shanghai wall time's: 15:30 UTC.
    const stored = server.app.cms.db.prepare<[], { push_time: number }>("SELECT push_time FROM workflow_records WHERE json_extract(field_values, '$.title') = '一月最后半小时'").get();
    expect(new Date(stored?.push_time ?? 0).toISOString()).toBe('2026-01-31T15:30:00.000Z');
  });

  it('says where an entry opens, who acted, and its state through publish', async () => {
    const effects = new ModuleClient(admin, effectModule);
    const id = await effects.published({ content: '维护公告' }, { effect_time: '2026-01-05 12:00:00', dead_time: '2026-01-05 18:00:00' }, { effect_time: '2026-01-05 12:00:00', dead_time: '2026-01-05 18:00:00' });
    const answer = await calendar(admin, month('2026-01-01', '2026-02-01'));
    const entry = entryTitled(answer, '维护公告');
    expect(entry).toMatchObject({ module: 'br/testEffect', recordId: id, state: 'scheduled', collisions: [] });
    // Neither key nor link is sent: the contract's rules make them from the entry and its module's path.
    expect(Object.keys(entry)).not.toContain('link');
    const path = answer.modules.find((m) => m.key === entry.module)?.path ?? '';
    expect(scheduleEntryLink(entry, path)).toBe(`/operation/br/modules/testEffect?view=published&entry=${String(id)}`);
    server.clock.set(ms('2026-01-05 12:00:01'));
    expect(entryTitled(await calendar(admin, month('2026-01-01', '2026-02-01')), '维护公告').state).toBe('live');
  });

  it('shows a change made in this console at once, and one made elsewhere after the schedule reads the module again', async () => {
    const effects = new ModuleClient(admin, effectModule);
    const times = { effect_time: '2026-01-09 09:00:00', dead_time: '2026-01-09 18:00:00' };
    const id = await effects.prepared({ content: '旧名' }, times);
    const january = month('2026-01-01', '2026-02-01');
    const named = async () => (await calendar(admin, january)).list.find((e) => e.module === 'br/testEffect' && e.recordId === id)?.title;
    expect(await named()).toBe('旧名');
    // Through the console: the write marks the module, and the next answer reads it first.
    expect((await effects.reprepublish(id, { content: '新名' }, times)).body.code).toBe(0);
    expect(await named()).toBe('新名');
    // Elsewhere (another console on the same backend): the index still says what it read.
    server.app.cms.workflowStore.update('br/testEffect', id, ['prepublished'], { field_values: JSON.stringify({ content: '别处改名' }) });
    expect(await named()).toBe('新名');
    expect((await calendar(admin, january)).indexed).toEqual({ indexedAt: '2026-01-05 10:00:00', unread: [], reading: [] });
    // The schedule's next round reads it with the session of someone using the console (admin, seen above).
    server.clock.set(ms('2026-01-05 10:01:00'));
    expect(await bed.index.sync.tick()).toBeGreaterThan(0);
    expect(await named()).toBe('别处改名');
  });

  it('reads a module again once something in it fell due, so a go-live shows as live', async () => {
    const pushes = new ModuleClient(admin, pushModule);
    const id = await pushes.published({ title: '十点半推送', link: '', cover: '' }, { push_time: '2026-01-05 10:30:00' }, { push_time: '2026-01-05 10:30:00' });
    const state = async () => (await calendar(admin, month('2026-01-01', '2026-02-01'))).list.find((e) => e.recordId === id && e.module === pushModule.key)?.state;
    expect(await state()).toBe('scheduled');
    server.clock.set(ms('2026-01-05 10:30:01'));
    expect(await state()).toBe('live');
  });

  it('says which modules it could not read last, and answers what it read before', async () => {
    await new ModuleClient(admin, windowModule).prepared({ title: '已读到的公告', target_user: 0 }, { start_time: '2026-01-07 09:00:00', end_time: '2026-01-07 18:00:00' });
    expect(titles(await calendar(admin, month('2026-01-01', '2026-02-01')))).toContain('已读到的公告');
    // A read with the session of an account the backend does not let read the module (a schedule's borrowed one) is refused.
    server.app.cms.db.prepare("UPDATE accounts SET permission = ? WHERE account = 'editor'").run(JSON.stringify(['/operation/br/modules/testEffect']));
    const editor = bed.through(await signedIn(server, 'editor'));
    await bed.index.sync.read(bed.index.sync.sources.find((s) => s.key === windowModule.key)!, Object.entries(editor.cookies).map(([name, value]) => `${name}=${value}`).join("; "));
    const answer = await calendar(admin, month('2026-01-01', '2026-02-01'));
    expect(answer.indexed.unread).toEqual([{ title: slotTitle(windowModule), reason: expect.stringContaining('权限') as unknown }]);
    expect(titles(answer)).toContain('已读到的公告');
  });

  it('answers only the modules the account may open, and narrows by area, module, state and operator', async () => {
    await new ModuleClient(admin, effectModule).prepared({ content: '证券维护' }, { effect_time: '2026-01-07 09:00:00', dead_time: '2026-01-07 18:00:00' });
    await new ModuleClient(admin, windowModule).prepared({ title: '理财公告', target_user: 0 }, { start_time: '2026-01-07 09:00:00', end_time: '2026-01-07 18:00:00' });
    // The calendar is granted like any screen (issue 44, item 24): without it, schedule/list is refused.
    server.app.cms.db.prepare("UPDATE accounts SET permission = ? WHERE account = 'editor'").run(JSON.stringify(['/operation/br/modules/testEffect']));
    const refused = await bed.consoleCall(bed.through(await signedIn(server, 'editor')), `${SCHEDULE_API.list}?start=2026-01-01 00:00:00&end=2026-02-01 00:00:00`);
    expect([refused.status, refused.body.code]).toEqual([403, 1029]);
    server.app.cms.db.prepare("UPDATE accounts SET permission = ? WHERE account = 'editor'").run(JSON.stringify(['/schedule', '/operation/br/modules/testEffect']));
    const editor = bed.through(await signedIn(server, 'editor'));
    const seen = await calendar(editor, month('2026-01-01', '2026-02-01'));
    expect(titles(seen)).toEqual(['证券维护']);
    // The H5 release system comes with every restricted list (spec §6); nothing else the account was not given.
    expect(seen.modules.map((m) => m.key).sort()).toEqual(['br/testEffect', 'h5/release']);
    // A module is named with its app: two apps have modules of one name (issue 44, item 6).
    expect(seen.modules.find((m) => m.key === 'br/testEffect')?.title).toMatch(/^证券 App · /);
    // Asking for a module the account may not open answers nothing of it.
    expect(titles(await calendar(editor, { ...month('2026-01-01', '2026-02-01'), module: 'wm/testWindow' }))).toEqual([]);

    const all = month('2026-01-01', '2026-02-01');
    expect(titles(await calendar(admin, { ...all, area: 'wm' }))).toEqual(['理财公告']);
    expect(titles(await calendar(admin, { ...all, area: 'wm,br' }))).toEqual(['理财公告', '证券维护'].sort());
    expect(titles(await calendar(admin, { ...all, module: 'br/testEffect' }))).toEqual(['证券维护']);
    expect(titles(await calendar(admin, { ...all, state: 'live' }))).toEqual([]);
    expect(titles(await calendar(admin, { ...all, operator: 'adm' }))).toEqual(['理财公告', '证券维护'].sort());
    expect(titles(await calendar(admin, { ...all, operator: 'editor' }))).toEqual([]);
  });

  it('refuses a query it cannot read, in Chinese', async () => {
    const bad = await bed.consoleCall(admin, `${SCHEDULE_API.list}?start=2026-01-01&end=2026-02-01 00:00:00`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 1106, msg: '开始时间（start）应为 YYYY-MM-DD HH:mm:ss 格式的有效时间' });
    const long = await bed.consoleCall(admin, `${SCHEDULE_API.list}?${new URLSearchParams({ start: '2026-01-01 00:00:00', end: '2026-06-01 00:00:00' }).toString()}`);
    expect(long.body).toMatchObject({ code: 1106, msg: '查询范围最长 93 天' });
    const state = await bed.consoleCall(admin, `${SCHEDULE_API.list}?${new URLSearchParams({ ...month('2026-01-01', '2026-02-01'), state: 'gone' }).toString()}`);
    expect(state.body).toMatchObject({ code: 1106, msg: '状态（state）「gone」不存在' });
  });

  describe('collisions', () => {
    it('flags windows of one module that overlap (written past the engine, as data from before a rule is)', async () => {
      const store = server.app.cms.workflowStore;
      const base = { module_key: windowModule.key, status: 'prepublished' as const, pre_operator: 'admin', pre_time: server.clock.now(), push_operator: null, push_time: null, effect_time: null, dead_time: null, update_time: server.clock.now(), remove_operator: null, remove_time: null };
      const first = store.insert({ ...base, field_values: JSON.stringify({ title: '甲', target_user: 0 }), start_time: ms('2026-01-10 08:00:00'), end_time: ms('2026-01-10 12:00:00') });
      const second = store.insert({ ...base, pre_operator: '王敏', field_values: JSON.stringify({ title: '乙', target_user: 0 }), start_time: ms('2026-01-10 11:00:00'), end_time: ms('2026-01-10 14:00:00') });
      // Touching the first's end only: no overlap with it.
      store.insert({ ...base, field_values: JSON.stringify({ title: '丙', target_user: 0 }), start_time: ms('2026-01-10 14:00:00'), end_time: ms('2026-01-10 16:00:00') });
      // Only the last hours of the day asked: 乙 still collides with 甲, which lies wholly before the range.
      const answer = await calendar(admin, { start: '2026-01-10 13:00:00', end: '2026-01-11 00:00:00' });
      expect(titles(answer)).toEqual(['丙', '乙'].sort());
      expect(entryTitled(answer, '乙').collisions).toEqual([{ kind: 'overlap', reason: `时间段与 ID ${String(first)}（2026-01-10 08:00:00 至 2026-01-10 12:00:00）重叠` }]);
      expect(entryTitled(answer, '丙').collisions).toEqual([]);
      expect(second).toBeGreaterThan(first);
      // Narrowed to 王敏's entries, 乙 still collides with admin's 甲: the filters choose what is answered, not what counts.
      const hers = await calendar(admin, { start: '2026-01-10 00:00:00', end: '2026-01-11 00:00:00', operator: '王敏' });
      expect(titles(hers)).toEqual(['乙']);
      expect(entryTitled(hers, '乙').collisions).toHaveLength(1);
    });

    it('flags an entry at whose start the module would have more live entries than its limit', async () => {
      const limited = new ModuleClient(admin, limitedModule);
      const live = await limited.published({ title: '当前上线' }, { push_time: '2026-01-05 12:00:00' });
      // Pre-published for 20:00: published then, it would be the second live entry of a module that allows one.
      await limited.prepared({ title: '晚间替换' }, { push_time: '2026-01-05 20:00:00' });
      const answer = await calendar(admin, month('2026-01-01', '2026-02-01'));
      expect(entryTitled(answer, '当前上线').collisions).toEqual([]);
      expect(entryTitled(answer, '晚间替换').collisions).toEqual([{ kind: 'liveLimit', reason: '2026-01-05 20:00:00 起将同时上线 2 条，超过本模块上限 1 条' }]);
      // Withdrawn, the live one no longer counts.
      await limited.out(live);
      expect(entryTitled(await calendar(admin, month('2026-01-01', '2026-02-01')), '晚间替换').collisions).toEqual([]);
    });

    it('counts the live entries of the modules sharing a limit, for each of them', async () => {
      await new ModuleClient(admin, sharedA).published({ title: '甲已上线' }, { push_time: '2026-01-05 12:00:00' });
      await new ModuleClient(admin, sharedB).prepared({ title: '乙晚间' }, { push_time: '2026-01-05 20:00:00' });
      // Only 乙's module asked: 甲's live entry still counts.
      const answer = await calendar(admin, { ...month('2026-01-01', '2026-02-01'), module: sharedB.key });
      expect(entryTitled(answer, '乙晚间').collisions).toEqual([{ kind: 'liveLimit', reason: '2026-01-05 20:00:00 起将同时上线 2 条，超过本模块上限 1 条' }]);
      expect(answer.list.map((e) => e.module)).not.toContain(sharedA.key);
    });

    it('flags an entry whose picked article is in the recycle bin or deleted', async () => {
      const db = server.app.cms.db;
      const [one = '', two = ''] = db.prepare<[], { link_id: string }>('SELECT link_id FROM articles WHERE deleted = 0 ORDER BY id LIMIT 2').all().map((r) => r.link_id);
      const slots = new ModuleClient(admin, articleSlot);
      await slots.prepared({ title: '回收站文章', article: one }, { effect_time: '2026-01-08 09:00:00', dead_time: '2026-01-09 09:00:00' });
      await slots.prepared({ title: '已删文章', article: two }, { effect_time: '2026-01-08 09:00:00', dead_time: '2026-01-09 09:00:00' });
      let answer = await calendar(admin, month('2026-01-01', '2026-02-01'));
      expect(answer.list.flatMap((e) => e.collisions)).toEqual([]);
      // The article service refuses both while the entries use them: another writer of the library did it.
      db.prepare('UPDATE articles SET deleted = 1 WHERE link_id = ?').run(one);
      db.prepare('DELETE FROM articles WHERE link_id = ?').run(two);
      // What the console asked of an item a minute ago it does not ask again: the next minute it does.
      expect((await calendar(admin, month('2026-01-01', '2026-02-01'))).list.flatMap((e) => e.collisions)).toEqual([]);
      server.clock.set(server.clock.now() + 60_001);
      answer = await calendar(admin, month('2026-01-01', '2026-02-01'));
      expect(entryTitled(answer, '回收站文章').collisions).toEqual([{ kind: 'missingPick', reason: `文章所选文章 ${one} 在回收站` }]);
      expect(entryTitled(answer, '已删文章').collisions).toEqual([{ kind: 'missingPick', reason: `文章所选文章 ${two} 已删除` }]);
    });

    it("flags a go-live that fell due while the server was down (the scheduler's late mark)", async () => {
      const pushes = new ModuleClient(admin, pushModule);
      const missed = await pushes.published({ title: '错过的推送', link: '', cover: '' }, { push_time: '2026-01-05 10:05:00' }, { push_time: '2026-01-05 10:10:00' });
      const onTime = await pushes.published({ title: '准时的推送', link: '', cover: '' }, { push_time: '2026-01-05 10:15:00' }, { push_time: '2026-01-05 10:20:00' });
      // What start-up does after a stop: apply what fell due, marked late when more than 5 s late.
      server.clock.set(ms('2026-01-05 10:30:00'));
      server.app.cms.workflowStore.applyDue(server.clock.now(), true);
      const answer = await calendar(admin, month('2026-01-01', '2026-02-01'));
      expect(entryTitled(answer, '错过的推送')).toMatchObject({ recordId: missed, state: 'live', collisions: [{ kind: 'late', reason: '上线时间 2026-01-05 10:10:00 到时服务未运行，恢复后才上线（延迟上线）' }] });
      expect(entryTitled(answer, '准时的推送')).toMatchObject({ recordId: onTime, state: 'live' });
      expect(entryTitled(answer, '准时的推送').collisions.map((c) => c.kind)).toEqual(['late']);
    });
  });
});
