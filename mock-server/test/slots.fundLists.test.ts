/**
 * The wm fund slots on the fund library — 收益排行前三 (top3Fund), 高收益基金专区 (highFund), 精选基金列表 (selectList),
 * 精选产品推荐理由 (handpickProductReason): their counts and per-fund words, duplicates (1019), unknown funds, a fund in
 * use refused deletion, and their list filters (search, risk) through paging.
 */
import { ErrorCode, FUND_API, formatCmsTime, type CatalogueFund, type ModuleDefinition, type ModuleValues, type Paged, type WorkflowRow } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';

const moduleNamed = (key: string): ModuleDefinition => {
  const def = registeredModules.find((m) => m.key === key);
  if (!def) throw new Error(`no module ${key}`);
  return def;
};
const top3Fund = moduleNamed('wm/top3Fund');
const highFund = moduleNamed('wm/highFund');
const selectList = moduleNamed('wm/selectList');
const handpick = moduleNamed('wm/handpickProductReason');

const MINUTE = 60_000;
let server: TestServer;
let admin: Browser;

const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const client = (def: ModuleDefinition) => new ModuleClient(admin, def);
const items = (ids: readonly string[], own: (i: number) => Record<string, string>) => ids.map((id, i) => ({ id, position: i + 1, ...own(i) }));
const podium = (...ids: string[]) => items(ids, () => ({ period: '1y', highlight: '+12.30%' }));
const top3Values = (...ids: string[]): ModuleValues => ({ title: '收益排行前三', funds: podium(...ids), disclaimer: '基金过往业绩不代表其未来表现' });
const fundIds = (row: WorkflowRow | undefined) => ((row?.funds ?? []) as { id: string }[]).map((f) => f.id);

async function page(def: ModuleDefinition, list: 'prepublishList' | 'publishedList' | 'history', query: Record<string, string | number>) {
  const res = await client(def).list(list, query);
  expect(res.body.code).toBe(0);
  return res.body.data as Paged<WorkflowRow>;
}

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('counts and per-fund words', () => {
  it('top3Fund takes exactly three funds, each with a period and a figure', async () => {
    const two = await client(top3Fund).save(top3Values('9', '12'));
    expect([two.body.code, two.body.msg]).toEqual([ErrorCode.ValidationFailed, '上榜基金须为 3 项（当前 2 项）']);
    const noFigure = await client(top3Fund).save({ ...top3Values('9', '12', '11'), funds: [...podium('9', '12'), { id: '11', position: 3, period: '1y', highlight: '' }] });
    expect(noFigure.body.data).toEqual({ errors: [{ field: 'funds.2.highlight', message: '请输入亮点数字' }] });
    const badPeriod = await client(top3Fund).save({ ...top3Values('9', '12', '11'), funds: [...podium('12', '11'), { id: '9', position: 3, period: '10y', highlight: '+1%' }] });
    expect(badPeriod.body.data).toEqual({ errors: [{ field: 'funds.2.period', message: '请选择统计区间' }] });
    expect((await client(top3Fund).save(top3Values('9', '12', '11'))).body.code).toBe(0);
  });

  it('highFund takes one to six funds', async () => {
    const seven = await client(highFund).save({ title: '高收益基金专区', subtitle: '', funds: items(['1', '2', '3', '4', '5', '6', '7'], () => ({ yield_text: '' })) });
    expect([seven.body.code, seven.body.msg]).toEqual([ErrorCode.ValidationFailed, '专区基金最多 6 项']);
    const none = await client(highFund).save({ title: '高收益基金专区', subtitle: '', funds: [] });
    expect(none.body.msg).toBe('请选择专区基金');
    expect((await client(highFund).save({ title: '高收益基金专区', subtitle: '', funds: items(['9'], () => ({ yield_text: '近一年 +32.15%' })) })).body.code).toBe(0);
  });

  it('selectList takes one to ten funds, each with a tag of at most 6 字', async () => {
    const eleven = await client(selectList).save({ title: '精选基金', funds: items(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'], () => ({ tag: '稳健之选' })) });
    expect(eleven.body.msg).toBe('精选基金最多 10 项');
    const longTag = await client(selectList).save({ title: '精选基金', funds: items(['1'], () => ({ tag: '非常非常稳健之选' })) });
    expect(longTag.body.data).toEqual({ errors: [{ field: 'funds.0.tag', message: '标签不能超过 6 个字' }] });
    expect((await client(selectList).save({ title: '精选基金', funds: items(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'], () => ({ tag: '稳健之选' })) })).body.code).toBe(0);
  });

  it('handpickProductReason takes one to five funds, each with a reason of at most 40 字 and an optional tag', async () => {
    const six = await client(handpick).save({ title: '为什么推荐', funds: items(['1', '2', '3', '4', '5', '6'], () => ({ reason: '稳健', highlight_tag: '' })) });
    expect(six.body.msg).toBe('推荐基金最多 5 项');
    const noReason = await client(handpick).save({ title: '为什么推荐', funds: items(['1'], () => ({ reason: ' ', highlight_tag: '随取随用' })) });
    expect(noReason.body.data).toEqual({ errors: [{ field: 'funds.0.reason', message: '请输入推荐理由' }] });
    const longReason = await client(handpick).save({ title: '为什么推荐', funds: items(['1'], () => ({ reason: '稳'.repeat(41), highlight_tag: '' })) });
    expect(longReason.body.data).toEqual({ errors: [{ field: 'funds.0.reason', message: '推荐理由不能超过 40 个字' }] });
    const ok = await client(handpick).save({ title: '为什么推荐', funds: items(['1'], () => ({ reason: '稳'.repeat(40), highlight_tag: '' })) });
    expect(ok.body.code).toBe(0);
  });
});

describe('picked funds', () => {
  it.each([top3Fund, highFund, selectList, handpick])('$key refuses a fund picked twice (1019) and a fund the library does not have', async (def) => {
    const own = { period: '1y', highlight: '+1%', yield_text: '', tag: '稳健', reason: '稳健', highlight_tag: '' };
    const twice = await client(def).save({ title: '标题', subtitle: '', disclaimer: '风险提示', funds: items(['5', '5', '6'], () => own) });
    expect([twice.body.code, twice.body.msg]).toEqual([ErrorCode.Duplicate, '基金重复添加']);
    const unknown = await client(def).save({ title: '标题', subtitle: '', disclaimer: '风险提示', funds: items(['5', '9999', '6'], () => own) });
    expect(unknown.body.data).toEqual({ errors: [{ field: 'funds.1.id', message: '基金不存在，请从下拉列表中选择' }] });
  });

  it('keeps a fund a pre-published list shows from being deleted, naming the slot', async () => {
    const [candidate] = ((await admin.call('GET', `${FUND_API.catalogue}?search=${encodeURIComponent('纳斯达克')}`)).body.data as CatalogueFund[]).filter((f) => !f.in_library);
    if (!candidate) throw new Error('no catalogue fund left to add');
    const added = await admin.call('POST', FUND_API.create, { name: candidate.name, isin: candidate.isin, title: '纳指精选', remark: '美国科技龙头', description: '' });
    expect(added.body.code).toBe(0);
    const fundId = String((added.body.data as { id: number }).id);

    const entry = await client(selectList).prepared({ title: '科技精选', funds: items([fundId, '12'], () => ({ tag: '科技成长' })) }, { push_time: at(60) });
    const refused = await admin.call('POST', FUND_API.delete, { ids: [Number(fundId)] });
    expect(refused.body.code).toBe(ErrorCode.Duplicate);
    expect(refused.body.msg).toContain('精选基金列表');

    expect((await client(selectList).remove([entry])).body.code).toBe(0);
    expect((await admin.call('POST', FUND_API.delete, { ids: [Number(fundId)] })).body.code).toBe(0);
  });
});

describe('list filters', () => {
  it('finds seeded entries by a fund’s risk level: any fund of the entry matching', async () => {
    // The seeds: published 9 / 12 / 11 (LV5, LV5, LV4), pre-published 8 / 10 / 4 (LV4, LV4, LV3).
    expect((await page(top3Fund, 'publishedList', { risk: 'LV5' })).total).toBe(1);
    expect((await page(top3Fund, 'publishedList', { risk: 'LV1' })).total).toBe(0);
    // Several levels (issue 30): an entry with a fund of any of them.
    expect((await page(top3Fund, 'publishedList', { risk: 'LV1,LV5' })).total).toBe(1);
    const lv3 = await page(top3Fund, 'prepublishList', { risk: 'LV3' });
    expect(lv3.list.map((row) => row.title)).toEqual(['季度收益榜']);
    expect((await page(top3Fund, 'prepublishList', { risk: 'LV5' })).list.map((row) => row.title)).not.toContain('季度收益榜');
  });

  it('searches the title, the funds’ names and each fund’s own words', async () => {
    expect((await page(selectList, 'publishedList', { searchContent: '标普' })).total).toBe(0);
    expect((await page(selectList, 'publishedList', { searchContent: '鼎泰恒生' })).total).toBe(1);
    expect((await page(selectList, 'history', { searchContent: '新客' })).list.map((row) => row.title)).toEqual(['新客精选']);
    expect((await page(handpick, 'publishedList', { searchContent: '月月派息' })).total).toBe(1);
    expect((await page(handpick, 'publishedList', { searchContent: '100%不存在' })).total).toBe(0);
    // Blank search text is no filter.
    expect((await page(selectList, 'publishedList', { searchContent: '  ' })).total).toBe(1);
  });

  it('refuses a value that is no option, or search text over 64 characters, with 400 and 1106', async () => {
    const queries: Record<string, string>[] = [{ risk: 'LV9' }, { risk: 'LV0' }, { searchContent: '长'.repeat(65) }];
    for (const query of queries) {
      const res = await client(highFund).list('publishedList', query);
      expect([res.status, res.body.code]).toEqual([400, ErrorCode.ValidationFailed]);
    }
    const res = await client(highFund).list('publishedList', { risk: 'LV9' });
    expect(res.body.msg).toBe('筛选条件「基金风险等级」不支持 LV9');
    // Several risk levels travel comma-separated (issue 30), not as a repeated parameter.
    const twice = await admin.call('GET', `${highFund.apiBase}publish/list?risk=LV1&risk=LV2`);
    expect([twice.status, twice.body.msg]).toEqual([400, '筛选条件「基金风险等级」的多个值请用英文逗号分隔，如 1,2']);
  });

  it('keeps the filter on every page and counts only what matches', async () => {
    server.app.cms.db.prepare("DELETE FROM workflow_records WHERE module_key = 'wm/highFund' AND status = 'prepublished'").run();
    // Twelve entries, one per fund: LV5 are funds 9 and 12, LV4 are 8, 10 and 11.
    for (let id = 1; id <= 12; id += 1) {
      await client(highFund).prepared({ title: `专区 ${String(id)}`, subtitle: '', funds: items([String(id)], () => ({ yield_text: '' })) }, { push_time: at(100 + id) });
    }
    const first = await page(highFund, 'prepublishList', { risk: 'LV4', currPage: 1, pageSize: 2, orderBy: 'pre_time', order: 'asc' });
    const second = await page(highFund, 'prepublishList', { risk: 'LV4', currPage: 2, pageSize: 2, orderBy: 'pre_time', order: 'asc' });
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...first.list, ...second.list].map(fundIds)).toEqual([['8'], ['10'], ['11']]);
    const both = await page(highFund, 'prepublishList', { risk: 'LV5', searchContent: '全球科技', pageSize: 10 });
    expect(both.list.map(fundIds)).toEqual([['12']]);
    expect((await page(highFund, 'prepublishList', { pageSize: 5, currPage: 3 })).total).toBe(12);
  });
});
