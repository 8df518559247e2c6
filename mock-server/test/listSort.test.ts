/**
 * Spec §3 paging (`orderBy`, `order`) on every list call of the back office: each list orders by every column of its
 * allow-list in the contract, both ways, and refuses a column outside it with HTTP 400, 1106 — so a table's sortable
 * header always means something to the server, and a list added later shows up here by its allow-list.
 */
import {
  ADMIN_ORDER_COLUMNS,
  API,
  ErrorCode,
  FUND_API,
  H5_API_BASE,
  H5_HISTORY_ORDER_COLUMNS,
  H5_LIVE_ORDER_COLUMNS,
  H5_PREPUBLISH_ORDER_COLUMNS,
  INFORMATION_API,
  ARTICLE_API,
  MANAGER_API,
  MANAGER_ORDER_COLUMNS,
  OTHER_NEWS_API,
  OTHER_NEWS_ORDER_COLUMNS,
  SMS_API,
  STOCK_NEWS_API,
  STOCK_NEWS_ORDER_COLUMNS,
  type ModuleDefinition,
  type Paged,
} from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, startServer, type Browser, type TestServer } from './harness';

type Row = Record<string, unknown>;

interface ListCall {
  name: string;
  path: string;
  /** Query the list needs besides the order (a category, a scope). */
  extra?: string;
  columns: readonly string[];
}

const holiday = registeredModules.find((m) => m.key === 'br/holiday') as ModuleDefinition;

const LIST_CALLS: readonly ListCall[] = [
  { name: '个股资讯', path: STOCK_NEWS_API.list, columns: STOCK_NEWS_ORDER_COLUMNS },
  { name: '其他个股资讯', path: OTHER_NEWS_API.list, columns: OTHER_NEWS_ORDER_COLUMNS },
  { name: '基金经理库', path: MANAGER_API.list, columns: MANAGER_ORDER_COLUMNS },
  { name: '权限管理', path: API.permissionList, columns: ADMIN_ORDER_COLUMNS },
  { name: 'H5 预发布', path: `${H5_API_BASE}prepublish/list`, columns: H5_PREPUBLISH_ORDER_COLUMNS },
  { name: 'H5 线上文件', path: `${H5_API_BASE}publish/list`, columns: H5_LIVE_ORDER_COLUMNS },
  { name: 'H5 发布记录', path: `${H5_API_BASE}publish/history`, columns: H5_HISTORY_ORDER_COLUMNS },
  { name: '基金库', path: FUND_API.list, columns: ['id', 'name', 'update_time'] },
  { name: '文章库', path: ARTICLE_API.list, columns: ['title', 'show_time', 'update_time'] },
  { name: '资讯', path: INFORMATION_API.list, extra: 'type=1', columns: ['title', 'show_time', 'pageview'] },
  { name: '假期公告 (模块)', path: `${holiday.apiBase}publish/list`, columns: ['id', 'push_time'] },
];

let server: TestServer;
let admin: Browser;

beforeAll(async () => {
  server = await startServer();
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

const get = (call: ListCall, query: string) => admin.call('GET', `${call.path}?${[call.extra, 'pageSize=100', query].filter(Boolean).join('&')}`);

/** SQLite's order: NULL first ascending; numbers as numbers; text by code point. */
function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : 1;
}

describe.each(LIST_CALLS)('$name ($path)', (call) => {
  it.each(call.columns)('orders by %s both ways', async (column) => {
    for (const order of ['asc', 'desc'] as const) {
      const res = await get(call, `orderBy=${column}&order=${order}`);
      expect(res.body.code).toBe(0);
      const values = (res.body.data as Paged<Row>).list.map((row) => row[column]);
      expect(values.filter((v) => v !== undefined).length).toBeGreaterThan(0);
      const sorted = [...values].sort((a, b) => (order === 'asc' ? compare(a, b) : compare(b, a)));
      expect(values).toEqual(sorted);
    }
  });

  it('refuses a column outside its allow-list with 1106, naming it', async () => {
    const res = await get(call, 'orderBy=password_hash&order=asc');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.ValidationFailed);
    expect(res.body.msg).toContain('password_hash');
  });
});

it('a sortable column is a field of the rows the list answers (the table sorts what it shows)', async () => {
  for (const call of LIST_CALLS) {
    const first = (await get(call, '')).body.data as Paged<Row>;
    const row = first.list[0] as Row;
    expect(call.columns.filter((column) => !(column in row)).map((column) => `${call.name}: ${column}`)).toEqual([]);
  }
});

it('the SMS look-up log and a module\'s edit list take the same parameters: their columns sort, another is 1106', async () => {
  for (const phone of ['85261234567', '8613812345678']) expect((await admin.call('GET', `${SMS_API.lookup}?phone=${phone}`)).status).toBeLessThan(500);
  const log = (await admin.call('GET', `${SMS_API.lookupLog}?pageSize=100&orderBy=phone&order=asc`)).body;
  expect(log.code).toBe(0);
  const phones = (log.data as Paged<Row>).list.map((row) => String(row.phone));
  expect(phones.length).toBeGreaterThan(1);
  expect(phones).toEqual([...phones].sort());
  expect((await admin.call('GET', `${SMS_API.lookupLog}?orderBy=password_hash`)).body.code).toBe(ErrorCode.ValidationFailed);

  const editList = registeredModules.find((m) => m.editList !== undefined) as ModuleDefinition;
  const scope = new URLSearchParams(Object.entries(editList.scopeDefaults ?? {}).map(([k, v]) => [k, String(v)])).toString();
  const path = `${editList.apiBase}list?${scope ? `${scope}&` : ''}`;
  expect((await admin.call('GET', `${path}orderBy=position&order=desc`)).body.code).toBe(0);
  const refused = await admin.call('GET', `${path}orderBy=title`);
  expect([refused.status, refused.body.code]).toEqual([400, ErrorCode.ValidationFailed]);
});
