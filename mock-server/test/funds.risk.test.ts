/**
 * Risk levels (modules.md §3: "unassessed and LV1 to LV5") wherever a risk is chosen or filtered: the fund library's
 * catalogue, list filter and pickers, hot-subject funds (matching is equality: unassessed matches unassessed only) and
 * the fund slots' list filter. Issue 30.
 */
import {
  ErrorCode,
  FUND_API,
  FUND_RISK_LEVELS,
  RISK_UNASSESSED,
  formatCmsTime,
  type CatalogueFund,
  type FundRow,
  type ModuleDefinition,
  type Paged,
} from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';

const MINUTE = 60_000;
const moduleOf = (key: string) => registeredModules.find((m) => m.key === key) as ModuleDefinition;
/** The demo fund not yet rated (mock-server funds/seed.ts): id 13 on a fresh database. */
const UNASSESSED_FUND = '13';

let server: TestServer;
let admin: Browser;
const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const funds = (...ids: string[]) => ids.map((id, i) => ({ id, position: i + 1, reason: '' }));
const list = async (query: string) => (await admin.call('GET', `${FUND_API.list}?${query}`)).body.data as Paged<FundRow>;

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('risk levels', () => {
  it('are the spec\'s six, unassessed first, with their Chinese words', () => {
    expect(FUND_RISK_LEVELS.map((r) => r.value)).toEqual([RISK_UNASSESSED, 'LV1', 'LV2', 'LV3', 'LV4', 'LV5']);
    expect(FUND_RISK_LEVELS[0]).toEqual({ value: 'unassessed', label: '未评估' });
  });

  it('the catalogue holds unassessed funds, and the library list filters by unassessed (in any case, alone or with others)', async () => {
    const catalogue = (await admin.call('GET', `${FUND_API.catalogue}?search=${encodeURIComponent('新成立')}&limit=50`)).body.data as CatalogueFund[];
    expect(catalogue.length).toBeGreaterThan(0);
    expect(catalogue.every((f) => f.risk_level === 'unassessed')).toBe(true);
    const unassessed = await list('risk=unassessed&pageSize=50');
    expect(unassessed.list.map((f) => String(f.id))).toEqual([UNASSESSED_FUND]);
    expect((await list('risk=UNASSESSED&pageSize=50')).total).toBe(unassessed.total);
    const mixed = await list('risk=unassessed,LV5&pageSize=50');
    expect(new Set(mixed.list.map((f) => f.risk_level))).toEqual(new Set(['unassessed', 'LV5']));
    const refused = await admin.call('GET', `${FUND_API.list}?risk=LV0`);
    expect([refused.status, refused.body.code, refused.body.msg]).toEqual([400, ErrorCode.ValidationFailed, '风险等级（risk）应为 unassessed（未评估）或 LV1–LV5']);
  });

  // The pickers read this list (through the console service) with the slot's risk; their detail line (未评估) is the
  // console service's to test now.
  it('the list the pickers read narrows by unassessed, and a rated filter leaves the unassessed fund out', async () => {
    const offered = await list('risk=unassessed&pageSize=50');
    expect(offered.list.map((f) => [String(f.id), f.risk_level])).toEqual([[UNASSESSED_FUND, 'unassessed']]);
    expect((await list('risk=LV5&pageSize=50')).list.map((f) => String(f.id))).not.toContain(UNASSESSED_FUND);
  });
});

describe('hot-subject funds with an unassessed risk', () => {
  const hot = () => new ModuleClient(admin, moduleOf('wm/hotSubjectFund'));

  it('an unassessed subject takes unassessed funds and refuses rated ones', async () => {
    const ok = await hot().prepared({ subject: '新兴市场', risk: 'unassessed', funds: funds(UNASSESSED_FUND) }, { push_time: at(30) });
    expect((await hot().row(ok)).risk).toBe('unassessed');
    const rated = await hot().save({ subject: '新兴市场', risk: 'unassessed', funds: funds(UNASSESSED_FUND, '12') });
    expect([rated.body.code, rated.body.data]).toEqual([ErrorCode.ValidationFailed, { errors: [{ field: 'funds.1.id', message: '基金风险等级与专题不一致，请重新选择' }] }]);
  });

  it('a rated subject refuses an unassessed fund', async () => {
    const res = await hot().save({ subject: '科技成长', risk: 'LV5', funds: funds('12', UNASSESSED_FUND) });
    expect([res.body.code, res.body.data]).toEqual([ErrorCode.ValidationFailed, { errors: [{ field: 'funds.1.id', message: '基金风险等级与专题不一致，请重新选择' }] }]);
  });

  it('the fund slots\' list filter finds an entry by its unassessed fund', async () => {
    const top3 = new ModuleClient(admin, moduleOf('wm/top3Fund'));
    const podium = ['1', UNASSESSED_FUND, '2'].map((id, i) => ({ id, position: i + 1, period: '1y', highlight: '+5.00%' }));
    const withNew = await top3.prepared({ title: '新基速递', funds: podium, disclaimer: '基金过往业绩不代表其未来表现' }, { push_time: at(50) });
    const found = await top3.rows('prepublishList', { risk: 'unassessed', pageSize: 100 });
    expect(found.map((r) => r.id)).toEqual([withNew]);
  });
});
