/**
 * The home page's call (issue 33, "Home that works"), answered by the console service from its entry index (issue 43)
 * in front of a real mock-server: what goes live or comes down in the next 24 hours, what went live late, what waits
 * for approval and the account's own drafts — each narrowed to the places the account's paths open.
 */
import { HOME_API, parseCmsTime, type HomeOverview } from 'shared-ui/contract';
import { signedIn, type Browser, type TestServer } from '../../../../mock-server/test/harness';
import { ModuleClient } from '../../../../mock-server/test/workflowClient';
import { effectModule, pushModule, windowModule } from '../../../../mock-server/test/workflowModules';
import { openConsoleBed, type ConsoleBed } from '../consoleTestBed';

const MODULES = [pushModule, effectModule, windowModule];
const ms = (cms: string) => parseCmsTime(cms) ?? Number.NaN;

let bed: ConsoleBed;

async function overview(browser: Browser): Promise<HomeOverview> {
  const res = await bed.consoleCall(browser, HOME_API.overview);
  if (res.body.code !== 0) throw new Error(`home/overview: ${JSON.stringify(res.body)}`);
  return res.body.data as HomeOverview;
}

describe('home/overview', () => {
  let server: TestServer;
  let admin: Browser;
  beforeEach(async () => {
    // T0 is 2026-01-05 10:00 in Shanghai.
    bed = await openConsoleBed({ modules: MODULES });
    server = bed.server;
    admin = bed.through(await signedIn(server, 'admin'));
  });
  afterEach(() => bed.close());

  it('lists scheduled go-lives and windows ending in the next 24 hours, soonest first, and nothing later or only pre-published', async () => {
    const pushes = new ModuleClient(admin, pushModule);
    const tonight = await pushes.published({ title: '今晚推送', link: '', cover: '' }, { push_time: '2026-01-05 20:00:00' }, { push_time: '2026-01-05 20:00:00' });
    await pushes.published({ title: '后天推送', link: '', cover: '' }, { push_time: '2026-01-07 09:00:00' }, { push_time: '2026-01-07 09:00:00' });
    await pushes.prepared({ title: '只预发布', link: '', cover: '' }, { push_time: '2026-01-05 18:00:00' });
    const effects = new ModuleClient(admin, effectModule);
    const ending = await effects.published({ content: '明早结束的公告' }, { effect_time: '2026-01-05 10:00:00', dead_time: '2026-01-06 08:00:00' }, { effect_time: '2026-01-05 10:00:00', dead_time: '2026-01-06 08:00:00' });

    const home = await overview(admin);
    expect(home.now).toBe('2026-01-05 10:00:00');
    expect(home.upcoming.list.map((l) => [l.title, l.moment, l.at])).toEqual([
      ['今晚推送', 'goLive', '2026-01-05 20:00:00'],
      ['明早结束的公告', 'expire', '2026-01-06 08:00:00'],
    ]);
    expect(home.upcoming.total).toBe(2);
    expect(home.indexed).toEqual({ indexedAt: '2026-01-05 10:00:00', unread: [], reading: [] });
    expect(home.upcoming.list[0]).toMatchObject({ moduleTitle: '理财 App · 测试推送', link: `/operation/wm/modules/testPush?view=published&entry=${String(tonight)}` });
    expect(home.upcoming.list[1]?.link).toBe(`/operation/br/modules/testEffect?view=published&entry=${String(ending)}`);
  });

  it('lists what the scheduler put live late, with its reason', async () => {
    const pushes = new ModuleClient(admin, pushModule);
    await pushes.published({ title: '错过的推送', link: '', cover: '' }, { push_time: '2026-01-05 10:05:00' }, { push_time: '2026-01-05 10:10:00' });
    // What start-up does after a stop: apply what fell due, marked late.
    server.clock.set(ms('2026-01-05 10:30:00'));
    server.app.cms.workflowStore.applyDue(server.clock.now(), true);
    const home = await overview(admin);
    expect(home.late.list.filter((l) => l.moduleTitle === '理财 App · 测试推送').map((l) => [l.title, l.at, l.reason])).toEqual([
      ['错过的推送', '2026-01-05 10:10:00', '上线时间 2026-01-05 10:10:00 到时服务未运行，恢复后才上线（延迟上线）'],
    ]);
  });

  it('lists the stock news waiting at an approval screen and the other stock news whose off-shelf application waits, oldest first', async () => {
    const home = await overview(admin);
    const waiting = home.approvals.list.map((l) => l.waiting);
    // The seeds: one item at each of 70000, 80001 and 70001.
    expect(waiting).toEqual(expect.arrayContaining(['待运营发布审批', '待CEO 发布审批', '待运营下架审批']));
    const dbWaiting = server.app.cms.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM stock_news WHERE waiting_at IS NOT NULL').get()?.n ?? 0;
    const dbOff = server.app.cms.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM other_stock_news WHERE status = 2').get()?.n ?? 0;
    expect(home.approvals.total).toBe(dbWaiting + dbOff);
    const times = home.approvals.list.map((l) => l.at);
    expect([...times].sort()).toEqual(times);
    const first = home.approvals.list.find((l) => l.key.startsWith('stockNews#'));
    expect(first?.link).toBe(`/operation/br/modules/stockNews?detail=${first?.key.split('#')[1] ?? ''}`);
    // Each line names its stock once (issue 44, item 13): the seeded 特斯拉：FSD … read 特斯拉：特斯拉：FSD ….
    expect(home.approvals.list.find((l) => l.title.includes('FSD'))?.title).toBe('特斯拉：FSD 在华路测许可获批扩大范围');
    expect(home.approvals.list.filter((l) => /^(.+)：\1/.test(l.title))).toEqual([]);
  });

  it("lists the account's own unpublished drafts only (最近动态 is the console service's audit trail)", async () => {
    server.app.cms.db.prepare("UPDATE accounts SET permission = ? WHERE account = 'editor'").run(JSON.stringify(['/operation/wm/modules/testPush']));
    const editor = bed.through(await signedIn(server, 'editor'));
    expect((await new ModuleClient(editor, pushModule).save({ title: '编辑的草稿', link: '', cover: '' })).body.code).toBe(0);
    expect((await new ModuleClient(admin, effectModule).save({ content: '管理员的草稿' })).body.code).toBe(0);

    const mine = await overview(editor);
    expect(mine.drafts.list).toEqual([{ key: 'wm/testPush', moduleTitle: '理财 App · 测试推送', title: '编辑的草稿', at: '2026-01-05 10:00:00', link: '/operation/wm/modules/testPush' }]);
    expect((await overview(admin)).drafts.list.map((l) => l.key)).toEqual(['br/testEffect']);

    // No approvals or late lines of screens the editor cannot open.
    expect(mine.approvals.total).toBe(0);

    // home/drafts: the section whole (the overview shows the newest HOME_WINDOWS.lines), narrowed the same way.
    const all = async (who: Browser) => {
      const res = await bed.consoleCall(who, HOME_API.drafts);
      if (res.body.code !== 0) throw new Error(`home/drafts: ${JSON.stringify(res.body)}`);
      return res.body.data as HomeOverview['drafts'];
    };
    expect(await all(editor)).toEqual({ list: mine.drafts.list, total: 1 });
    expect((await all(admin)).list.map((l) => l.key)).toEqual(['br/testEffect']);
  });
});
