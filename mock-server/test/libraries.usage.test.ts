/**
 * Issue 33, where-used for every library item's detail: `GET library/{key}/usage?id=` answers the entries and saved
 * drafts that pick the item, from the one reference index — the same places the fund and manager details name — and
 * belongs to the library's own screens.
 */
import { ErrorCode, FUND_API, MANAGER_API, libraryUsagePath, type FundDetail, type FundRow, type LibraryKey, type LibraryUsage, type ManagerDetail, type ManagerRow, type Paged } from 'shared-ui/contract';
import { signedIn, signedInWith, startServer, type Browser, type TestServer } from './harness';

let server: TestServer;
let admin: Browser;

beforeAll(async () => {
  server = await startServer();
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

async function data<T>(browser: Browser, path: string): Promise<T> {
  const res = await browser.call('GET', path);
  expect([res.status, res.body.code]).toEqual([200, 0]);
  return res.body.data as T;
}
const usage = (browser: Browser, key: LibraryKey, id: string | number) => data<LibraryUsage>(browser, `${libraryUsagePath(key)}?id=${encodeURIComponent(String(id))}`);

it('names, for a fund, the same slots as the fund detail does (entries and saved drafts)', async () => {
  const funds = await data<Paged<FundRow>>(admin, `${FUND_API.list}?currPage=1&pageSize=50`);
  const details = await Promise.all(funds.list.map((fund) => data<FundDetail>(admin, `${FUND_API.detail}?id=${String(fund.id)}`)));
  const used = details.filter((fund) => fund.slots.length > 0);
  expect(used.length).toBeGreaterThan(0);
  for (const fund of used.slice(0, 5)) expect(await usage(admin, 'funds', fund.id)).toEqual({ id: String(fund.id), uses: fund.slots });
  const unused = details.find((fund) => fund.slots.length === 0);
  if (unused) expect(await usage(admin, 'funds', unused.id)).toEqual({ id: String(unused.id), uses: [] });
});

it('names, for a manager, the same slots as the manager detail does', async () => {
  const managers = await data<Paged<ManagerRow>>(admin, `${MANAGER_API.list}?currPage=1&pageSize=50`);
  const used = managers.list.find((manager) => manager.slot_count > 0);
  expect(used).toBeDefined();
  const detail = await data<ManagerDetail>(admin, `${MANAGER_API.detail}?id=${encodeURIComponent(used?.id ?? '')}`);
  expect(await usage(admin, 'managers', used?.id ?? '')).toEqual({ id: used?.id, uses: detail.slots });
});

it('names the slots of information items and articles, each with its module screen and entry', async () => {
  const index = server.app.cms.refs;
  for (const key of ['information', 'articles'] as const) {
    const [use] = index.usesOf(key, server.app.cms.db.prepare<[string], { item_key: string }>('SELECT DISTINCT item_key FROM slot_refs WHERE library = ?').all(key).map((r) => r.item_key));
    expect(use).toBeDefined();
    const answer = await usage(admin, key, use?.item_key ?? '');
    expect(answer.uses).toEqual(expect.arrayContaining([expect.objectContaining({ module_key: use?.module_key, entry_id: use?.record_id, status: use?.status })]));
    for (const one of answer.uses) expect(one.path).toMatch(/^\/(operation|h5)\//);
  }
  expect(await usage(admin, 'articles', '不存在的文章')).toEqual({ id: '不存在的文章', uses: [] });
});

it('belongs to the library’s own screens: another account is refused (1029), a blank id is 1106', async () => {
  const articlesOnly = await signedInWith(server, 'reader', ['/articles/library']);
  expect((await articlesOnly.call('GET', `${libraryUsagePath('articles')}?id=x`)).body.code).toBe(0);
  const refused = await articlesOnly.call('GET', `${libraryUsagePath('funds')}?id=1`);
  expect([refused.status, refused.body.code]).toEqual([403, ErrorCode.NoModulePermission]);
  const blank = await admin.call('GET', `${libraryUsagePath('funds')}?id=`);
  expect([blank.status, blank.body.code, blank.body.msg]).toEqual([400, ErrorCode.ValidationFailed, '请指定要查询的项（id）']);
});
