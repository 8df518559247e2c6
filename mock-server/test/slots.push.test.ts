/**
 * Pushes pick their targets (issue 11): a fund or article jump is a key of its library, never free text; a key that
 * names nothing answers the library's own words; the reference index keeps a pushed fund or article in use while
 * the push waits or is live, and a jump that needs no target stores none.
 */
import { ErrorCode, FUND_API, formatCmsTime, type FundDetail, type ModuleDefinition, type ModuleValues, type WorkflowRow } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';

const push = (area: 'wm' | 'br') => registeredModules.find((m) => m.key === `${area}/push`) as ModuleDefinition;
const MINUTE = 60_000;
let server: TestServer;
let admin: Browser;

const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const values = (jump_type: string, jump_target: string): ModuleValues => ({ content: '年终理财季：精选基金申购费 1 折起', jump_type, jump_target, apply_crowd: 0, effective_hours: 24 });
const errorsOf = async (area: 'wm' | 'br', jump_type: string, jump_target: string) =>
  ((await new ModuleClient(admin, push(area)).save(values(jump_type, jump_target))).body.data as { errors?: unknown } | null)?.errors;
const fundSlots = async (id: number) => ((await admin.call('GET', `${FUND_API.detail}?id=${String(id)}`)).body.data as FundDetail).slots;
/** The slots of a fund that are br pushes (other modules' seeds show the same fund elsewhere). */
const brPushSlots = async (id: number) => (await fundSlots(id)).filter((slot) => slot.module_key === 'br/push');

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('push jump targets', () => {
  it.each<[string, 'wm' | 'br', string, string, unknown]>([
    ['a fund of the library', 'wm', 'fund', '3', undefined],
    ['an unknown fund id', 'wm', 'fund', '9999', [{ field: 'jump_target', message: '基金不存在，请从下拉列表中选择' }]],
    ['a fund typed as text (its old ISIN)', 'br', 'fund', 'HK0000623451', [{ field: 'jump_target', message: '基金不存在，请从下拉列表中选择' }]],
    ['an article of the library', 'br', 'article', 'N20261122015', undefined],
    ['an unknown article', 'wm', 'article', 'A19990101001', [{ field: 'jump_target', message: '文章不存在' }]],
    ['a fund jump without a target', 'wm', 'fund', '', [{ field: 'jump_target', message: '请选择要跳转的基金' }]],
    ['an H5 link that is not http(s)', 'br', 'h5', 'm.example-broker.com/a', [{ field: 'jump_target', message: '跳转目标的 H5 链接必须以 http:// 或 https:// 开头' }]],
    ['新股日历 with a left-over target', 'br', 'ipo_calendar', '9999', undefined],
  ])('%s', async (_label, area, type, target, errors) => {
    expect(await errorsOf(area, type, target)).toEqual(errors);
  });

  it('keeps the seeded pushes’ fund in use, from the reference index', async () => {
    // The wm seed pre-publishes a push opening fund 3 (华晟环球投资级债券基金).
    expect(await fundSlots(3)).toContainEqual(expect.objectContaining({ module_key: 'wm/push', module_title: '理财 App · 推送', status: 'prepublished' }));
    const refused = await admin.call('POST', FUND_API.delete, { ids: [3] });
    expect(refused.body.code).toBe(ErrorCode.Duplicate);
  });

  it('indexes a fund push while it waits, stores no target for a jump that needs none, and lets the fund go once withdrawn', async () => {
    const client = new ModuleClient(admin, push('br'));
    const id = await client.prepared(values('fund', '12'), { push_time: at(60) });
    expect(await brPushSlots(12)).toEqual([expect.objectContaining({ module_key: 'br/push', entry_id: id, status: 'prepublished' })]);

    const reprepared = await client.reprepublish(id, values('open_app', '12'), { push_time: at(90) });
    expect(reprepared.body.code).toBe(0);
    // 打开 App has no target picker (visibleWhen): the target is neither checked nor stored (answered as null).
    expect((await client.detail(id)).body.data as WorkflowRow).toHaveProperty('jump_target', null);
    expect(await brPushSlots(12)).toEqual([]);
    expect((await client.remove([id])).body.code).toBe(0);
  });
});
