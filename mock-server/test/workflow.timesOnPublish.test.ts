/**
 * A module whose schedule times are set on publish (`scheduleSetAt: 'publish'`; spec modules §3, the temporary
 * announcement: "on publish, start_time and end_time"; issue 44, item 27): the real announcement module at its real
 * base. A pre-publish takes no times and the entry waits with none; a publish must send the start and the end, by the
 * rules and in the words of every windowed module (refused in Chinese otherwise); a withdrawn entry waits with none
 * again. A windowed module that presets at pre-publish keeps doing so.
 */
import { formatCmsTime, PRESET_TIME_TOO_EARLY, type ModuleDefinition, type WorkflowRow } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, startServer, T0, type Browser, type TestServer } from './harness';
import { ModuleClient, refusal } from './workflowClient';
import { windowModule } from './workflowModules';

const MINUTE = 60_000;
const at = (minutes: number) => formatCmsTime(T0 + minutes * MINUTE);

const announcement = registeredModules.find((def) => def.key === 'wm/announcement') as ModuleDefinition;
const NOTICE = { title: '系统升级公告', target_user: 0, content: '11 月 29 日 00:00–06:00 系统升级，期间暂停申购。' };

let server: TestServer;
let admin: Browser;

beforeAll(async () => {
  server = await startServer({ modules: [announcement, windowModule], sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());
beforeEach(() => {
  server.clock.set(T0);
  server.app.cms.db.exec('DELETE FROM workflow_records; DELETE FROM workflow_drafts;');
});

const notices = () => new ModuleClient(admin, announcement);

describe('the temporary announcement: times on publish', () => {
  it('sits at operation/notices/wm/temp/ and declares its times set on publish', () => {
    expect([announcement.apiBase, announcement.schedule, announcement.scheduleSetAt]).toEqual(['operation/notices/wm/temp/', 'start_end', 'publish']);
  });

  it('pre-publishes without times: the entry waits with none, the draft is cleared', async () => {
    const c = notices();
    await c.save(NOTICE);
    const res = await c.prepublish(NOTICE, {});
    expect(res.body).toMatchObject({ code: 0, msg: '预发布成功', data: { ...NOTICE, status: 'prepublished', start_time: null, end_time: null, push_time: null } });
    expect((await c.content()).body.data).toBeNull();
    expect(await c.rows('prepublishList')).toEqual([expect.objectContaining({ id: (res.body.data as WorkflowRow).id, start_time: null, end_time: null })]);
  });

  it('takes no times at pre-publish even when sent (a past one is not refused there; it is not kept)', async () => {
    const c = notices();
    await c.save(NOTICE);
    const res = await c.prepublish(NOTICE, { start_time: at(-30), end_time: at(60) });
    expect(res.body).toMatchObject({ code: 0, data: { start_time: null, end_time: null } });
  });

  it('saves and pre-publishes again without times (PUT prepublish/:id)', async () => {
    const c = notices();
    const id = await c.prepared(NOTICE, {});
    const res = await c.reprepublish(id, { ...NOTICE, title: '系统升级公告（更新）' }, {});
    expect(res.body).toMatchObject({ code: 0, msg: '保存并预发布成功', data: { id, title: '系统升级公告（更新）', start_time: null, end_time: null } });
  });

  it('publishes at the start and end sent: scheduled ahead of its start, live at once from a start of now', async () => {
    const c = notices();
    const id = await c.prepared(NOTICE, {});
    server.clock.advance(MINUTE);
    const res = await c.publish(id, { start_time: at(10), end_time: at(120) });
    expect(res.body).toMatchObject({ code: 0, msg: '发布成功', data: { id, status: 'scheduled', start_time: at(10), end_time: at(120), push_time: at(10), push_operator: 'admin' } });
    // A start within the current second is now, not earlier: it goes live at once.
    const other = await c.prepared({ ...NOTICE, title: '第二条' }, {});
    const now = await c.publish(other, { start_time: at(1), end_time: at(5) });
    expect(now.body).toMatchObject({ code: 0, data: { status: 'published', start_time: at(1), end_time: at(5) } });
  });

  it.each([
    ['no times at all', {}, ['start_time: 请选择开始时间', 'end_time: 请选择结束时间']],
    ['only the end (there is no "publish now" here)', { end_time: at(120) }, ['start_time: 请选择开始时间']],
    ['only the start', { start_time: at(10) }, ['end_time: 请选择结束时间']],
    ['a start before now', { start_time: at(-10), end_time: at(120) }, [`start_time: ${PRESET_TIME_TOO_EARLY}`]],
    ['an end before its start', { start_time: at(60), end_time: at(10) }, ['end_time: 结束时间不能早于开始时间']],
    ['an impossible day', { start_time: '2027-02-30 08:00:00', end_time: '2027-03-02 08:00:00' }, ['start_time: 开始时间不是有效时间：2027 年 2 月只有 28 天']],
  ])('refuses a publish with %s (1106, in Chinese), the entry still waiting with none', async (_name, times, messages) => {
    const c = notices();
    const id = await c.prepared(NOTICE, {});
    const res = await c.publish(id, times);
    expect(refusal(res)).toEqual([1106, messages]);
    expect(res.body.msg).toBe(messages[0]?.slice(messages[0].indexOf(': ') + 2));
    expect(await c.row(id)).toMatchObject({ status: 'prepublished', start_time: null, end_time: null, push_operator: null });
  });

  it('refuses a window overlapping a live one (1013), as other windowed modules do', async () => {
    const c = notices();
    const live = await c.prepared(NOTICE, {});
    await c.publish(live, { start_time: at(10), end_time: at(120) });
    const id = await c.prepared({ ...NOTICE, title: '第二条' }, {});
    const res = await c.publish(id, { start_time: at(60), end_time: at(180) });
    expect(res.body.code).toBe(1013);
    expect(res.body.msg).toMatch(new RegExp(`^时间段与 ID ${String(live)}（.+）重叠，请重新设置$`));
  });

  it('withdrawn, it waits again with no times (publishing asks them anew; it holds no window meanwhile)', async () => {
    const c = notices();
    const id = await c.prepared(NOTICE, {});
    await c.publish(id, { start_time: at(10), end_time: at(120) });
    expect((await c.cancel(id)).body).toMatchObject({ code: 0, data: { status: 'prepublished', start_time: null, end_time: null, push_time: null, push_operator: null } });
    // The window it held is free for another entry.
    const other = await c.prepared({ ...NOTICE, title: '第二条' }, {});
    expect((await c.publish(other, { start_time: at(10), end_time: at(120) })).body.code).toBe(0);
  });
});

describe('a windowed module that presets at pre-publish (unchanged)', () => {
  it('still needs its start and end to pre-publish, and may publish now with its end', async () => {
    const c = new ModuleClient(admin, windowModule);
    await c.save({ title: '窗口', target_user: 0 });
    expect(refusal(await c.prepublish({ title: '窗口', target_user: 0 }, {}))).toEqual([1106, ['start_time: 请选择开始时间', 'end_time: 请选择结束时间']]);
    const id = await c.prepared({ title: '窗口', target_user: 0 }, { start_time: at(10), end_time: at(60) });
    expect((await c.row(id)).start_time).toBe(at(10));
    expect((await c.publish(id, { end_time: at(90) })).body).toMatchObject({ code: 0, data: { status: 'published', end_time: at(90) } });
    expect((await c.cancel(id)).body).toMatchObject({ code: 0, data: { status: 'prepublished', end_time: at(90) } });
  });
});
