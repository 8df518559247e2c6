/**
 * Issue 33, where-used for every library item's detail, answered by the console service from its entry index (issue
 * 43): `GET /console/v1/library/{key}/usage?id=` answers the entries and saved drafts that pick the item — the same
 * places the backend's own fund and manager details name — and belongs to the library's own screens.
 */
import { ErrorCode, FUND_API, MANAGER_API, libraryUsagePath, type FundDetail, type FundRow, type ItemUse, type LibraryKey, type LibraryUsage, type ManagerDetail, type ManagerRow, type Paged } from 'shared-ui/contract';
import { signedIn, signedInWith, type Browser, type TestServer } from '../../../../mock-server/test/harness';
import { openConsoleBed, type ConsoleBed } from '../consoleTestBed';

let bed: ConsoleBed;
let server: TestServer;
let admin: Browser;

beforeAll(async () => {
  bed = await openConsoleBed();
  server = bed.server;
  admin = bed.through(await signedIn(server, 'admin'));
});
afterAll(() => bed.close());

async function data<T>(browser: Browser, path: string): Promise<T> {
  const res = await browser.call('GET', path);
  expect([res.status, res.body.code]).toEqual([200, 0]);
  return res.body.data as T;
}
async function usage(browser: Browser, key: LibraryKey, id: string | number): Promise<LibraryUsage> {
  const res = await bed.consoleCall(browser, `${libraryUsagePath(key)}?id=${encodeURIComponent(String(id))}`);
  expect([res.status, res.body.code]).toEqual([200, 0]);
  return res.body.data as LibraryUsage;
}
/** The same places, in any order (the backend's detail lists them as its index does; the console live first). */
const places = (uses: readonly ItemUse[]) => uses.map((u) => `${u.module_key}#${String(u.entry_id)}#${u.status}`).sort();

it('names, for a fund, the same slots as the fund detail does (entries and saved drafts)', async () => {
  const funds = await data<Paged<FundRow>>(admin, `${FUND_API.list}?currPage=1&pageSize=50`);
  const details = await Promise.all(funds.list.map((fund) => data<FundDetail>(admin, `${FUND_API.detail}?id=${String(fund.id)}`)));
  const used = details.filter((fund) => fund.slots.length > 0);
  expect(used.length).toBeGreaterThan(0);
  for (const fund of used.slice(0, 5)) expect(places((await usage(admin, 'funds', fund.id)).uses)).toEqual(places(fund.slots));
  const unused = details.find((fund) => fund.slots.length === 0);
  if (unused) expect(await usage(admin, 'funds', unused.id)).toEqual({ id: String(unused.id), uses: [] });
});

it('names, for a manager, the same slots as the manager detail does', async () => {
  const managers = await data<Paged<ManagerRow>>(admin, `${MANAGER_API.list}?currPage=1&pageSize=50`);
  const used = managers.list.find((manager) => manager.slot_count > 0);
  expect(used).toBeDefined();
  const detail = await data<ManagerDetail>(admin, `${MANAGER_API.detail}?id=${encodeURIComponent(used?.id ?? '')}`);
  expect(places((await usage(admin, 'managers', used?.id ?? '')).uses)).toEqual(places(detail.slots));
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
  const articlesOnly = bed.through(await signedInWith(server, 'reader', ['/articles/library']));
  expect((await bed.consoleCall(articlesOnly, `${libraryUsagePath('articles')}?id=x`)).body.code).toBe(0);
  const refused = await bed.consoleCall(articlesOnly, `${libraryUsagePath('funds')}?id=1`);
  expect([refused.status, refused.body.code]).toEqual([403, ErrorCode.NoModulePermission]);
  const blank = await bed.consoleCall(admin, `${libraryUsagePath('funds')}?id=`);
  expect([blank.status, blank.body.code, blank.body.msg]).toEqual([400, ErrorCode.ValidationFailed, '请指定要查询的项（id）']);
});
