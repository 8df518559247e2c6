import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, SessionContext, type HomeOverview } from 'shared-ui';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-ui/router';
import { fakeBackendPerTest } from 'shared-ui/testing';
import HomePage from './HomePage';

const backend = fakeBackendPerTest();
const OVERVIEW = 'GET /console/v1/home/overview';
/** 最近动态: the console service's audit trail. */
const ACTIVITY = 'GET /console/v1/audit/activity';
const DRAFTS = 'GET /console/v1/home/drafts';
/** 发布批次 due in 24 hours: asked for an account that may open /releases (admin's full access may). */
const RELEASES = 'GET /console/v1/releases/list';

const empty = { list: [], total: 0 };
const overview: HomeOverview = {
  now: '2026-11-28 10:00:00',
  upcoming: {
    list: [
      { key: 'wm/splashScreen#12@live', moduleTitle: '理财 App · 闪屏', title: '年末活动', at: '2026-11-28 20:00:00', link: '/operation/wm/modules/splashScreen?view=published&entry=12', moment: 'goLive' },
      { key: 'br/holiday#3@end', moduleTitle: '证券 App · 假期公告', title: '元旦休市', at: '2026-11-29 08:00:00', link: '/operation/br/holiday?view=published&entry=3', moment: 'expire' },
    ],
    total: 11,
  },
  late: empty,
  approvals: {
    list: [{ key: 'stockNews#4', moduleTitle: '个股资讯', title: '腾讯控股：回购公告', at: '2026-11-28 08:00:00', link: '/operation/br/modules/stockNews?detail=4', waiting: '待运营发布审批' }],
    total: 1,
  },
  drafts: { list: [{ key: 'wm/splashScreen', moduleTitle: '理财 App · 闪屏', title: '新春闪屏', at: '2026-11-27 18:30:00', link: '/operation/wm/modules/splashScreen' }], total: 1 },
  indexed: { indexedAt: '2026-11-28 09:58:00', unread: [], reading: [] },
};

let location = '';
function Where() {
  const here = useLocation();
  location = `${here.pathname}${here.search}`;
  return null;
}

function renderHome(isSuperAdmin = true, permission: string[] = ['0']) {
  const session = { uid: 'u-1', account: 'admin', role: 'publisher' as const, permission, isSuperAdmin };
  render(
    <SessionContext.Provider value={{ session, logout: async () => undefined }}>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route path="/home" element={<HomePage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

describe('HomePage', () => {
  beforeEach(() => {
    backend.current.on(RELEASES, { body: ok([]) });
  });

  it('titles the page with one h1, each attention section and 功能入口 with an h2, each area with an h3', async () => {
    backend.current.on(OVERVIEW, { body: ok(overview) }).on(ACTIVITY, { body: ok(empty) });
    renderHome();
    await screen.findByTestId('home-attention');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['您好，admin']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '24 小时内上线 / 下线',
      '24 小时内的发布批次',
      '待审批',
      '延迟上线',
      '我的草稿（未预发布）',
      '最近动态',
      '功能入口',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toContain('内容管理');
    // A card without sub-entries says what it offers (issue 44, item 13).
    expect(screen.getByText('按月、周、日或时间轴查看各模块的定时上线与下线')).toBeTruthy();
    for (const level of [4, 5, 6]) expect(screen.queryAllByRole('heading', { level })).toEqual([]);
  });

  it('says what goes live and comes down, when, and where; each line opens the entry', async () => {
    backend.current.on(OVERVIEW, { body: ok(overview) }).on(ACTIVITY, { body: ok(empty) });
    renderHome();
    const upcoming = await screen.findByRole('region', { name: '24 小时内上线 / 下线' });
    expect(within(upcoming).getByText('今天 20:00 上线 · 理财 App · 闪屏')).toBeTruthy();
    expect(within(upcoming).getByText('明天 08:00 下线 · 证券 App · 假期公告')).toBeTruthy();
    expect(within(upcoming).getByLabelText('共 11 条')).toBeTruthy();
    // Nine more than shown: the calendar has them all.
    const more = within(upcoming).getByRole('link', { name: '另有 9 条，在发布日历中查看' });
    expect(more.getAttribute('href')).toBe('/schedule');
    // A link inside a sentence is underlined, not told apart by colour alone (axe's link-in-text-block).
    expect(more.className).toContain('MuiLink-underlineAlways');
    expect(within(screen.getByRole('region', { name: '延迟上线' })).getByText('近 7 天没有延迟上线的内容。')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '我的草稿（未预发布）' })).getByText('理财 App · 闪屏 · 昨天 18:30 保存')).toBeTruthy();

    await userEvent.click(within(screen.getByRole('region', { name: '待审批' })).getByRole('link', { name: /腾讯控股：回购公告/ }));
    expect(location).toBe('/operation/br/modules/stockNews?detail=4');
  });

  it('lists the releases due in 24 hours, each a link to the release, for an account that may open 发布批次', async () => {
    const entry = { module: 'wm/splashScreen', moduleTitle: '理财 App · 闪屏', recordId: 12, title: '双十一开屏', state: 'prepublished' as const, link: '/operation/wm/modules/splashScreen?view=prepublish&entry=12' };
    const release = { id: 3, name: '双十一理财节', push_time: '2026-11-28 20:00:00', note: '', owner: 'editor', state: 'draft' as const, due: false, version: 1, update_time: '2026-11-27 10:00:00', update_operator: 'editor', stopped: null, entries: [entry, { ...entry, recordId: 13 }] };
    backend.current.on(OVERVIEW, { body: ok(overview) }).on(ACTIVITY, { body: ok(empty) }).on(RELEASES, { body: ok([release]) });
    renderHome(false, ['/releases', '/operation/wm/modules/splashScreen']);
    const releases = await screen.findByRole('region', { name: '24 小时内的发布批次' });
    expect(within(releases).getByText('今天 20:00 上线 · 2 个条目 · 尚未安排发布')).toBeTruthy();
    await userEvent.click(within(releases).getByRole('link', { name: /双十一理财节/ }));
    expect(location).toBe('/releases?id=3');
    expect(backend.current.callsTo(RELEASES).map((call) => call.params)).toEqual([{ dueWithinHours: '24' }]);
  });

  it('shows no release section to an account that may not open 发布批次, and does not ask', async () => {
    backend.current.on(OVERVIEW, { body: ok(overview) }).on(ACTIVITY, { body: ok(empty) });
    renderHome(false, ['/operation/wm/modules/splashScreen']);
    await screen.findByRole('region', { name: '24 小时内上线 / 下线' });
    expect(screen.queryByRole('region', { name: '24 小时内的发布批次' })).toBeNull();
    expect(backend.current.callsTo(RELEASES)).toEqual([]);
  });

  it('links to 发布日历 only for an account that may open it (granted like any screen)', async () => {
    backend.current.on(OVERVIEW, { body: ok(overview) }).on(ACTIVITY, { body: ok(empty) });
    renderHome(false, ['/operation/wm/modules/splashScreen']);
    const upcoming = await screen.findByRole('region', { name: '24 小时内上线 / 下线' });
    expect(within(upcoming).getByText('今天 20:00 上线 · 理财 App · 闪屏')).toBeTruthy();
    expect(within(upcoming).queryByRole('link', { name: /在发布日历中查看/ })).toBeNull();
    expect(screen.queryByText('按月、周、日或时间轴查看各模块的定时上线与下线')).toBeNull();
  });

  it('says when the overview cannot be read, keeps the areas, and reads again on 重试', async () => {
    backend.current.onSequence(OVERVIEW, [{ body: { code: 1106, data: null, msg: '参数错误' } }, { body: ok(overview) }]).on(ACTIVITY, { body: ok(empty) });
    renderHome(false);
    expect(await screen.findByText('需要关注的内容未能读取：参数错误')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '功能入口' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('home-attention')).toBeTruthy();
    // Not a super admin: the activity has no link to the audit trail.
    expect(within(screen.getByRole('region', { name: '最近动态' })).queryByRole('link')).toBeNull();
  });

  it('names the modules still being read on a fresh server, keeps what it shows, and asks again until none are', async () => {
    const reading = ['理财 App · 闪屏', '理财 App · 弹窗', '证券 App · 假期公告', '通用 · 常见问题'];
    const first: HomeOverview = { ...overview, upcoming: empty, indexed: { indexedAt: null, unread: [], reading } };
    backend.current.onSequence(OVERVIEW, [{ body: ok(first) }, { body: ok(overview) }]).on(ACTIVITY, { body: ok(empty) });
    renderHome();
    const note = await screen.findByTestId('index-reading');
    expect(note.textContent).toBe('正在从后台读取 理财 App · 闪屏、理财 App · 弹窗、证券 App · 假期公告 等 4 个模块，读完后自动更新');
    expect(screen.getByTestId('index-freshness').textContent).toBe('数据尚未从后台读取');
    const shown = screen.getByTestId('home-attention');
    // The second answer, INDEX_READING_RECHECK_MS later, without a loading state in between (the sections stay).
    expect(await screen.findByText('今天 20:00 上线 · 理财 App · 闪屏', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(shown.isConnected).toBe(true);
    expect(screen.queryByTestId('index-reading')).toBeNull();
    expect(backend.current.callsTo(OVERVIEW)).toHaveLength(2);
  });

  describe('我的草稿 beyond the lines shown (issue 44, item 13)', () => {
    const drafts = Array.from({ length: 8 }, (_, i) => ({
      key: `wm/module${String(i)}`,
      moduleTitle: `理财 App · 模块 ${String(i)}`,
      title: `草稿 ${String(i)}`,
      at: '2026-11-27 18:30:00',
      link: `/operation/wm/modules/module${String(i)}`,
    }));
    const many: HomeOverview = { ...overview, drafts: { list: drafts, total: 46 } };

    const all = Array.from({ length: 46 }, (_, i) => ({ ...drafts[0]!, key: `wm/module${String(i)}`, title: `草稿 ${String(i)}`, link: `/operation/wm/modules/module${String(i)}` }));

    it('shows all 46 when "另有 38 条，全部显示" is pressed (any account), each a link to its module', async () => {
      backend.current.on(OVERVIEW, { body: ok(many) }).on(ACTIVITY, { body: ok(empty) }).on(DRAFTS, { body: ok({ list: all, total: 46 }) });
      renderHome(false);
      const card = await screen.findByRole('region', { name: '我的草稿（未预发布）' });
      expect(within(card).getAllByRole('link')).toHaveLength(8);
      await userEvent.click(within(card).getByRole('button', { name: '另有 38 条，全部显示' }));
      await within(card).findByRole('link', { name: /草稿 45/ });
      expect(within(card).getAllByRole('link')).toHaveLength(46);
      await userEvent.click(within(card).getByRole('link', { name: /草稿 45/ }));
      expect(location).toBe('/operation/wm/modules/module45');
    });

    it('goes back to the newest 8 on 收起', async () => {
      backend.current.on(OVERVIEW, { body: ok(many) }).on(ACTIVITY, { body: ok(empty) }).on(DRAFTS, { body: ok({ list: all, total: 46 }) });
      renderHome();
      const card = await screen.findByRole('region', { name: '我的草稿（未预发布）' });
      await userEvent.click(within(card).getByRole('button', { name: '另有 38 条，全部显示' }));
      await userEvent.click(await within(card).findByRole('button', { name: '收起，只显示最新的 8 条' }));
      expect(within(card).getAllByRole('link')).toHaveLength(8);
      expect(within(card).getByRole('button', { name: '另有 38 条，全部显示' })).toBeTruthy();
    });

    it('says so when the whole list cannot be read, and keeps the 8 shown', async () => {
      backend.current.on(OVERVIEW, { body: ok(many) }).on(ACTIVITY, { body: ok(empty) }).on(DRAFTS, { body: { code: 1106, data: null, msg: '查询参数不正确' } });
      renderHome();
      const card = await screen.findByRole('region', { name: '我的草稿（未预发布）' });
      await userEvent.click(within(card).getByRole('button', { name: '另有 38 条，全部显示' }));
      expect((await within(card).findByRole('alert')).textContent).toBe('全部草稿未能读取：查询参数不正确');
      expect(within(card).getAllByRole('link')).toHaveLength(8);
    });
  });
});
