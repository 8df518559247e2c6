/**
 * 热门专题基金 (hotSubjectFund): up to three funds whose risk level equals the subject's. The collection's library
 * filter reads the entry's own `risk` (filterFrom), so the picker's search and the server's check are one rule.
 */
import { ErrorCode, formatCmsTime, refFilter, type ModuleDefinition, type RefListFieldDef } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, startServer, type Browser, type TestServer } from './harness';
import { fundRows } from './libraryLists';
import { ModuleClient } from './workflowClient';

const MINUTE = 60_000;
const hotSubjectFund = registeredModules.find((m) => m.key === 'wm/hotSubjectFund') as ModuleDefinition;
const fundsField = hotSubjectFund.fields.find((f) => f.name === 'funds') as RefListFieldDef;

let server: TestServer;
let admin: Browser;
const client = () => new ModuleClient(admin, hotSubjectFund);
const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const funds = (...ids: string[]) => ids.map((id, i) => ({ id, position: i + 1, reason: '' }));

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('hot-subject funds', () => {
  it('reads the filter from the entry: the subject’s risk, nothing before it is chosen', () => {
    expect(refFilter(fundsField, { risk: 'LV4' })).toEqual({ risk: 'LV4' });
    expect(refFilter(fundsField, { risk: '' })).toBeUndefined();
  });

  // The picker offers the fund list narrowed by the subject's risk (the console service passes `risk` on to it).
  it('offers only funds of the subject’s risk in the picker', async () => {
    const offered = await fundRows(admin, { risk: 'LV5', pageSize: 50 });
    expect(offered.map((row) => String(row.id)).sort()).toEqual(['12', '9']);
    expect(offered.every((row) => row.risk_level === 'LV5')).toBe(true);
  });

  it('accepts matching funds and refuses any other with the module’s words, naming the fund', async () => {
    const ok = await client().save({ subject: '美股科技', risk: 'LV4', funds: funds('11', '8') });
    expect(ok.body.code).toBe(0);
    const mismatch = await client().save({ subject: '美股科技', risk: 'LV4', funds: funds('11', '12') });
    expect([mismatch.body.code, mismatch.body.data]).toEqual([
      ErrorCode.ValidationFailed,
      { errors: [{ field: 'funds.1.id', message: '基金风险等级与专题不一致，请重新选择' }] },
    ]);
  });

  it('takes at most three funds, and one live list per subject', async () => {
    // Only three LV4 funds exist, so a fourth can only repeat one: both problems are named.
    const four = await client().save({ subject: '高股息红利', risk: 'LV4', funds: funds('8', '10', '11', '8') });
    const messages = (four.body.data as { errors: { message: string }[] }).errors.map((e) => e.message);
    expect(messages).toEqual(expect.arrayContaining(['相关基金最多 3 项', '基金重复添加']));
    const second = { subject: '高股息红利', risk: 'LV4', funds: funds('10') };
    expect((await client().save(second)).body.code).toBe(0);
    const clash = await client().prepublish(second, { push_time: at(30) });
    expect([clash.body.code, clash.body.msg]).toEqual([ErrorCode.Duplicate, '该专题已有上线的相关基金，请先下架']);
  });
});
