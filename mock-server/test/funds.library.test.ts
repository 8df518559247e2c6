/**
 * The fund library (基金管理) against a real server: the catalogue, the paged list, add, edit (stale saves refused),
 * detail with the slots using a fund, delete (all or none, refused while a slot shows the fund), the role rule and the
 * permission gate — which opens the list, and only the list, to whoever may use a slot picking funds (the console
 * service's pickers read it as that person).
 */
import {
  ErrorCode,
  FUND_API,
  FUND_MESSAGES,
  defineModule,
  field,
  formatCmsTime,
  isValidIsin,
  type CatalogueFund,
  type FundDetail,
  type FundInUse,
  type FundRow,
  type Paged,
} from 'shared-ui/contract';
import { signedIn, signedInWith, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';

/** A slot of the opening-screen shape: up to three funds. */
const openScreen = defineModule({
  area: 'wm',
  name: 'testFundSlot',
  title: '测试基金运营位',
  apiBase: 'test/fundslot/',
  schedule: 'push_time',
  fields: [field.refList('funds', '基金', 'funds', { max: 3 })],
});

const MINUTE = 60_000;
let server: TestServer;
let admin: Browser;

const list = async (query = '') => (await admin.call('GET', `${FUND_API.list}${query}`)).body.data as Paged<FundRow>;
const catalogue = async (search: string) => (await admin.call('GET', `${FUND_API.catalogue}?search=${encodeURIComponent(search)}`)).body.data as CatalogueFund[];
const freeFund = async (search = '') => {
  const found = (await catalogue(search)).find((f) => !f.in_library);
  if (!found) throw new Error(`no catalogue fund left for ${search}`);
  return found;
};
const input = (fund: CatalogueFund, extra: Record<string, unknown> = {}) => ({
  name: fund.name,
  isin: fund.isin,
  title: '稳健之选',
  remark: '适合作为组合底仓',
  description: '',
  ...extra,
});
const add = async (fund: CatalogueFund, extra: Record<string, unknown> = {}) => {
  const res = await admin.call('POST', FUND_API.create, input(fund, extra));
  if (res.body.code !== 0) throw new Error(JSON.stringify(res.body));
  return (res.body.data as { id: number }).id;
};
const detail = async (id: number) => (await admin.call('GET', `${FUND_API.detail}?id=${String(id)}`)).body.data as FundDetail;

beforeAll(async () => {
  server = await startServer({ modules: [openScreen], sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('the catalogue', () => {
  it('holds about 200 funds with valid ISINs, searchable by name, ISIN or fund house', async () => {
    const all = server.app.cms.db.prepare('SELECT isin FROM fund_catalogue').all() as { isin: string }[];
    expect(all.length).toBeGreaterThanOrEqual(180);
    expect(all.every((f) => isValidIsin(f.isin))).toBe(true);
    const byHouse = await catalogue('恒盈');
    expect(byHouse.length).toBeGreaterThan(5);
    expect(byHouse.every((f) => f.fund_house === '恒盈基金')).toBe(true);
    const [first] = byHouse;
    expect((await catalogue(first?.isin ?? ''))[0]?.isin).toBe(first?.isin);
    // The seed library's funds are marked, so the dialog does not offer them again.
    expect((await catalogue('恒盈美元货币')).map((f) => f.in_library)).toEqual([true]);
  });

  it('answers a malformed query with 400 and 1106', async () => {
    for (const query of ['limit=0', 'limit=51', `search=${'长'.repeat(65)}`]) {
      const res = await admin.call('GET', `${FUND_API.catalogue}?${query}`);
      expect([query, res.status, res.body.code]).toEqual([query, 400, ErrorCode.ValidationFailed]);
    }
  });
});

describe('the library list', () => {
  it('is seeded, server-paged id descending, searchable by name or ISIN, filtered by risk', async () => {
    const first = await list('?pageSize=5');
    expect(first.total).toBeGreaterThanOrEqual(12);
    expect(first.list).toHaveLength(5);
    const ids = first.list.map((f) => f.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await list('?pageSize=5&currPage=2');
    expect(second.list.map((f) => f.id).some((id) => ids.includes(id))).toBe(false);
    const lv1 = await list('?risk=LV1&pageSize=50');
    expect(lv1.list.length).toBeGreaterThan(0);
    expect(lv1.list.every((f) => f.risk_level === 'LV1')).toBe(true);
    const two = await list('?risk=LV1,LV5&pageSize=50');
    expect(new Set(two.list.map((f) => f.risk_level))).toEqual(new Set(['LV1', 'LV5']));
    const target = first.list[0] as FundRow;
    expect((await list(`?search=${target.isin}`)).list.map((f) => f.id)).toEqual([target.id]);
    expect((await list(`?search=${encodeURIComponent(target.name)}`)).list.map((f) => f.id)).toContain(target.id);
    const byName = await list('?orderBy=name&order=asc&pageSize=50');
    expect(byName.list.map((f) => f.name)).toEqual([...byName.list.map((f) => f.name)].sort());
  });

  it('refuses bad paging, order or risk with 400 and 1106', async () => {
    for (const query of ['currPage=0', 'pageSize=101', 'orderBy=password', 'order=up', 'risk=LV9']) {
      const res = await admin.call('GET', `${FUND_API.list}?${query}`);
      expect([query, res.status, res.body.code]).toEqual([query, 400, ErrorCode.ValidationFailed]);
    }
  });
});

describe('adding from the catalogue', () => {
  it('adds a catalogue fund, with its facts from the catalogue, and answers its id', async () => {
    const fund = await freeFund('债券');
    const res = await admin.call('POST', FUND_API.create, input(fund, { description: '  主要投资亚洲债券  ' }));
    expect([res.body.code, res.body.msg]).toEqual([0, FUND_MESSAGES.created]);
    const { id } = res.body.data as { id: number };
    const row = await detail(id);
    expect(row).toMatchObject({ id, isin: fund.isin, name: fund.name, currency: fund.currency, risk_level: fund.risk_level, fund_house: fund.fund_house, description: '主要投资亚洲债券', create_operator: 'admin', slots: [] });
  });

  it('gives name, ISIN, title and remark each their own empty-field message', async () => {
    const res = await admin.call('POST', FUND_API.create, { name: ' ', isin: '', title: '', remark: '' });
    expect(res.body.code).toBe(ErrorCode.ValidationFailed);
    const errors = (res.body.data as { errors: { field: string; message: string }[] }).errors;
    expect(Object.fromEntries(errors.map((e) => [e.field, e.message]))).toEqual({
      name: '请输入基金名称',
      isin: '请选择基金（ISIN）',
      title: '请输入展示标题',
      remark: '请输入推荐语',
    });
  });

  it('refuses an ISIN outside the catalogue, a bad check digit, too long a text and illegal characters', async () => {
    const fund = await freeFund();
    const notThere = await admin.call('POST', FUND_API.create, input(fund, { isin: 'US0378331005' }));
    expect([notThere.body.code, notThere.body.msg]).toEqual([ErrorCode.ValidationFailed, FUND_MESSAGES.notInCatalogue]);
    const badDigit = await admin.call('POST', FUND_API.create, input(fund, { isin: 'US0378331006' }));
    expect(badDigit.body.msg).toMatch(/ISIN 格式不正确/);
    const long = await admin.call('POST', FUND_API.create, input(fund, { title: '长'.repeat(35) }));
    expect(long.body.msg).toBe('展示标题不能超过 34 个字');
    const script = await admin.call('POST', FUND_API.create, input(fund, { remark: '<script>alert(1)</script>' }));
    expect(script.body.code).toBe(ErrorCode.IllegalCharacters);
  });

  it('refuses a fund whose ISIN or name is already in the library with 1019', async () => {
    const fund = await freeFund('指数');
    await add(fund);
    const again = await admin.call('POST', FUND_API.create, input(fund));
    expect([again.body.code, again.body.msg]).toEqual([ErrorCode.Duplicate, FUND_MESSAGES.duplicateIsin(fund.isin, fund.name)]);
    const other = await freeFund('指数');
    const sameName = await admin.call('POST', FUND_API.create, input(other, { name: fund.name }));
    expect([sameName.body.code, sameName.body.msg]).toEqual([ErrorCode.Duplicate, FUND_MESSAGES.duplicateName(fund.name)]);
  });
});

describe('editing', () => {
  it('keeps the ISIN and the names unique; an unknown id is 1107', async () => {
    const [a, b] = (await list('?pageSize=2')).list as [FundRow, FundRow];
    const base = { id: a.id, name: a.name, title: a.title, remark: a.remark, description: a.description };
    expect((await admin.call('POST', FUND_API.update, { ...base, isin: b.isin })).body.msg).toBe(FUND_MESSAGES.isinFixed);
    expect((await admin.call('POST', FUND_API.update, { ...base, name: b.name })).body.code).toBe(ErrorCode.Duplicate);
    expect((await admin.call('POST', FUND_API.update, { ...base, id: 999_999 })).body.code).toBe(ErrorCode.NotFound);
  });
});

describe('deleting', () => {
  const slot = () => new ModuleClient(admin, openScreen);
  const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);

  it('is refused while a pre-published slot shows the fund, naming the slot and entry, and allowed once it is off shelf', async () => {
    const used = await add(await freeFund('QDII'));
    const spare = await add(await freeFund('货币'));
    const entry = await slot().prepared({ funds: [{ id: String(used), position: 1 }] }, { push_time: at(60) });

    const shown = await detail(used);
    expect(shown.slots).toEqual([{ module_key: 'wm/testFundSlot', module_title: '理财 App · 测试基金运营位', path: openScreen.path, entry_id: entry, status: 'prepublished' }]);

    const refused = await admin.call('POST', FUND_API.delete, { ids: [spare, used] });
    expect(refused.body.code).toBe(ErrorCode.Duplicate);
    expect(refused.body.msg).toBe(FUND_MESSAGES.inUse(shown.name, shown.slots[0] as FundDetail['slots'][number]));
    expect(refused.body.msg).toContain(`条目 #${String(entry)}`);
    expect(refused.body.data as FundInUse[]).toEqual([{ id: used, name: shown.name, isin: shown.isin, slots: shown.slots }]);
    // All or none: the spare one is still there.
    expect((await detail(spare)).id).toBe(spare);

    expect((await slot().publish(entry)).body.code).toBe(0);
    expect((await detail(used)).slots.map((s) => s.status)).toEqual(['published']);
    expect((await admin.call('POST', FUND_API.delete, { ids: [used] })).body.code).toBe(ErrorCode.Duplicate);

    expect((await slot().out(entry)).body.code).toBe(0);
    expect((await detail(used)).slots).toEqual([]);
    const done = await admin.call('POST', FUND_API.delete, { ids: [spare, used] });
    expect([done.body.code, done.body.data]).toEqual([0, { deleted: 2, ids: [spare, used] }]);
    expect((await admin.call('GET', `${FUND_API.detail}?id=${String(used)}`)).body.code).toBe(ErrorCode.NotFound);
    // A slot can no longer pick it: the library's own words.
    const picked = await slot().save({ funds: [{ id: String(used), position: 1 }] });
    expect(picked.body.data).toEqual({ errors: [{ field: 'funds.0.id', message: '基金不存在，请从下拉列表中选择' }] });
  });

  it('refuses an unknown id (1107) and a malformed body (1106), deleting nothing', async () => {
    const id = await add(await freeFund('债券'));
    expect((await admin.call('POST', FUND_API.delete, { ids: [id, 999_999] })).body.code).toBe(ErrorCode.NotFound);
    expect((await detail(id)).id).toBe(id);
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { ids: 'all' }]) {
      expect((await admin.call('POST', FUND_API.delete, body)).body.code).toBe(ErrorCode.ValidationFailed);
    }
  });
});

describe('who may call', () => {
  it('an editor without /operation/wm/fund gets 1029; a reader with it may read but not write', async () => {
    const other = await signedInWith(server, 'editor', ['/operation/wm/modules/maskLayer']);
    for (const [method, path] of [
      ['GET', FUND_API.list],
      ['GET', `${FUND_API.catalogue}?search=恒盈`],
      ['GET', `${FUND_API.detail}?id=1`],
      ['POST', FUND_API.create],
      ['POST', FUND_API.update],
      ['POST', FUND_API.delete],
    ] as const) {
      const res = await other.call(method, path, method === 'POST' ? {} : undefined);
      expect([path, res.status, res.body.code]).toEqual([path, 403, ErrorCode.NoModulePermission]);
    }
    const reader = await signedInWith(server, 'reader', ['/operation/wm/fund']);
    expect((await reader.call('GET', FUND_API.list)).body.code).toBe(0);
    expect((await reader.call('GET', `${FUND_API.detail}?id=1`)).body.code).toBe(0);
    for (const path of [FUND_API.create, FUND_API.update, FUND_API.delete]) {
      const res = await reader.call('POST', path, { ids: [1] });
      expect([path, res.status, res.body.code]).toEqual([path, 403, ErrorCode.RoleRefused]);
    }
    expect((await detail(1)).id).toBe(1);
  });
});

// The pickers' items call (`library/funds/items`: search by name or ISIN, ids in the order asked, the detail line) is
// the console service's to test now; the list's own search and risk filter are tested above.
describe('the list the pickers read', () => {
  it('is readable by whoever may use a slot picking funds; the detail, the catalogue and the writes stay the screen’s', async () => {
    const slotEditor = await signedInWith(server, 'editor', [openScreen.path]);
    expect((await slotEditor.call('GET', FUND_API.list)).body.code).toBe(0);
    expect((await slotEditor.call('GET', `${FUND_API.list}?risk=LV5&pageSize=50`)).body.code).toBe(0);
    for (const [method, path] of [
      // The detail says where a fund is used: the fund screen's only.
      ['GET', `${FUND_API.detail}?id=1`],
      ['GET', `${FUND_API.catalogue}?search=恒盈`],
      ['POST', FUND_API.create],
      ['POST', FUND_API.update],
      ['POST', FUND_API.delete],
    ] as const) {
      const res = await slotEditor.call(method, path, method === 'POST' ? {} : undefined);
      expect([method, path, res.status, res.body.code]).toEqual([method, path, 403, ErrorCode.NoModulePermission]);
    }
  });
});
