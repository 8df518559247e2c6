/**
 * The one date rule on the server (issue 35): an impossible day or time is refused with 1106 and the field's own
 * message wherever it comes in — a module's date field (holiday 结束日期 2027-02-30) on save, pre-publish, save and
 * pre-publish again, and on publish of an entry stored before the rule; a module's date-time field; the ow news date.
 */
import { ErrorCode, formatCmsTime, type ModuleDefinition, type WorkflowRow } from 'shared-ui/contract';
import { HOLIDAY_MESSAGE_LIST_PATH, type HolidayMessage } from '../../remote-br/src/modules/holidayMessages';
import { registeredModules } from '../src';
import { Browser, signedIn, startServer, type TestServer } from './harness';
import { ModuleClient, refusal, seedValuesOf } from './workflowClient';

const MINUTE = 60_000;
const moduleOf = (key: string) => registeredModules.find((m) => m.key === key) as ModuleDefinition;
const holiday = moduleOf('br/holiday');
const IMPOSSIBLE_END = '结束日期不是有效日期：2027 年 2 月只有 28 天';

let server: TestServer;
let admin: Browser;
const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const notice = (end_date: string) => ({ market: 'a', start_date: '2027-02-05', end_date, arrangement: 'closed', title: '2027 年春节 A 股休市安排', content: '<p>休市</p>' });

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE }, Date.UTC(2026, 11, 1, 2, 0, 0));
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('the date rule on the server', () => {
  it('refuses a holiday notice ending 2027-02-30 on save, pre-publish and save-and-pre-publish, naming 结束日期', async () => {
    const notices = new ModuleClient(admin, holiday);
    expect(refusal(await notices.save(notice('2027-02-30')))).toEqual([ErrorCode.ValidationFailed, [`end_date: ${IMPOSSIBLE_END}`]]);
    expect(refusal(await notices.prepublish(notice('2027-02-30'), { push_time: at(10) }))).toEqual([ErrorCode.ValidationFailed, [`end_date: ${IMPOSSIBLE_END}`]]);
    const id = await notices.prepared(notice('2027-02-11'), { push_time: at(10) });
    expect(refusal(await notices.reprepublish(id, notice('2027-02-30'), { push_time: at(10) }))).toEqual([ErrorCode.ValidationFailed, [`end_date: ${IMPOSSIBLE_END}`]]);
    // A leap day is a day.
    expect((await notices.save(notice('2028-02-29'))).body.code).toBe(0);
  });

  it('refuses to publish an entry stored with 2027-02-30 before the rule, and the public page never shows it', async () => {
    const notices = new ModuleClient(admin, holiday);
    const id = await notices.prepared(notice('2027-02-11'), { push_time: at(20) });
    // As an older version of the server stored it.
    server.app.cms.db.prepare("UPDATE workflow_records SET field_values = json_set(field_values, '$.end_date', '2027-02-30') WHERE id = ?").run(id);
    const res = await notices.publish(id);
    expect([res.body.code, res.body.msg]).toEqual([ErrorCode.ValidationFailed, IMPOSSIBLE_END]);
    expect(refusal(res)).toEqual([ErrorCode.ValidationFailed, [`end_date: ${IMPOSSIBLE_END}`]]);
    expect((await notices.row(id)).status).toBe('prepublished');
    const shown = await new Browser(server).call('GET', HOLIDAY_MESSAGE_LIST_PATH);
    expect((shown.body.data as { list: HolidayMessage[] }).list.map((m) => `${m.start_date} 至 ${m.end_date}`)).not.toContain('2027-02-05 至 2027-02-30');
  });

  it('refuses a date-time field at 2027-02-30 and at 24:00:00, takes 2026-12-31 23:59:59', async () => {
    const orders = new ModuleClient(admin, moduleOf('br/financingOrder'));
    const values = seedValuesOf(orders.def);
    expect(refusal(await orders.save({ ...values, open_time: '2027-02-30 09:00:00' }))).toEqual([ErrorCode.ValidationFailed, ['open_time: 认购开始时间不是有效时间：2027 年 2 月只有 28 天']]);
    expect(refusal(await orders.save({ ...values, open_time: '2026-12-31 24:00:00' }))).toEqual([ErrorCode.ValidationFailed, ['open_time: 认购开始时间不是有效时间：小时应为 00–23']]);
    expect((await orders.save({ ...values, open_time: '2026-12-31 23:59:59', end_time: '2027-01-05 16:00:00' })).body.code).toBe(0);
  });

  it('refuses an impossible preset time with the schedule field’s name', async () => {
    const notices = new ModuleClient(admin, holiday);
    await notices.save(notice('2027-02-11'));
    expect(refusal(await notices.prepublish(notice('2027-02-11'), { push_time: '2027-02-30 10:00:00' }))).toEqual([ErrorCode.ValidationFailed, ['push_time: 预设发布时间不是有效时间：2027 年 2 月只有 28 天']]);
  });

  it('takes the website’s 新闻日期 as a date only', async () => {
    const dynamics = new ModuleClient(admin, moduleOf('ow/dynamics'));
    const values = seedValuesOf(dynamics.def);
    expect(values.news_time).toBe('2026-11-18');
    expect(refusal(await dynamics.save({ ...values, news_time: '2026-11-18 19:30:00' }))).toEqual([ErrorCode.ValidationFailed, ['news_time: 新闻日期不是有效日期，应为 YYYY-MM-DD']]);
    expect(refusal(await dynamics.save({ ...values, news_time: '2026-11-31' }))).toEqual([ErrorCode.ValidationFailed, ['news_time: 新闻日期不是有效日期：2026 年 11 月只有 30 天']]);
    const saved = await dynamics.save(values);
    expect(saved.body.code).toBe(0);
    const published = (await dynamics.rows('publishedList')) as WorkflowRow[];
    expect(published.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(String(row.news_time)))).toBe(true);
  });
});
