/**
 * The br data modules of issue 12 (financingOrder, tabReddot, shortcutEntry, info) on a real in-process server: the
 * seeds start live, and each module's own rules (cross-field quotas and times, tabs, one set per market, at most 3
 * information items) refuse on the server exactly as the form does.
 */
import { ErrorCode, formatCmsTime, seedImagePath, type ModuleDefinition, type ModuleValues } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';

const MINUTE = 60_000;
const NAMES = ['financingOrder', 'tabReddot', 'shortcutEntry', 'info'] as const;
type Name = (typeof NAMES)[number];

let server: TestServer;
let admin: Browser;
const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const moduleOf = (name: Name) => registeredModules.find((m) => m.key === `br/${name}`) as ModuleDefinition;
const client = (name: Name) => new ModuleClient(admin, moduleOf(name));
const errorsOf = async (name: Name, values: ModuleValues) => {
  const res = await client(name).save(values);
  expect(res.body.code).toBe(ErrorCode.ValidationFailed);
  return (res.body.data as { errors: { field: string; message: string }[] }).errors;
};

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('br data modules', () => {
  it.each(NAMES)('%s sits under operation/broker/ and starts with a live seed', async (name) => {
    expect(moduleOf(name).apiBase).toMatch(/^operation\/broker\//);
    expect((await client(name).rows('publishedList')).length).toBeGreaterThan(0);
  });

  it('tabReddot lives at the red-tab base with an effect and dead time', () => {
    expect(moduleOf('tabReddot').apiBase).toBe('operation/broker/redtab/');
    expect(moduleOf('tabReddot').schedule).toBe('effect_dead');
  });

  describe('financingOrder', () => {
    const order = (over: ModuleValues = {}): ModuleValues => ({
      stock_code: '02015',
      stock_name: '理想汽车-W',
      population_type: 2,
      finance_times: 10,
      total_finance_quota: 100000000,
      limit_open: 1,
      min_finance_quota: 10000,
      max_finance_quota: 2000000,
      open_time: '2026-12-07 09:00:00',
      end_time: '2026-12-10 12:00:00',
      order_quota: 1,
      limit_retain_time: 30,
      ...over,
    });

    it('refuses a per-client minimum above the maximum, and a maximum above the pool', async () => {
      expect(await errorsOf('financingOrder', order({ min_finance_quota: 3000000 }))).toEqual([{ field: 'max_finance_quota', message: '单户最高融资额不能低于最低融资额' }]);
      expect(await errorsOf('financingOrder', order({ max_finance_quota: 200000000 }))).toEqual([{ field: 'max_finance_quota', message: '单户最高融资额不能超过融资总额度' }]);
    });

    it('refuses an end time not after the open time', async () => {
      const errors = await errorsOf('financingOrder', order({ end_time: '2026-12-07 09:00:00' }));
      expect(errors).toEqual([{ field: 'end_time', message: '认购截止时间必须晚于开始时间' }]);
    });

    it('takes the spec\'s end_time on the wire and stores and answers it under that name (issue 30)', async () => {
      const orders = client('financingOrder');
      expect((await orders.save(order({ stock_code: '06618', end_time: '2026-12-11 16:00:00' }))).body.code).toBe(0);
      const draft = (await orders.content()).body.data as ModuleValues;
      expect(draft.end_time).toBe('2026-12-11 16:00:00');
      expect(draft).not.toHaveProperty('close_time');
      const id = await orders.prepared(order({ stock_code: '06618', end_time: '2026-12-11 16:00:00' }), { push_time: at(30) });
      const row = await orders.row(id);
      // The field, not the workflow's (always empty) window column of a push_time module.
      expect([row.end_time, row.push_time, row.start_time]).toEqual(['2026-12-11 16:00:00', at(30), null]);
      const listed = (await orders.rows('prepublishList', { orderBy: 'end_time', order: 'desc' })).find((r) => r.id === id);
      expect(listed?.end_time).toBe('2026-12-11 16:00:00');
      // A body still saying close_time carries no end_time: refused on the spec's field.
      const { end_time: _dropped, ...old } = order({ stock_code: '06619' });
      const errors = await errorsOf('financingOrder', { ...old, close_time: '2026-12-11 16:00:00' });
      expect(errors.map((e) => e.field)).toContain('end_time');
    });

    it('orders a list by the end_time field', async () => {
      const orders = client('financingOrder');
      const first = await orders.prepared(order({ stock_code: '00001', end_time: '2026-12-20 12:00:00' }), { push_time: at(40) });
      const second = await orders.prepared(order({ stock_code: '00002', end_time: '2026-12-15 12:00:00' }), { push_time: at(41) });
      const ids = (await orders.rows('prepublishList', { orderBy: 'end_time', order: 'asc', pageSize: 100 })).map((r) => r.id).filter((id) => id === first || id === second);
      expect(ids).toEqual([second, first]);
    });

    it('refuses quotas that are not positive', async () => {
      const errors = await errorsOf('financingOrder', order({ total_finance_quota: 0, min_finance_quota: -5 }));
      expect(errors.map((e) => e.field)).toEqual(expect.arrayContaining(['total_finance_quota', 'min_finance_quota']));
    });

    it('keeps one config per stock live', async () => {
      expect((await client('financingOrder').save(order())).body.code).toBe(0);
      await client('financingOrder').published(order(), { push_time: at(11) }, { push_time: at(11) });
      expect((await client('financingOrder').save(order({ stock_name: '理想汽车' }))).body.code).toBe(0);
      const again = await client('financingOrder').prepublish(order({ stock_name: '理想汽车' }), { push_time: at(12) });
      expect(again.body.code).toBe(ErrorCode.Duplicate);
      expect(JSON.stringify(again.body)).toContain('该股票已有上线的融资认购配置，请先下架');
    });
  });

  it('tabReddot shows dots only on the five app tabs, inside a window', async () => {
    const dot = (tabs: string[]) => ({ name: '新功能提示', tabs, population_type: 0, login_status: 1, remark: '' });
    expect((await errorsOf('tabReddot', dot(['home']))).map((e) => e.field)).toEqual(['tabs.0']);
    expect((await errorsOf('tabReddot', dot([]))).map((e) => e.field)).toEqual(['tabs']);
    const id = await client('tabReddot').prepared(dot(['market', 'my']), { effect_time: at(20 * 24 * 60), dead_time: at(21 * 24 * 60) });
    const row = await client('tabReddot').row(id);
    expect([row.tabs, row.login_status]).toEqual([['market', 'my'], 1]);
  });

  describe('shortcutEntry', () => {
    const icon = seedImagePath('br-shortcut-test', { width: 96, height: 96 });
    const entry = (over: ModuleValues = {}) => ({ position: 1, name: { 'zh-hans': '新股', 'zh-hant': '新股', en: 'IPO' }, icon, jump_type: 'ipo_calendar', jump_target: '', ...over });

    it('needs the name in all three languages and a real stock to jump to', async () => {
      const untranslated = await errorsOf('shortcutEntry', { market: 'hs', entries: [entry({ name: { 'zh-hans': '新股' } })] });
      expect(untranslated.map((e) => e.field)).toEqual(['entries.0.name.zh-hant', 'entries.0.name.en']);
      const unknownStock = await errorsOf('shortcutEntry', { market: 'hs', entries: [entry({ jump_type: 'stock', jump_target: '99999.HK' })] });
      expect(unknownStock).toEqual([{ field: 'entries.0.jump_target', message: '股票不存在，请从下拉列表中选择' }]);
    });

    it('keeps one set per market live, and other markets free', async () => {
      expect((await client('shortcutEntry').save({ market: 'hk', entries: [entry()] })).body.code).toBe(0);
      const hk = await client('shortcutEntry').prepublish({ market: 'hk', entries: [entry()] }, { push_time: at(50) });
      expect(hk.body.code).toBe(ErrorCode.Duplicate);
      expect(JSON.stringify(hk.body)).toContain('该市场已有上线的快捷入口，请先下架');
      await client('shortcutEntry').published({ market: 'hs', entries: [entry({ jump_type: 'stock', jump_target: '00700.HK' })] }, { push_time: at(51) }, { push_time: at(51) });
      const markets = (await client('shortcutEntry').rows('publishedList')).map((r) => r.market);
      expect(markets).toEqual(expect.arrayContaining(['hk', 'us', 'hs']));
    });
  });

  it('info takes one to three items from the information feed', async () => {
    const items = (...ids: string[]) => ids.map((id, i) => ({ id, position: i + 1 }));
    expect((await errorsOf('info', { title: '资讯', items: items('I20261121001', 'I20261119003', 'I20261120002', 'I19990101001') })).map((e) => e.field)).toContain('items');
    expect(await errorsOf('info', { title: '资讯', items: items('I19990101001') })).toEqual([{ field: 'items.0.id', message: '资讯不存在' }]);
    const id = await client('info').prepared({ title: '资讯', items: items('I20261120002', 'I20261121001') }, { push_time: at(60) });
    expect(((await client('info').row(id)).items as { id: string }[]).map((i) => i.id)).toEqual(['I20261120002', 'I20261121001']);
  });
});
