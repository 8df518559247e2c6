/**
 * 节假日公告 (br/holiday): notices go through the common workflow, and the public page's call
 * (GET operation/broker/holiday/message/list) answers without login the live ones only — upcoming first, then the
 * recent past — with their HTML sanitised.
 */
import { ErrorCode, formatCmsTime, type ModuleDefinition } from 'shared-ui/contract';
import { HOLIDAY_MESSAGE_LIST_PATH, type HolidayMessage } from '../../remote-br/src/modules/holidayMessages';
import { registeredModules } from '../src';
import { Browser, signedIn, startServer, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';

const MINUTE = 60_000;
const holiday = registeredModules.find((m) => m.key === 'br/holiday') as ModuleDefinition;
/** 2026-12-01 10:00 Hong Kong: the seeded Christmas notices are ahead. */
const START = Date.UTC(2026, 11, 1, 2, 0, 0);

let server: TestServer;
let admin: Browser;
const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const notices = () => new ModuleClient(admin, holiday);
const notice = (title: string, start_date: string, end_date: string, content = '<p>休市一天</p>') => ({ market: 'hk', start_date, end_date, arrangement: 'closed', title, content });

async function publicList(): Promise<HolidayMessage[]> {
  const res = await new Browser(server).call('GET', HOLIDAY_MESSAGE_LIST_PATH);
  expect([res.status, res.body.code]).toEqual([200, 0]);
  return (res.body.data as { list: HolidayMessage[] }).list;
}

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE }, START);
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('holiday notices', () => {
  it('serves the live seeds without login, nearest first, and nothing that is not live', async () => {
    const list = await publicList();
    expect(list.map((m) => m.title)).toEqual(['平安夜港股半日市', '圣诞节美股休市']);
    expect(list[0]).toEqual(expect.objectContaining({ market_label: '港股', arrangement_label: '半日市', when: 'upcoming' }));
  });

  it('refuses dates that are not days, and an end before the start', async () => {
    const badFormat = await notices().save(notice('格式错误', '2026/12/31', '2026-12-31'));
    expect(badFormat.body.code).toBe(ErrorCode.ValidationFailed);
    const reversed = await notices().save(notice('日期颠倒', '2027-01-02', '2027-01-01'));
    expect([reversed.body.code, reversed.body.msg]).toEqual([ErrorCode.ValidationFailed, '结束日期不能早于开始日期']);
  });

  it('shows a scheduled notice only once it is live, sanitised', async () => {
    const id = await notices().published(
      notice('元旦港股休市', '2027-01-01', '2027-01-01', '<p onclick="steal()">元旦休市<script>alert(1)</script><img src="x" onerror="alert(2)"></p>'),
      { push_time: at(10) },
      { push_time: at(60) },
    );
    expect((await publicList()).map((m) => m.id)).not.toContain(id);
    server.clock.advance(61 * MINUTE);
    const shown = (await publicList()).find((m) => m.id === id);
    expect(shown?.content).toContain('元旦休市');
    expect(shown?.content).not.toMatch(/script|onclick|onerror/);
  });

  it('puts upcoming notices first by date, then the recent past latest first, and drops the old past', async () => {
    await notices().published(notice('过去一周的休市', '2026-11-25', '2026-11-26'), { push_time: at(10) });
    await notices().published(notice('上上周的休市', '2026-11-16', '2026-11-16'), { push_time: at(10) });
    await notices().published(notice('两个月前的休市', '2026-09-30', '2026-10-01'), { push_time: at(10) });
    await notices().published(notice('本周的休市', '2026-12-03', '2026-12-04'), { push_time: at(10) });
    const list = await publicList();
    expect(list.map((m) => m.title)).toEqual(['本周的休市', '平安夜港股半日市', '圣诞节美股休市', '元旦港股休市', '过去一周的休市', '上上周的休市']);
    expect(list.map((m) => m.when)).toEqual(['upcoming', 'upcoming', 'upcoming', 'upcoming', 'past', 'past']);
  });
});
