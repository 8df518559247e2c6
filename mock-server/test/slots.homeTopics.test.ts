/**
 * The home common topics (yffTheme 主题投资, combinationDynamic 组合动态) at `operation/wm/home/common/`: one ordered
 * live list per module (publish/position/save), a live topic's show time changed in place (showtime/update), and the
 * 21st live topic of the base — whichever topic type — refused with 1027 (spec §9).
 */
import { ErrorCode, HOME_COMMON_LIVE_LIST, canPerform, errorMessage, formatCmsTime, seedImagePath, type ModuleDefinition, type WorkflowRow } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, signedInWith, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';

const MINUTE = 60_000;
const moduleOf = (name: string) => registeredModules.find((m) => m.key === `wm/${name}`) as ModuleDefinition;
const yffTheme = moduleOf('yffTheme');
const combinationDynamic = moduleOf('combinationDynamic');
const BASE = 'operation/wm/home/common/';
const ORDER = `${BASE}${HOME_COMMON_LIVE_LIST.order.path}`;
const SHOWTIME = `${BASE}${HOME_COMMON_LIVE_LIST.edit?.endpoint.path ?? ''}`;
const cover = seedImagePath('yff-theme', { width: 690, height: 280 });

let server: TestServer;
let admin: Browser;
const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const themes = () => new ModuleClient(admin, yffTheme);
const theme = (title: string) => ({ title, subtitle: '一句话卖点', cover, funds: [{ id: '3', position: 1 }], show_time: '2026-11-23 10:00:00' });
const liveIds = async () => (await themes().rows('publishedList', { orderBy: 'live_position', order: 'asc', pageSize: 100 })).map((row) => row.id);

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('home common topics', () => {
  it('tells the two modules apart by topic_type on one base', async () => {
    expect([yffTheme.apiBase, combinationDynamic.apiBase]).toEqual([BASE, BASE]);
    const dynamics = await new ModuleClient(admin, combinationDynamic).rows('publishedList');
    expect(dynamics.every((row) => typeof row.portfolio === 'string')).toBe(true);
    const missingType = await admin.call('GET', `${BASE}publish/list`);
    expect([missingType.status, missingType.body.code]).toEqual([400, ErrorCode.ValidationFailed]);
  });

  it('puts a newly published topic first, and keeps the order staff save', async () => {
    const before = await liveIds();
    const id = await themes().published(theme('新能源车出海'), { push_time: at(30) });
    const after = await liveIds();
    expect(after).toEqual([id, ...before]);
    expect((await themes().row(id)).live_position).toBe(1);

    const reversed = [...after].reverse();
    const saved = await admin.call('POST', ORDER, { topic_type: 'theme', ids: reversed });
    expect(saved.body.code).toBe(0);
    expect(await liveIds()).toEqual(reversed);
    const rows = await themes().rows('publishedList', { orderBy: 'live_position', order: 'asc' });
    expect(rows.map((row) => row.live_position)).toEqual(reversed.map((_, i) => i + 1));

    // An order that is not the whole live list (someone published or took off meanwhile) changes nothing.
    const stale = await admin.call('POST', ORDER, { topic_type: 'theme', ids: reversed.slice(1) });
    expect([stale.body.code, stale.body.msg]).toEqual([ErrorCode.WithdrawConflict, '上线列表已变化，列表已刷新，请重新调整顺序']);
    expect(await liveIds()).toEqual(reversed);

    // Off shelf, a topic leaves the order.
    expect((await themes().out([id])).body.code).toBe(0);
    expect((await themes().row(id)).live_position).toBeNull();
  });

  it('changes a live topic’s show time in place, validated, and refuses it for a topic no longer live', async () => {
    const [first] = await liveIds();
    const changed = await admin.call('POST', SHOWTIME, { topic_type: 'theme', id: first, show_time: '2026-11-23 18:30:00', title: '不应被修改' });
    expect(changed.body.code).toBe(0);
    const row = changed.body.data as WorkflowRow;
    expect([row.show_time, row.status]).toEqual(['2026-11-23 18:30:00', 'published']);
    expect(row.title).not.toBe('不应被修改');

    const bad = await admin.call('POST', SHOWTIME, { topic_type: 'theme', id: first, show_time: '明天' });
    expect([bad.body.code, (bad.body.data as { errors: { field: string }[] }).errors[0]?.field]).toEqual([ErrorCode.ValidationFailed, 'show_time']);

    const waiting = await themes().prepared(theme('等待发布'), { push_time: at(60) });
    const notLive = await admin.call('POST', SHOWTIME, { topic_type: 'theme', id: waiting, show_time: '2026-11-23 18:30:00' });
    expect(notLive.body.code).toBe(ErrorCode.WithdrawConflict);
  });

  it('judges reordering and show-time changes as publishing: an editor is refused, a publisher of another module too', async () => {
    expect(canPerform('editor', BASE, 'publish')).toBe(false);
    const editor = await signedInWith(server, 'editor', [yffTheme.path]);
    for (const path of [ORDER, SHOWTIME]) {
      const res = await editor.call('POST', path, { topic_type: 'theme', ids: [1], id: 1, show_time: '2026-11-23 18:30:00' });
      expect([path, res.status, res.body.code]).toEqual([path, 403, ErrorCode.RoleRefused]);
    }
    const outsider = await signedInWith(server, 'publisher', [combinationDynamic.path]);
    const res = await outsider.call('POST', ORDER, { topic_type: 'theme', ids: await liveIds() });
    expect([res.status, res.body.code]).toEqual([403, ErrorCode.NoModulePermission]);
  });

  it('refuses the 21st live topic of the base, whichever its type, with 1027 and the spec’s words', async () => {
    const dynamics = new ModuleClient(admin, combinationDynamic);
    const dynamicIds = async () => (await dynamics.rows('publishedList', { pageSize: 100 })).map((row) => row.id);
    const otherLive = (await dynamicIds()).length;
    expect(otherLive).toBeGreaterThan(0);
    // Themes up to 20 live topics in all: the other type's live ones count too (spec §9: 20 for home common topics).
    const live = (await liveIds()).length;
    for (let i = live + otherLive; i < 20; i += 1) await themes().published(theme(`主题 ${String(i + 1)}`), { push_time: at(100 + i) });
    expect((await liveIds()).length + otherLive).toBe(20);
    const extra = await themes().prepared(theme('第 21 个主题'), { push_time: at(200) });
    const refused = await themes().publish(extra);
    expect([refused.body.code, refused.body.msg]).toEqual([ErrorCode.PublishLimitReached, errorMessage(ErrorCode.PublishLimitReached)]);
    // The other type is refused as well: one limit for the base.
    const [waiting] = await dynamics.rows('prepublishList');
    expect(waiting).toBeDefined();
    expect((await dynamics.publish(waiting?.id ?? 0)).body.code).toBe(ErrorCode.PublishLimitReached);
    // A theme taken off shelf makes room for either.
    const [oneTheme] = await liveIds();
    expect((await themes().out(oneTheme ?? 0)).body.code).toBe(0);
    expect((await dynamics.publish(waiting?.id ?? 0)).body.code).toBe(0);
  });
});
