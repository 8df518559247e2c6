/**
 * The stocks library: a seeded symbol list searched by symbol, Chinese name, English name or pinyin initials, looked
 * up by market-qualified key; and who may read it. The pickers read it through the spec's own calls, the other stock
 * news' `stock/search?content=` and `stock/symbol?symbol=` (the console service's items call reads them as the person
 * asking), so this tests those calls. The items call's own behaviour (its label `腾讯控股 00700`, its `limit`, ids in the
 * order asked, 400 on a bad query) is the console service's to test now.
 */
import { ErrorCode, OTHER_NEWS_API, OTHER_NEWS_MESSAGES, type ModuleDefinition, type OtherNewsStock } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { STOCKS, searchStocks } from '../src/libraries/stocks';
import { signedIn, signedInWith, startServer, type Browser, type TestServer } from './harness';

let server: TestServer;
let admin: Browser;

/** A br module that picks stocks (`field.refList(…, 'stocks')`). */
const eventCoverage = registeredModules.find((m) => m.key === 'br/eventCoverage') as ModuleDefinition;

async function search(text: string, browser: Browser = admin): Promise<OtherNewsStock[]> {
  const res = await browser.call('GET', `${OTHER_NEWS_API.stockSearch}?content=${encodeURIComponent(text)}`);
  expect(res.body.code).toBe(0);
  return res.body.data as OtherNewsStock[];
}
const bySymbol = (symbol: string, browser: Browser = admin) => browser.call('GET', `${OTHER_NEWS_API.stockSymbol}?symbol=${encodeURIComponent(symbol)}`);

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

describe('GET stock/search?content=', () => {
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
    expect(found[0]?.symbol).toBe(key);
  });

  it('answers symbol = the market-qualified key, name = the Chinese name, market = the market’s words', async () => {
    const [tencent] = await search('00700');
    expect(tencent).toEqual({ symbol: '00700.HK', name: '腾讯控股', market: '港股' });
    const [apple] = await search('AAPL');
    expect(apple).toEqual({ symbol: 'AAPL.US', name: '苹果', market: '美股' });
  });

  it('puts an exact symbol before names that merely contain the text, and answers at most 20', async () => {
    // "中国平安" is listed in Hong Kong and Shanghai: both are found, the Hong Kong line first.
    expect((await search('中国平安')).map((s) => s.symbol)).toEqual(['02318.HK', '601318.SH']);
    // A blank search answers the list from its start.
    expect((await search('')).map((s) => s.symbol)).toEqual(STOCKS.slice(0, 20).map((s) => s.key));
    expect((await search('银行')).length).toBeGreaterThan(3);
    expect(await search('不存在的股票名')).toEqual([]);
  });

  it('is the same search the stocks library runs in-process', () => {
    expect(searchStocks('albb', 10).map((s) => s.key)).toEqual(['09988.HK', 'BABA.US']);
  });
});

describe('GET stock/symbol?symbol=', () => {
  it('finds one stock by its market-qualified key, in any case', async () => {
    expect((await bySymbol('600519.SH')).body.data).toEqual({ symbol: '600519.SH', name: '贵州茅台', market: '沪市 A 股' });
    expect(((await bySymbol('aapl.us')).body.data as OtherNewsStock).symbol).toBe('AAPL.US');
  });

  it('answers 1107 股票代码不存在 for a key that names nothing, or a code without its market', async () => {
    for (const symbol of ['99999.HK', '00700', '']) {
      const res = await bySymbol(symbol);
      expect([symbol, res.body.code, res.body.msg]).toEqual([symbol, ErrorCode.NotFound, OTHER_NEWS_MESSAGES.unknownStock]);
    }
  });
});

describe('who may read it', () => {
  it('is open to the stock-news screens and to whoever may use a module picking stocks; closed to others', async () => {
    const stockNews = await signedInWith(server, 'reader', ['/operation/br/modules/stockNews']);
    expect((await search('txkg', stockNews))[0]?.symbol).toBe('00700.HK');
    expect((await bySymbol('00700.HK', stockNews)).body.code).toBe(0);

    const picker = await signedInWith(server, 'editor', [eventCoverage.path]);
    expect((await search('txkg', picker))[0]?.symbol).toBe('00700.HK');
    expect((await bySymbol('00700.HK', picker)).body.code).toBe(0);
    // Only the search and the look-up: the other stock news themselves stay their screen's.
    const news = await picker.call('GET', OTHER_NEWS_API.list);
    expect([news.status, news.body.code]).toEqual([403, ErrorCode.NoModulePermission]);

    const other = await signedInWith(server, 'reader', ['/operation/wm/modules/maskLayer']);
    for (const path of [`${OTHER_NEWS_API.stockSearch}?content=txkg`, `${OTHER_NEWS_API.stockSymbol}?symbol=00700.HK`]) {
      const res = await other.call('GET', path);
      expect([path, res.status, res.body.code]).toEqual([path, 403, ErrorCode.NoModulePermission]);
    }
  });
});
