/**
 * The stocks library behind `library/stocks/items`: a seeded symbol list searched by symbol, Chinese name, English
 * name or pinyin initials, looked up by market-qualified key; and who may read it.
 */
import { ErrorCode, libraryItemsPath, type LibraryItem } from 'shared-ui/contract';
import { STOCKS, searchStocks } from '../src/libraries/stocks';
import { signedIn, signedInWith, startServer, type Browser, type TestServer } from './harness';

let server: TestServer;
let admin: Browser;

const path = libraryItemsPath('stocks');
async function search(text: string, limit?: number): Promise<LibraryItem[]> {
  const query = new URLSearchParams({ search: text, ...(limit === undefined ? {} : { limit: String(limit) }) });
  const res = await admin.call('GET', `${path}?${query.toString()}`);
  expect(res.body.code).toBe(0);
  return res.body.data as LibraryItem[];
}

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 3_600_000 });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('the seeded list', () => {
  it('holds about 150 stocks of four markets, each key unique and market-qualified', () => {
    expect(STOCKS.length).toBeGreaterThanOrEqual(140);
    expect(new Set(STOCKS.map((s) => s.key)).size).toBe(STOCKS.length);
    for (const stock of STOCKS) {
      expect(stock.key).toMatch(/^(\d{5}\.HK|[A-Z]{1,5}\.US|6\d{5}\.SH|[03]\d{5}\.SZ)$/);
      expect(stock.initials).toMatch(/^[a-z]+$/);
      expect(stock.name).not.toBe('');
    }
    expect(new Set(STOCKS.map((s) => s.market))).toEqual(new Set(['HK', 'US', 'SH', 'SZ']));
  });
});

describe('GET library/stocks/items?search=', () => {
  it.each([
    ['a Hong Kong code', '00700', '00700.HK'],
    ['a Hong Kong code without its leading zeros', '700', '00700.HK'],
    ['a US ticker in any case', 'nvda', 'NVDA.US'],
    ['an A-share code', '600519', '600519.SH'],
    ['a Chinese name', '美团', '03690.HK'],
    ['an English name', 'Tesla', 'TSLA.US'],
    ['pinyin initials', 'txkg', '00700.HK'],
    ['pinyin initials of an A share', 'gzmt', '600519.SH'],
  ])('finds by %s, best first', async (_what, text, key) => {
    const found = await search(text);
    expect(found[0]?.id).toBe(key);
  });

  it('answers label = Chinese name and symbol, detail = market', async () => {
    const [tencent] = await search('00700');
    expect(tencent).toEqual({ id: '00700.HK', label: '腾讯控股 00700', detail: '港股' });
    const [apple] = await search('AAPL');
    expect(apple).toEqual({ id: 'AAPL.US', label: '苹果 AAPL', detail: '美股' });
  });

  it('puts an exact symbol before names that merely contain the text, and honours the limit', async () => {
    // "中国平安" is listed in Hong Kong and Shanghai: both are found, the Hong Kong line first.
    expect((await search('中国平安')).map((s) => s.id)).toEqual(['02318.HK', '601318.SH']);
    expect((await search('银行', 3)).length).toBe(3);
    expect((await search('', 5)).map((s) => s.id)).toEqual(STOCKS.slice(0, 5).map((s) => s.key));
    expect(await search('不存在的股票名')).toEqual([]);
  });

  it('is the same search the br stock lookup can call directly', () => {
    expect(searchStocks('albb', 10).map((s) => s.key)).toEqual(['09988.HK', 'BABA.US']);
  });
});

describe('GET library/stocks/items?ids=', () => {
  it('finds by key in the order asked and leaves out a key that names nothing', async () => {
    const res = await admin.call('GET', `${path}?ids=AAPL.US,00700.HK,99999.HK,00700,600519.SH`);
    expect((res.body.data as LibraryItem[]).map((s) => s.id)).toEqual(['AAPL.US', '00700.HK', '600519.SH']);
  });

  it('answers a malformed query with 400 and 1106', async () => {
    const res = await admin.call('GET', `${path}?limit=0`);
    expect([res.status, res.body.code]).toEqual([400, ErrorCode.ValidationFailed]);
  });
});

describe('who may read it', () => {
  it('is open to the stock-news screens and closed to others', async () => {
    const stockNews = await signedInWith(server, 'reader', ['/operation/br/modules/stockNews']);
    expect((await stockNews.call('GET', `${path}?search=txkg`)).body.code).toBe(0);
    const other = await signedInWith(server, 'reader', ['/operation/wm/modules/maskLayer']);
    expect((await other.call('GET', `${path}?search=txkg`)).body.code).toBe(ErrorCode.NoModulePermission);
  });
});
