/**
 * 发布批次 (issue 48) against a real mock-server through the shell's server: a release of five entries across wm, br
 * and common prepared by an editor, checked as a whole (a planted live-limit collision refused with its reason, then
 * fixed), scheduled as one by a publisher, moved, withdrawn, and after its time taken off shelf; a refusal in the
 * middle of scheduling leaves nothing scheduled; a stale change is refused; the gate holds.
 */
import { ErrorCode, RELEASE_API, formatCmsTime, type AuditRecord, type Release, type ReleaseCheck, type WorkflowRow } from 'shared-ui/contract';
import { signedIn, signedInWith, T0, type Browser, type TestServer } from '../../../../mock-server/test/harness';
import { ModuleClient } from '../../../../mock-server/test/workflowClient';
import { BANNER_LIVE, TEST_MODULES, effectModule, jsonModule, limitedModule, pushModule, uniqueModule, windowModule } from '../../../../mock-server/test/workflowModules';
import { openConsoleBed, type ConsoleBed } from '../consoleTestBed';

const MINUTE = 60_000;
const at = (minutes: number) => formatCmsTime(T0 + minutes * MINUTE);
const MODULE_PATHS = TEST_MODULES.map((m) => m.path);

let bed: ConsoleBed;
let server: TestServer;
let admin: Browser;
let editor: Browser;
let publisher: Browser;

interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

async function send<T>(who: Browser, method: 'GET' | 'POST' | 'PUT', path: string, body?: object): Promise<Answer<T>> {
  const res = await who.raw(method, `/console/v1/${path}`, body);
  return (await res.json()) as Answer<T>;
}
const must = <T>(answer: Answer<T>): T => {
  if (answer.code !== 0) throw new Error(JSON.stringify(answer));
  return answer.data;
};

beforeAll(async () => {
  bed = await openConsoleBed({ modules: TEST_MODULES });
  server = bed.server;
  admin = bed.through(await signedIn(server, 'admin'));
  editor = bed.through(await signedInWith(server, 'editor', ['/releases', ...MODULE_PATHS], 'releaseEditor'));
  publisher = bed.through(await signedInWith(server, 'publisher', ['/releases', ...MODULE_PATHS], 'releasePublisher'));
});
afterAll(() => bed.close());
beforeEach(async () => {
  server.clock.set(T0);
  server.app.cms.db.exec('DELETE FROM workflow_records; DELETE FROM workflow_drafts;');
  await bed.store.db.deleteFrom('console_release_entries').execute();
  await bed.store.db.deleteFrom('console_releases').execute();
  await bed.clearTrail();
});

const client = (def: (typeof TEST_MODULES)[number]) => new ModuleClient(admin, def);

/** Five pre-published entries across wm, br and common, each with its own preset. */
async function campaign(): Promise<{ module: string; id: number }[]> {
  return [
    { module: pushModule.key, id: await client(pushModule).prepared({ title: '双十一开屏推送', link: '', cover: '' }, { push_time: at(30) }) },
    { module: windowModule.key, id: await client(windowModule).prepared({ title: '双十一公告', target_user: 0 }, { start_time: at(30), end_time: at(60 * 48) }) },
    { module: effectModule.key, id: await client(effectModule).prepared({ content: '理财节横幅' }, { effect_time: at(30), dead_time: at(60 * 24) }) },
    { module: limitedModule.key, id: await client(limitedModule).prepared({ title: '港股打新' }, { push_time: at(30) }) },
    { module: jsonModule.key, id: await client(jsonModule).prepared({ name: '理财节配置', config: '{"theme":"1111"}', count: 1 }, { push_time: at(30) }) },
  ];
}

const save = (who: Browser, body: object) => send<Release>(who, 'POST', RELEASE_API.save, body);
const statusOf = async (def: (typeof TEST_MODULES)[number], id: number): Promise<WorkflowRow> => client(def).row(id);
const byKey = new Map(TEST_MODULES.map((def) => [def.key, def]));
const statuses = async (entries: { module: string; id: number }[]) => Promise.all(entries.map(async ({ module, id }) => (await statusOf(byKey.get(module)!, id)).status));

describe('a release of five entries across wm, br and common', () => {
  it('is checked as a whole, refused on a planted collision with its reason, fixed, scheduled, moved and withdrawn as one', async () => {
    const entries = await campaign();
    // Planted: 测试限额 allows one live entry, and one is live already.
    const liveOne = await client(limitedModule).published({ title: '已上线的限额条目' }, { push_time: at(1) });
    const created = must(await save(editor, { name: '双十一理财节', push_time: at(120), note: '20:00 全部上线', entries }));
    expect(created).toMatchObject({ name: '双十一理财节', push_time: at(120), state: 'draft', owner: 'releaseEditor', version: 1, due: false });
    expect(created.entries.map((e) => [e.moduleTitle, e.title, e.state])).toEqual([
      ['理财 App · 测试推送', '双十一开屏推送', 'prepublished'],
      ['理财 App · 测试公告', '双十一公告', 'prepublished'],
      ['证券 App · 测试生效', '理财节横幅', 'prepublished'],
      ['证券 App · 测试限额', '港股打新', 'prepublished'],
      ['公共模块 · 测试配置', '理财节配置', 'prepublished'],
    ]);

    const check = must(await send<ReleaseCheck>(editor, 'GET', `${RELEASE_API.check}?id=${String(created.id)}`));
    expect(check.problems).toEqual([
      {
        module: limitedModule.key,
        recordId: entries[3]!.id,
        subject: '证券 App · 测试限额「港股打新」',
        reason: `${at(120)} 起将同时上线 2 条，超过本模块上限 1 条`,
        link: `${limitedModule.path}?view=prepublish&entry=${String(entries[3]!.id)}`,
      },
    ]);
    // An editor prepares; scheduling is publishing.
    expect((await send(editor, 'POST', RELEASE_API.publish, { id: created.id, base_version: 1 })).code).toBe(ErrorCode.RoleRefused);
    const refusedAnswer = await send<{ problems: unknown[] }>(publisher, 'POST', RELEASE_API.publish, { id: created.id, base_version: 1 });
    expect(refusedAnswer).toMatchObject({ code: ErrorCode.SaveOrPublishFailed, msg: '批次检查未通过：1 个问题，请处理后再安排' });
    expect(refusedAnswer.data.problems).toHaveLength(1);
    expect(await statuses(entries)).toEqual(['prepublished', 'prepublished', 'prepublished', 'prepublished', 'prepublished']);

    // Fixed: the live one taken off shelf on its own screen.
    must((await client(limitedModule).out(liveOne)).body as Answer<unknown>);
    expect(must(await send<ReleaseCheck>(publisher, 'GET', `${RELEASE_API.check}?id=${String(created.id)}`)).problems).toEqual([]);
    const scheduled = must(await send<Release>(publisher, 'POST', RELEASE_API.publish, { id: created.id, base_version: 1 }));
    expect(scheduled).toMatchObject({ state: 'scheduled', version: 2, stopped: null });
    expect(scheduled.entries.map((e) => e.state)).toEqual(['scheduled', 'scheduled', 'scheduled', 'scheduled', 'scheduled']);
    const rows = await Promise.all(entries.map(({ module, id }) => statusOf(byKey.get(module)!, id)));
    expect(rows.map((r) => [r.status, r.push_time ?? r.start_time ?? r.effect_time])).toEqual(rows.map(() => ['scheduled', at(120)]));
    // Each window keeps its own end.
    expect(rows[1]).toMatchObject({ start_time: at(120), end_time: at(60 * 48) });
    expect(rows[2]).toMatchObject({ effect_time: at(120), dead_time: at(60 * 24) });

    const moved = must(await send<Release>(publisher, 'PUT', RELEASE_API.move, { id: created.id, push_time: at(180), base_version: 2 }));
    expect(moved).toMatchObject({ state: 'scheduled', push_time: at(180), version: 3 });
    const movedRows = await Promise.all(entries.map(({ module, id }) => statusOf(byKey.get(module)!, id)));
    expect(movedRows.map((r) => [r.status, r.push_time ?? r.start_time ?? r.effect_time])).toEqual(rows.map(() => ['scheduled', at(180)]));

    // A move publishes again: an editor may not, though the role rule lets a PUT by. Withdrawing, as on a module's
    // screen, an editor may (below: the publisher does).
    expect(await send(editor, 'PUT', RELEASE_API.move, { id: created.id, push_time: at(240), base_version: 3 })).toMatchObject({ code: ErrorCode.RoleRefused });
    const withdrawn = must(await send<Release>(publisher, 'PUT', RELEASE_API.cancel, { id: created.id, base_version: 3 }));
    expect(withdrawn).toMatchObject({ state: 'draft', version: 4, stopped: null });
    expect(await statuses(entries)).toEqual(['prepublished', 'prepublished', 'prepublished', 'prepublished', 'prepublished']);

    // Each step is the release's in the trail, beside the entries' own records.
    const releaseRecords = (await bed.trail(admin, '&module=releases')).map((r: AuditRecord) => [r.action, r.account, r.entryTitle]);
    expect(releaseRecords).toEqual([
      ['withdraw', 'releasePublisher', '双十一理财节'],
      ['update', 'releasePublisher', '双十一理财节'],
      ['publish', 'releasePublisher', '双十一理财节'],
      ['create', 'releaseEditor', '双十一理财节'],
    ]);
    const published = await bed.trail(admin, '&action=publish');
    expect(published.filter((r) => r.account === 'releasePublisher' && r.moduleKey !== 'releases')).toHaveLength(10);
  });

  it('leaves nothing scheduled when the backend refuses an entry in the middle, and says which and why', async () => {
    const entries = await campaign();
    const unique = { module: uniqueModule.key, id: await client(uniqueModule).prepared({ banner_id: 'B1111', note: '批次' }, { push_time: at(30) }) };
    // Behind the release's back, another entry with the same bannerId goes live: the check cannot see it coming.
    await client(uniqueModule).published({ banner_id: 'B1111', note: '线上' }, { push_time: at(40) }, { push_time: at(1) });
    const release = must(await save(editor, { name: '中途被拒', push_time: at(120), entries: [...entries.slice(0, 3), unique, ...entries.slice(3)] }));
    const answer = await send<Release>(publisher, 'POST', RELEASE_API.publish, { id: release.id, base_version: 1 });
    expect(answer.code).toBe(ErrorCode.SaveOrPublishFailed);
    expect(answer.msg).toBe(`理财 App · 测试唯一「B1111」被拒绝：${BANNER_LIVE}；已撤回已安排的 3 个条目`);
    expect(answer.data).toMatchObject({ state: 'draft', stopped: answer.msg, version: 2 });
    expect(await statuses([...entries, unique])).toEqual(['prepublished', 'prepublished', 'prepublished', 'prepublished', 'prepublished', 'prepublished']);
  });

  it('is withdrawn by an editor as a module entry is (spec §6: an editor may PUT)', async () => {
    const entries = await campaign();
    const release = must(await save(editor, { name: '编辑撤回', push_time: at(120), entries: entries.slice(0, 2) }));
    must(await send<Release>(publisher, 'POST', RELEASE_API.publish, { id: release.id, base_version: 1 }));
    expect(must(await send<Release>(editor, 'PUT', RELEASE_API.cancel, { id: release.id, base_version: 2 }))).toMatchObject({ state: 'draft', stopped: null });
    expect(await statuses(entries.slice(0, 2))).toEqual(['prepublished', 'prepublished']);
  });

  it('after its time shows each entry live, and takes every piece off shelf', async () => {
    const entries = await campaign();
    const release = must(await save(editor, { name: '到点上线', push_time: at(60), entries }));
    must(await send<Release>(publisher, 'POST', RELEASE_API.publish, { id: release.id, base_version: 1 }));
    expect((await send(publisher, 'PUT', RELEASE_API.out, { id: release.id, base_version: 2 })).msg).toBe('批次尚未到上线时间，请用「撤回」');
    server.clock.set(T0 + 61 * MINUTE);
    const live = must(await send<Release>(publisher, 'GET', `${RELEASE_API.detail}?id=${String(release.id)}`));
    expect(live).toMatchObject({ due: true, state: 'scheduled' });
    expect(live.entries.map((e) => e.state)).toEqual(['live', 'live', 'live', 'live', 'live']);
    // A moment after the time, withdrawing is no longer what happens: it is taken off shelf.
    expect((await send(publisher, 'PUT', RELEASE_API.cancel, { id: release.id, base_version: 2 })).code).toBe(ErrorCode.SaveOrPublishFailed);
    const off = must(await send<Release>(publisher, 'PUT', RELEASE_API.out, { id: release.id, base_version: 2 }));
    expect(off).toMatchObject({ state: 'offShelf', stopped: null });
    expect(await statuses(entries)).toEqual(['history', 'history', 'history', 'history', 'history']);
  });

  it('flags an entry that did not go live by its time', async () => {
    const entries = await campaign();
    const release = must(await save(editor, { name: '缺一条', push_time: at(60), entries: entries.slice(0, 2) }));
    must(await send<Release>(publisher, 'POST', RELEASE_API.publish, { id: release.id, base_version: 1 }));
    // Withdrawn on its own screen behind the release's back.
    must((await client(pushModule).cancel(entries[0]!.id)).body as Answer<unknown>);
    server.clock.set(T0 + 70 * MINUTE);
    const seen = must(await send<Release>(publisher, 'GET', `${RELEASE_API.detail}?id=${String(release.id)}`));
    expect(seen.entries.map((e) => e.state)).toEqual(['missing', 'live']);
  });
});

describe('the list', () => {
  it('answers every release, those in a range (the calendar), or those due within hours (home)', async () => {
    const entries = await campaign();
    const soon = must(await save(editor, { name: '两小时后', push_time: at(120), entries: entries.slice(0, 1) }));
    const later = must(await save(editor, { name: '三十小时后', push_time: at(30 * 60), entries: entries.slice(1, 2) }));
    const names = async (query: string) => must(await send<Release[]>(editor, 'GET', `${RELEASE_API.list}${query}`)).map((r) => r.name);
    expect(await names('')).toEqual([later.name, soon.name]);
    expect(await names('?dueWithinHours=24')).toEqual([soon.name]);
    expect(await names(`?from=${encodeURIComponent(at(60 * 24))}&to=${encodeURIComponent(at(60 * 48))}`)).toEqual([later.name]);
    expect(await send(editor, 'GET', `${RELEASE_API.list}?from=${encodeURIComponent(at(0))}`)).toMatchObject({ code: ErrorCode.ValidationFailed, msg: 'from 与 to 须同时给出' });
  });
});

describe('what a release refuses', () => {
  it('a stale change, naming who changed it', async () => {
    const entries = await campaign();
    const release = must(await save(editor, { name: '两人同时改', push_time: at(120), entries }));
    must(await save(editor, { id: release.id, name: '改名了', push_time: at(120), entries, base_version: 1 }));
    // The same values again: no new version, and no record of a change nobody made.
    expect(must(await save(editor, { id: release.id, name: '改名了', push_time: at(120), entries, base_version: 2 })).version).toBe(2);
    expect((await bed.trail(admin, '&module=releases')).map((r) => r.action)).toEqual(['update', 'create']);
    const stale = await save(publisher, { id: release.id, name: '我的改动', push_time: at(120), entries, base_version: 1 });
    expect(stale).toMatchObject({ code: ErrorCode.StaleSave, data: { operator: 'releaseEditor', version: 2, current: { name: '改名了' } } });
    expect(stale.msg).toMatch(/^批次已被 releaseEditor 于 .+ 修改，您基于的版本已过期，请重新加载后再操作$/);
    expect(must(await send<Release>(editor, 'GET', `${RELEASE_API.detail}?id=${String(release.id)}`)).name).toBe('改名了');
    // A colleague who loaded version 2 before that save of nothing still saves: it changed nothing they saw.
    expect(must(await save(publisher, { id: release.id, name: '我的改动', push_time: at(120), entries, base_version: 2 })).version).toBe(3);
  });

  it('a time in the past, an entry already in another release, and a window ending before the time', async () => {
    const entries = await campaign();
    expect(await save(editor, { name: '过去', push_time: at(-5), entries })).toMatchObject({ code: ErrorCode.ValidationFailed, data: { errors: [{ field: 'push_time', message: '上线时间早于当前时间，请重新设置' }] } });
    must(await save(editor, { name: '第一个', push_time: at(120), entries: entries.slice(0, 1) }));
    expect(await save(editor, { name: '第二个', push_time: at(120), entries: entries.slice(0, 1) })).toMatchObject({
      code: ErrorCode.ValidationFailed,
      data: { errors: [{ field: 'entries.0', message: `条目 ID ${String(entries[0]!.id)} 已在发布批次「第一个」中` }] },
    });
    // 测试生效's banner ends a day after T0: a release three days on cannot carry it.
    const late = must(await save(editor, { name: '太晚', push_time: at(60 * 72), entries: entries.slice(2, 3) }));
    const check = must(await send<ReleaseCheck>(editor, 'GET', `${RELEASE_API.check}?id=${String(late.id)}`));
    expect(check.problems.map((p) => p.reason)).toEqual([`条目的结束时间 ${at(60 * 24)} 不晚于批次上线时间 ${at(60 * 72)}，请先修改条目或批次时间`]);
  });

  it('two releases saved at once with the same entry: one takes it, the other is told where it is', async () => {
    const [entry] = await campaign();
    const answers = await Promise.all(['甲', '乙'].map((name) => save(editor, { name, push_time: at(120), entries: [entry] })));
    const taken = answers.filter((a) => a.code === ErrorCode.Success);
    expect(taken).toHaveLength(1);
    const holder = must(taken[0]!).name;
    expect(answers.find((a) => a.code !== ErrorCode.Success)).toMatchObject({
      code: ErrorCode.ValidationFailed,
      data: { errors: [{ field: 'entries.0', message: `条目 ID ${String(entry!.id)} 已在发布批次「${holder}」中` }] },
    });
  });

  it('a pre-published entry of the module holding the same preset time (the backend refuses it: 1013)', async () => {
    const entries = await campaign();
    const other = await client(pushModule).prepared({ title: '同一时刻的另一条', link: '', cover: '' }, { push_time: at(120) });
    const release = must(await save(editor, { name: '同一时刻', push_time: at(120), entries: entries.slice(0, 1) }));
    const check = must(await send<ReleaseCheck>(editor, 'GET', `${RELEASE_API.check}?id=${String(release.id)}`));
    expect(check.problems.map((p) => p.reason)).toEqual([`推送时间与 ID ${String(other)} 相同（${at(120)}）`]);
  });

  it('an account whose paths do not reach the release screen, and a reader writing', async () => {
    const outsider = bed.through(await signedInWith(server, 'publisher', MODULE_PATHS, 'noReleases'));
    expect((await send(outsider, 'GET', RELEASE_API.list)).code).toBe(ErrorCode.NoModulePermission);
    const reader = bed.through(await signedInWith(server, 'reader', ['/releases'], 'releaseReader'));
    expect(must(await send<Release[]>(reader, 'GET', RELEASE_API.list))).toEqual([]);
    expect((await save(reader, { name: '读者', push_time: at(120) })).code).toBe(ErrorCode.RoleRefused);
  });

  it('an entry of a module the account may not publish, in the check', async () => {
    const entries = await campaign();
    const wmOnly = bed.through(await signedInWith(server, 'publisher', ['/releases', pushModule.path], 'wmOnly'));
    const release = must(await save(editor, { name: '越权', push_time: at(120), entries: entries.slice(0, 2) }));
    const check = must(await send<ReleaseCheck>(wmOnly, 'GET', `${RELEASE_API.check}?id=${String(release.id)}`));
    expect(check.problems.map((p) => [p.subject, p.reason])).toEqual([['理财 App · 测试公告「双十一公告」', '你没有发布该模块的权限']]);
  });
});
