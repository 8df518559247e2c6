/**
 * Stale edits and deletes of the fund and manager libraries, through the shell's server, whose write guard checks them
 * (issue 43; mock-server no longer does): an edit based on a version someone else has since replaced is refused with
 * 1043 naming who and when; two saves in the same second still differ; an edit that names no version is refused as
 * the libraries' rule asks; a batch delete with one stale item deletes none.
 */
import { ErrorCode, FUND_API, MANAGER_API, staleSaveMessage, type FundRow, type ManagerRow, type StaleSaveDetail } from 'shared-ui/contract';
import { signedIn, signedInWith, type Browser, type TestServer } from '../../../../mock-server/test/harness';
import { openGuardedBackend, type GuardedBackend } from './testFront';

const MINUTE = 60_000;
let bed: GuardedBackend;
let server: TestServer;
let admin: Browser;
let editor: Browser;

beforeAll(async () => {
  bed = await openGuardedBackend();
  server = bed.server;
  admin = bed.through(await signedIn(server, 'admin'));
  editor = bed.through(await signedInWith(server, 'editor', ['/operation/wm/fund', '/operation/wm/modules/candidate'], 'wm-ops-li'));
});
afterAll(() => bed.close());

const fundDetail = async (id: number) => (await admin.call('GET', `${FUND_API.detail}?id=${String(id)}`)).body.data as FundRow;
const fundEdit = (fund: FundRow, title: string, base: unknown) => ({ id: fund.id, name: fund.name, title, remark: fund.remark, description: fund.description, base_version: base });

describe('the fund library', () => {
  it('refuses an edit based on a version a colleague has since replaced, naming them, and writes nothing', async () => {
    const { list } = (await admin.call('GET', `${FUND_API.list}?pageSize=3`)).body.data as { list: FundRow[] };
    const before = list[0]!;
    expect(before.version).toBe((await fundDetail(before.id)).version);
    server.clock.advance(MINUTE);
    const theirs = await editor.call('POST', FUND_API.update, fundEdit(before, '李同事改的标题', before.version));
    expect(theirs.body.code).toBe(0);
    const saved = theirs.body.data as FundRow;
    expect(saved.version).toBe((await fundDetail(before.id)).version);

    const mine = await admin.call('POST', FUND_API.update, fundEdit(before, '我改的标题', before.version));
    expect([mine.body.code, mine.body.msg]).toEqual([ErrorCode.StaleSave, staleSaveMessage({ operator: 'wm-ops-li', time: saved.update_time, current: {} })]);
    expect(mine.body.data as StaleSaveDetail).toMatchObject({ operator: 'wm-ops-li', version: saved.version, current: { title: '李同事改的标题' } });
    expect((await fundDetail(before.id)).title).toBe('李同事改的标题');
    // Overwrite: resent on the version the refusal named.
    expect((await admin.call('POST', FUND_API.update, fundEdit(before, '我改的标题', (mine.body.data as StaleSaveDetail).version))).body.code).toBe(0);
  });

  it('tells two saves in the same second apart, and refuses an edit that does not say what it was based on', async () => {
    const { list } = (await admin.call('GET', `${FUND_API.list}?pageSize=3`)).body.data as { list: FundRow[] };
    const start = list[1]!;
    expect((await admin.call('POST', FUND_API.update, fundEdit(start, '第一次', start.version))).body.code).toBe(0);
    expect((await editor.call('POST', FUND_API.update, fundEdit(start, '第二次', start.version))).body.code).toBe(ErrorCode.StaleSave);
    const unsaid = await admin.call('POST', FUND_API.update, fundEdit(start, '第三次', undefined));
    expect([unsaid.body.code, unsaid.body.msg]).toEqual([ErrorCode.ValidationFailed, '请提供编辑所基于的版本（base_version）']);
    expect((await admin.call('POST', FUND_API.update, fundEdit(start, '第三次', 'yesterday'))).body.code).toBe(ErrorCode.ValidationFailed);
  });

  it('deletes none of a batch when one item moved on since the list was read', async () => {
    const { list } = (await admin.call('GET', `${FUND_API.list}?pageSize=100&orderBy=id&order=desc`)).body.data as { list: FundRow[] };
    const free = list.filter((row) => !(row as FundRow & { slot_count?: number }).slot_count).slice(0, 2);
    expect(free).toHaveLength(2);
    server.clock.advance(MINUTE);
    expect((await editor.call('POST', FUND_API.update, fundEdit(free[1]!, '刚改过', free[1]!.version))).body.code).toBe(0);
    const batch = await admin.call('POST', FUND_API.delete, { ids: free.map((row) => row.id), base_versions: Object.fromEntries(free.map((row) => [String(row.id), row.version])) });
    expect(batch.body.code).toBe(ErrorCode.StaleSave);
    expect((await admin.call('GET', `${FUND_API.detail}?id=${String(free[0]!.id)}`)).body.code).toBe(0);
  });
});

describe('the manager library', () => {
  it('refuses an edit based on a version a colleague has since replaced, and two saves in one second still differ', async () => {
    const detail = async () => (await admin.call('GET', `${MANAGER_API.detail}?id=M1002`)).body.data as ManagerRow;
    const before = await detail();
    const edit = (years: number, base: unknown) => ({ id: before.id, name: before.name, company: before.company, photo: before.photo, intro: before.intro, years, fund_ids: before.fund_ids, base_version: base });
    server.clock.advance(MINUTE);
    const theirs = await editor.call('POST', MANAGER_API.update, edit(13, before.version));
    expect(theirs.body.code).toBe(0);
    const now = theirs.body.data as ManagerRow;
    const stale = await admin.call('POST', MANAGER_API.update, edit(9, before.version));
    expect([stale.body.code, (stale.body.data as StaleSaveDetail).version]).toEqual([ErrorCode.StaleSave, now.version]);
    expect((await detail()).years).toBe(13);
    // The clock stands still: the next two saves share a second.
    expect((await admin.call('POST', MANAGER_API.update, edit(14, now.version))).body.code).toBe(0);
    expect((await editor.call('POST', MANAGER_API.update, edit(15, now.version))).body.code).toBe(ErrorCode.StaleSave);
  });
});
