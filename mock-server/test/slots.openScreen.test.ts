/**
 * 开屏推荐 (openScreen) on the fund library, as issue 11's journey walks it on the server: add a fund from the
 * catalogue, put it on the opening screen, pre-publish, try to delete the fund (refused, naming the slot), take the
 * slot off shelf, delete the fund.
 */
import { ErrorCode, FUND_API, formatCmsTime, type CatalogueFund, type ModuleDefinition } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';

const openScreen = registeredModules.find((m) => m.key === 'wm/openScreen') as ModuleDefinition;
const MINUTE = 60_000;
let server: TestServer;
let admin: Browser;

const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const client = () => new ModuleClient(admin, openScreen);
const funds = (...ids: string[]) => ids.map((id, i) => ({ id, position: i + 1, reason: '稳健之选' }));

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('wm/openScreen', () => {
  it('takes one to three funds from the library, each with a reason', async () => {
    const four = await client().save({ title: '今日精选基金', funds: funds('1', '2', '3', '4') });
    expect([four.body.code, four.body.msg]).toEqual([ErrorCode.ValidationFailed, '推荐基金最多 3 项']);
    const unknown = await client().save({ title: '今日精选基金', funds: funds('1', '9999') });
    expect(unknown.body.data).toEqual({ errors: [{ field: 'funds.1.id', message: '基金不存在，请从下拉列表中选择' }] });
    const noReason = await client().save({ title: '今日精选基金', funds: [{ id: '1', position: 1, reason: '' }] });
    expect(noReason.body.data).toEqual({ errors: [{ field: 'funds.0.reason', message: '请输入推荐理由' }] });
  });

  it('keeps a fund it shows from being deleted, until the slot is taken off shelf', async () => {
    const [candidate] = ((await admin.call('GET', `${FUND_API.catalogue}?search=${encodeURIComponent('美元')}`)).body.data as CatalogueFund[]).filter((f) => !f.in_library);
    if (!candidate) throw new Error('no catalogue fund left to add');
    const added = await admin.call('POST', FUND_API.create, { name: candidate.name, isin: candidate.isin, title: '开屏测试基金', remark: '测试推荐语', description: '' });
    expect(added.body.code).toBe(0);
    const fundId = String((added.body.data as { id: number }).id);

    const entry = await client().prepared({ title: '今日精选基金', funds: funds(fundId, '5') }, { push_time: at(30) });
    const refused = await admin.call('POST', FUND_API.delete, { ids: [Number(fundId)] });
    expect(refused.body.code).toBe(ErrorCode.Duplicate);
    expect(refused.body.msg).toContain('理财 App · 开屏推荐');

    // The seed keeps one set live: take it off, publish ours, then take ours off too.
    const [seeded] = await client().rows('publishedList');
    expect((await client().out(seeded?.id ?? 0)).body.code).toBe(0);
    expect((await client().publish(entry)).body.code).toBe(0);
    expect((await admin.call('POST', FUND_API.delete, { ids: [Number(fundId)] })).body.code).toBe(ErrorCode.Duplicate);
    expect((await client().out(entry)).body.code).toBe(0);
    const deleted = await admin.call('POST', FUND_API.delete, { ids: [Number(fundId)] });
    expect(deleted.body.code).toBe(0);
  });
});
