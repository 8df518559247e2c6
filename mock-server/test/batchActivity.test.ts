/**
 * The batch-activity page's calls (contract batchActivity.ts) on a real server, without a session: the live
 * activities of one app (remote-common's activity module) with their public fields only, and a live one's banner.
 */
import { BATCH_ACTIVITY_API, ErrorCode, formatCmsTime, jpegSize, type BatchActivityPage, type ModuleDefinition, type ModuleValues } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { Browser, PREFIX, signedIn, startServer, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';

let server: TestServer;
let visitor: Browser;
let activities: ModuleClient;
beforeEach(async () => {
  server = await startServer();
  visitor = new Browser(server);
  const def = registeredModules.find((m) => m.key === 'common/activity') as ModuleDefinition;
  activities = new ModuleClient(await signedIn(server, 'admin'), def);
});
afterEach(() => server.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (ms: number) => formatCmsTime(server.clock.now() + ms);
const PUBLIC_FIELDS = ['banner', 'crowd', 'crowd_label', 'end_time', 'id', 'link', 'start_time', 'summary', 'title'];

async function page(query: string): Promise<BatchActivityPage> {
  const res = await visitor.call('GET', `${BATCH_ACTIVITY_API.list}?${query}`);
  expect([res.status, res.body.code]).toEqual([200, 0]);
  return res.body.data as BatchActivityPage;
}
const titles = async (query: string) => (await page(query)).list.map((a) => a.title);

/** A live-to-be activity of `type`, its window opening in a minute. */
async function scheduled(title: string, more: ModuleValues = {}, startIn = MINUTE, lasts = 3 * DAY): Promise<number> {
  const values = { ...activities.def.seed?.find((s) => s.status === 'published')?.values, type: 'broker', title, ...more };
  const window = { start_time: at(startIn), end_time: at(startIn + lasts) };
  return activities.published(values, window, window);
}

describe('GET operation/common/batch/activity/list (no session)', () => {
  it("lists only an app's live activities, with their public fields only", async () => {
    const broker = await page('type=broker');
    expect(broker).toMatchObject({ type: 'broker', app_label: '证券 App' });
    expect(broker.list.map((a) => a.title)).toEqual(['新客开户礼']);
    const [gift] = broker.list;
    expect(Object.keys(gift ?? {}).sort()).toEqual(PUBLIC_FIELDS);
    expect(gift).toMatchObject({
      summary: '开户即送港股 LV2 行情 3 个月',
      banner: `${PREFIX}${BATCH_ACTIVITY_API.banner}/${String(gift?.id)}`,
      crowd: 0,
      crowd_label: '全部用户',
      link: { kind: 'h5', url: 'https://m.example-broker.com/activity/open-account-gift' },
    });
    // No operator, status or draft of the module leaves the server.
    expect(JSON.stringify(broker)).not.toMatch(/黄诗韵|operator|status|美股期权/);

    const wm = await page('type=wm');
    expect(wm.list.map((a) => [a.title, a.crowd_label])).toEqual([['美元理财 新客加息', '已注册用户']]);
    expect(wm.list[0]?.link).toEqual({ kind: 'app', label: expect.stringMatching(/^请打开理财 App 查看基金「.+」$/) as string });
  });

  it('shows a scheduled activity from its start to its end, newest start first', async () => {
    await scheduled('港股打新季', {}, MINUTE, 60 * MINUTE);
    expect(await titles('type=broker')).toEqual(['新客开户礼']);
    server.clock.advance(2 * MINUTE);
    expect(await titles('type=broker')).toEqual(['港股打新季', '新客开户礼']);
    server.clock.advance(60 * MINUTE);
    expect(await titles('type=broker')).toEqual(['新客开户礼']);
  });

  it('leaves out activities meant only for the other system when the phone says which it is', async () => {
    await scheduled('iOS 专享礼', { system: 1 });
    server.clock.advance(2 * MINUTE);
    expect(await titles('type=broker&system=1')).toEqual(['iOS 专享礼', '新客开户礼']);
    expect(await titles('type=broker&system=2')).toEqual(['新客开户礼']);
    expect(await titles('type=broker')).toEqual(['iOS 专享礼', '新客开户礼']);
  });

  it('refuses an unknown app or system (HTTP 400, 1106)', async () => {
    for (const query of ['type=esop', '', 'type=broker&system=3', 'type[]=broker']) {
      const res = await visitor.call('GET', `${BATCH_ACTIVITY_API.list}?${query}`);
      expect([query, res.status, res.body.code]).toEqual([query, 400, ErrorCode.ValidationFailed]);
    }
  });
});

describe('GET operation/common/batch/activity/banner/:id (no session)', () => {
  it("serves a live activity's banner and nothing else: not a waiting or a past one, not another id", async () => {
    const [live] = (await page('type=broker')).list;
    const banner = await visitor.raw('GET', live?.banner ?? '');
    expect([banner.status, banner.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(jpegSize(Buffer.from(await banner.arrayBuffer()))).toEqual({ width: 750, height: 300 });

    const waiting = await scheduled('下周活动', {}, 7 * DAY);
    const history = (await activities.rows('history'))[0]?.id ?? 0;
    for (const id of [waiting, history, 999999, 'abc']) {
      const res = await visitor.raw('GET', `${BATCH_ACTIVITY_API.banner}/${String(id)}`);
      expect([id, res.status]).toEqual([id, 404]);
    }
  });
});
