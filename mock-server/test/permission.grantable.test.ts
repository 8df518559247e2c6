/**
 * Issue 35: permission management grants 个股资讯, 其他个股资讯 and 基金经理库 one by one (GRANTABLE_SCREENS). The gate
 * honours such a grant alone: an account granted only 个股资讯 runs the whole stock-news approval flow and reaches
 * nothing else of 证券 App; one granted only 基金经理库 keeps the managers but not the candidate module's slot.
 */
import {
  ErrorCode,
  GRANTABLE_SCREENS,
  MANAGER_API,
  MANAGER_LIBRARY_PATH,
  OTHER_NEWS_API,
  OTHER_NEWS_PATH,
  STOCK_NEWS_API as API,
  STOCK_NEWS_PATH,
  type ApprovalLink,
  type ApprovalScreen,
  type OtherNewsStock,
  type StockNewsDetail,
} from 'shared-ui/contract';
import { Browser, signedInWith, startServer, type JsonResponse, type TestServer } from './harness';

const HOUR = 3_600_000;
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * HOUR });
});
afterAll(() => server.close());

async function ok(res: Promise<JsonResponse>): Promise<unknown> {
  const answer = await res;
  expect([answer.status, answer.body.code]).toEqual([200, 0]);
  return answer.body.data;
}
const refused = async (res: Promise<JsonResponse>) => {
  const answer = await res;
  return [answer.status, answer.body.code];
};
const NO_MODULE = [403, ErrorCode.NoModulePermission];

it('names the three screens by their spec routes', () => {
  expect(GRANTABLE_SCREENS.map((s) => [s.path, s.title])).toEqual([
    ['/operation/br/modules/stockNews', '个股资讯'],
    ['/operation/br/modules/otherStockNews', '其他个股资讯'],
    ['/operation/wm/modules/candidate/managers', '基金经理库'],
  ]);
});

it('an account granted only 个股资讯 runs the approval flow end to end, and nothing else of 证券 App', async () => {
  const desk = await signedInWith(server, 'publisher', [STOCK_NEWS_PATH]);
  // The stock search the pickers read (the stocks library's): 个股资讯 is one of its screens.
  const stocks = (await ok(desk.call('GET', `${OTHER_NEWS_API.stockSearch}?content=${encodeURIComponent('腾讯')}`))) as OtherNewsStock[];
  expect(stocks.map((s) => s.symbol)).toContain('00700.HK');
  const { id } = (await ok(
    desk.call('POST', API.save, { symbol: '00700.HK', stock_name: '腾讯控股', title: '腾讯控股公布季度业绩', content: '<p>收入按年增长 8%。</p>', source: '港交所披露易' }),
  )) as { id: number };
  for (const screen of [70000, 80001] as ApprovalScreen[]) {
    const { token } = (await ok(desk.call('GET', `${API.link(id)}?screen=${String(screen)}`))) as ApprovalLink;
    await ok(new Browser(server).call('POST', `${API.agree(id)}?token=${encodeURIComponent(token)}`, { screen, approver: '陈晓琳' }));
  }
  expect(await ok(desk.call('POST', API.prePush, { id, push_time: '' }))).toMatchObject({ shelf: 'published' });
  expect(((await ok(desk.call('GET', API.detail(id)))) as StockNewsDetail).status).toBe(1);
  await ok(desk.call('POST', 'account/permission/management/module/check', { path: STOCK_NEWS_PATH }));

  expect(await refused(desk.call('GET', OTHER_NEWS_API.list))).toEqual(NO_MODULE);
  expect(await refused(desk.call('GET', 'operation/common/splash/content?type=br'))).toEqual(NO_MODULE);
  for (const path of ['/operation/br/modules/splashScreen', '/operation/br/holiday', '/operation/br/push', OTHER_NEWS_PATH]) {
    expect([path, await refused(desk.call('POST', 'account/permission/management/module/check', { path }))]).toEqual([path, [200, ErrorCode.NoModulePermission]]);
  }
});

it('an account granted only 基金经理库 keeps the managers, not the candidate module\'s slot', async () => {
  const keeper = await signedInWith(server, 'publisher', [MANAGER_LIBRARY_PATH]);
  await ok(keeper.call('GET', MANAGER_API.list));
  await ok(keeper.call('POST', 'account/permission/management/module/check', { path: MANAGER_LIBRARY_PATH }));
  expect(await refused(keeper.call('GET', 'operation/wm/managers/content'))).toEqual(NO_MODULE);
  expect(await refused(keeper.call('POST', 'account/permission/management/module/check', { path: '/operation/wm/modules/candidate' }))).toEqual([200, ErrorCode.NoModulePermission]);
  // Who has the candidate module keeps its managers as before.
  const editor = await signedInWith(server, 'publisher', ['/operation/wm/modules/candidate']);
  await ok(editor.call('GET', MANAGER_API.list));
});
