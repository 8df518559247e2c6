/**
 * The pickers' call in the console service (`library/{key}/items`), against a real mock-server through the shell's
 * server front: every library read through the spec's own calls, searched and looked up as the pickers ask, with the
 * slot's filter; the gate of the library's screens and of the modules picking from it; and how fresh its copy is.
 */
import {
  ARTICLE_API,
  ErrorCode,
  FUND_API,
  INFORMATION_API,
  MANAGER_API,
  currencyText,
  libraryItemsPath,
  riskLevelText,
  type ArticleRow,
  type CatalogueFund,
  type FundRow,
  type InformationRow,
  type LibraryItem,
  type Paged,
} from 'shared-ui/contract';
import { Browser, signedIn, signedInWith } from '../../../../mock-server/test/harness';
import { BackendClient } from '../backendClient';
import { consoleModules } from '../consoleModules';
import { openConsoleBed, type ConsoleBed } from '../consoleTestBed';
import { LibraryItems } from './libraryItems';

let bed: ConsoleBed;
let admin: Browser;

/** The items call as `who` makes it through the front; the envelope's data, or the whole answer when refused. */
async function items(who: Browser, key: Parameters<typeof libraryItemsPath>[0], query = ''): Promise<LibraryItem[]> {
  const res = await bed.consoleCall(who, `${libraryItemsPath(key)}${query === '' ? '' : `?${query}`}`);
  if (res.body.code !== 0) throw new Error(`${String(res.status)} ${JSON.stringify(res.body)}`);
  return res.body.data as LibraryItem[];
}
const ids = (found: LibraryItem[]) => found.map((item) => item.id);
const spec = async <T>(path: string) => (await admin.call('GET', path)).body.data as T;

beforeAll(async () => {
  bed = await openConsoleBed();
  admin = bed.through(await signedIn(bed.server, 'admin'));
});
afterAll(() => bed.close());

describe('articles (article/list, read whole)', () => {
  it('searches title or key, newest shown first, and finds keys in the order asked', async () => {
    const newest = (await spec<Paged<ArticleRow>>(`${ARTICLE_API.list}?pageSize=3&orderBy=show_time&order=desc`)).list;
    expect(ids(await items(admin, 'articles', 'limit=3'))).toEqual(newest.map((row) => row.linkId));
    const [a, b] = newest as [ArticleRow, ArticleRow];
    expect(await items(admin, 'articles', `ids=${[b.linkId, 'A19990101001', a.linkId, b.linkId].join(',')}`)).toEqual([
      { id: b.linkId, label: b.title, detail: [b.linkId, b.author, b.show_time.slice(0, 10)].filter(Boolean).join(' · ') },
      { id: a.linkId, label: a.title, detail: [a.linkId, a.author, a.show_time.slice(0, 10)].filter(Boolean).join(' · ') },
    ]);
    expect(ids(await items(admin, 'articles', `search=${encodeURIComponent(a.title)}`))).toContain(a.linkId);
    expect(ids(await items(admin, 'articles', `search=${a.linkId.toLowerCase()}`))).toEqual([a.linkId]);
  });

  it('narrows search and look-up by the slot’s article_module, several any-of, nothing for a blank one', async () => {
    const hot = await items(admin, 'articles', 'article_module=hot&limit=50');
    expect(hot.length).toBeGreaterThan(10);
    const modules = (await spec<Paged<ArticleRow>>(`${ARTICLE_API.list}?article_module=hot&pageSize=100`)).list.map((row) => row.linkId);
    expect(hot.every((item) => modules.includes(item.id))).toBe(true);
    const macro = (await items(admin, 'articles', 'article_module=macro&limit=1'))[0]?.id ?? '';
    expect(ids(await items(admin, 'articles', `article_module=hot&ids=${macro},${hot[0]?.id ?? ''}`))).toEqual([hot[0]?.id]);
    expect(ids(await items(admin, 'articles', `article_module=hot,macro&ids=${macro}`))).toEqual([macro]);
    expect(await items(admin, 'articles', 'article_module=&limit=5')).toEqual([]);
  });

  it('leaves out an article in the recycle bin', async () => {
    const [recycled] = (await spec<Paged<ArticleRow>>(`${ARTICLE_API.recycleList}?pageSize=1`)).list;
    expect(recycled).toBeDefined();
    expect(await items(admin, 'articles', `ids=${recycled?.linkId ?? ''}`)).toEqual([]);
    expect(await items(admin, 'articles', `search=${recycled?.linkId ?? ''}`)).toEqual([]);
  });
});

describe('the other libraries', () => {
  it('information: every category searched, by title or key', async () => {
    const [item] = (await spec<Paged<InformationRow>>(`${INFORMATION_API.list}?type=2&pageSize=1`)).list as [InformationRow];
    expect(ids(await items(admin, 'information', `search=${encodeURIComponent(item.title)}`))).toContain(item.linkId);
    expect(ids(await items(admin, 'information', `ids=${item.linkId},N0`))).toEqual([item.linkId]);
  });

  it('funds: by name, lower-case ISIN or the whole id; look-up in the order asked; the risk filter', async () => {
    const [a, b] = (await spec<Paged<FundRow>>(`${FUND_API.list}?pageSize=2`)).list as [FundRow, FundRow];
    expect(await items(admin, 'funds', `ids=${[b.id, 'x', 999_999, a.id].join(',')}`)).toEqual([
      { id: String(b.id), label: b.name, detail: `${b.isin} · ${riskLevelText(b.risk_level)} · ${currencyText(b.currency)}` },
      { id: String(a.id), label: a.name, detail: `${a.isin} · ${riskLevelText(a.risk_level)} · ${currencyText(a.currency)}` },
    ]);
    expect(ids(await items(admin, 'funds', `search=${a.isin.toLowerCase()}`))).toEqual([String(a.id)]);
    expect(ids(await items(admin, 'funds', `search=${String(b.id)}`))).toContain(String(b.id));
    const unassessed = await items(admin, 'funds', 'risk=unassessed&limit=50');
    expect(unassessed.length).toBeGreaterThan(0);
    expect(unassessed.every((item) => item.detail?.includes('未评估'))).toBe(true);
    expect(ids(await items(admin, 'funds', 'risk=LV5&limit=50'))).not.toContain(unassessed[0]?.id);
  });

  it('funds by ISIN (an alias): any case, in the order asked, each with the ISIN that named it', async () => {
    const [a, b] = (await spec<Paged<FundRow>>(`${FUND_API.list}?pageSize=2`)).list as [FundRow, FundRow];
    const found = await items(admin, 'funds', `by=isin&ids=${[b.isin.toLowerCase(), 'XS0000000000', ` ${a.isin} `].map(encodeURIComponent).join(',')}`);
    expect(found.map((item) => [item.id, item.alias])).toEqual([
      [String(b.id), b.isin.toLowerCase()],
      [String(a.id), a.isin],
    ]);
    for (const query of ['by=code&ids=1', 'by=isin', `by=isin&ids=1`.replace('isin', 'symbol')]) {
      const res = await bed.consoleCall(admin, `${libraryItemsPath('funds')}?${query}`);
      expect([query, res.status, res.body.code]).toEqual([query, 400, ErrorCode.ValidationFailed]);
    }
    expect((await bed.consoleCall(admin, `${libraryItemsPath('stocks')}?by=isin&ids=1`)).body.msg).toBe('股票只能按键查询');
  });

  it('managers: by company, in the order they joined', async () => {
    const found = await items(admin, 'managers', `search=${encodeURIComponent('恒盈')}`);
    expect(ids(found)).toEqual(['M1001', 'M1002']);
    expect(found[0]).toEqual({ id: 'M1001', label: '陈思远', detail: '恒盈基金 · M1001' });
  });

  it('stocks: the backend’s own search, and each key looked up', async () => {
    expect((await items(admin, 'stocks', 'search=00700'))[0]).toEqual({ id: '00700.HK', label: '腾讯控股 00700', detail: '港股' });
    expect(ids(await items(admin, 'stocks', 'search=txkg&limit=1'))).toEqual(['00700.HK']);
    expect(await items(admin, 'stocks', `search=${encodeURIComponent('银行')}&limit=3`)).toHaveLength(3);
    expect(ids(await items(admin, 'stocks', 'ids=AAPL.US,00700.HK,99999.HK,600519.SH'))).toEqual(['AAPL.US', '00700.HK', '600519.SH']);
  });

  it('categories: levelFirst’s published codes only, labelled in 简体', async () => {
    // Seeds: market and education are published, ipo only pre-published, research a draft, fund history.
    expect(ids(await items(admin, 'categories')).sort()).toEqual(['education', 'market']);
    expect(await items(admin, 'categories', `search=${encodeURIComponent('市场')}`)).toEqual([{ id: 'market', label: '市场资讯', detail: '编码 market' }]);
    expect(ids(await items(admin, 'categories', 'ids=ipo,education'))).toEqual(['education']);
  });
});

describe('queries and the gate', () => {
  it('answers a malformed query with 400 and 1106', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `A${String(i)}`).join(',');
    for (const query of ['limit=0', 'limit=51', 'limit=abc', `search=${'长'.repeat(65)}`, `ids=${many}`, 'article_module=hot&article_module=macro']) {
      const res = await bed.consoleCall(admin, `${libraryItemsPath('articles')}?${query}`);
      expect([query, res.status, res.body.code]).toEqual([query, 400, ErrorCode.ValidationFailed]);
    }
  });

  it('is open to the library’s screens and to whoever may use a module picking from it, and to nobody else', async () => {
    const slotEditor = bed.through(await signedInWith(bed.server, 'editor', ['/operation/wm/modules/openScreen']));
    expect((await items(slotEditor, 'funds', 'limit=1')).length).toBe(1);
    const refused = await bed.consoleCall(slotEditor, libraryItemsPath('information'));
    expect([refused.status, refused.body.code]).toEqual([403, ErrorCode.NoModulePermission]);
    const childEditor = bed.through(await signedInWith(bed.server, 'editor', ['/operation/common/modules/levelSecond']));
    expect(ids(await items(childEditor, 'categories')).sort()).toEqual(['education', 'market']);
    const stranger = bed.through(await signedInWith(bed.server, 'editor', ['/operation/wm/modules/maskLayer']));
    expect((await bed.consoleCall(stranger, libraryItemsPath('categories'))).body.code).toBe(ErrorCode.NoModulePermission);
    const nobody = await bed.consoleCall(bed.through(new Browser(bed.server)), libraryItemsPath('articles'));
    expect(nobody.status).toBe(401);
  });
});

describe('freshness', () => {
  const catalogueFund = async () => {
    const found = (await spec<CatalogueFund[]>(`${FUND_API.catalogue}?search=`)).find((fund) => !fund.in_library);
    if (!found) throw new Error('no catalogue fund left');
    return found;
  };

  it('finds a fund added through this server at the next search: the write drops the library’s copy', async () => {
    expect((await items(admin, 'funds', 'limit=1')).length).toBe(1);
    const fund = await catalogueFund();
    const res = await admin.call('POST', FUND_API.create, { name: fund.name, isin: fund.isin, title: '新增基金', remark: '适合作为组合底仓', description: '' });
    expect(res.body.code).toBe(0);
    expect(ids(await items(admin, 'funds', `search=${fund.isin}`))).toEqual([String((res.body.data as { id: number }).id)]);
  });

  it('reads a library once while its copy is fresh, and again for a key it misses once the copy is two seconds old', async () => {
    let clock = 0;
    let reads = 0;
    const backend = new BackendClient(bed.server.baseUrl, '/v2/cms/');
    const counted = new Proxy(backend, {
      get: (target, name) => (name === 'call' ? (...args: Parameters<BackendClient['call']>) => ((reads += args[1].path === MANAGER_API.list ? 1 : 0), target.call(...args)) : Reflect.get(target, name)),
    });
    const libraries = new LibraryItems(counted, consoleModules, 30_000, () => clock);
    const direct = await signedIn(bed.server, 'admin');
    const cookie = Object.entries(direct.cookies).map(([name, value]) => `${name}=${value}`).join('; ');
    expect((await libraries.search(cookie, 'managers', '', 5, {})).length).toBe(5);
    expect(await libraries.byIds(cookie, 'managers', ['M1001'], {})).toHaveLength(1);
    expect(reads).toBe(1);
    // A manager added straight on the backend (not through this server): unknown to the copy, found once it is 2 s old.
    const res = await direct.call('POST', MANAGER_API.create, { name: '林知远', company: '恒盈基金', photo: '', intro: '专注亚洲债券', years: 5, fund_ids: [] });
    expect(res.body.code).toBe(0);
    const { id } = res.body.data as { id: string };
    expect(await libraries.byIds(cookie, 'managers', [id], {})).toEqual([]);
    clock += 2_000;
    expect(await libraries.byIds(cookie, 'managers', [id], {})).toEqual([{ id, label: '林知远', detail: `恒盈基金 · ${id}` }]);
    expect(reads).toBe(2);
    clock += 30_000;
    await libraries.search(cookie, 'managers', '林', 5, {});
    expect(reads).toBe(3);
  });
});
