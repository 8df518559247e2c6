import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Drawer from '@mui/material/Drawer';
import { useLayoutEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-ui/router';
import { SessionContext, ok, type SessionInfo } from 'shared-ui';
import type { EntryHit, Paged } from 'shared-ui/contract';
import { fakeBackendPerTest } from 'shared-ui/testing';
import type { RemoteName } from '../remotes/remoteRoutes';
import { SearchBox } from './SearchBox';

const backend = fakeBackendPerTest();

// jsdom lays nothing out, so it has no scrollIntoView; the palette keeps the chosen option in view with it.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

/** A wm editor granted 开屏推荐 and the article library: not 闪屏, not the funds or the managers. */
const session: SessionInfo = { uid: 'u-2', account: 'alice', role: 'editor', permission: ['/operation/wm/modules/openScreen', '/articles/library'], isSuperAdmin: false };

/** What remote_wm's module list says (the palette loads it at run time); the other areas have none here. */
const loadModuleList = (remote: RemoteName): Promise<unknown> =>
  Promise.resolve(
    remote === 'remote_wm'
      ? [
          { path: '/operation/wm/modules/openScreen', title: '开屏推荐' },
          { path: '/operation/wm/modules/splashScreen', title: '闪屏' },
        ]
      : [],
  );

const hit = (id: number, title: string): EntryHit => ({ id, title, module_key: 'wm/openScreen', module_title: '理财 App · 开屏推荐', path: '/operation/wm/modules/openScreen', status: 'published' });
const page = (list: EntryHit[]): Paged<EntryHit> => ({ currPage: 1, pageSize: 8, total: list.length, list });

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Whether the palette was still on the page when the chosen screen mounted. */
let paletteOnScreenAtMount: boolean | null = null;

/** A screen that opens a detail drawer as it mounts, as the libraries' `?detail=` addresses do. */
function DetailScreen() {
  useLayoutEffect(() => {
    paletteOnScreenAtMount = document.querySelector('[role="dialog"][aria-labelledby]') !== null;
  }, []);
  return (
    <Drawer anchor="right" open onClose={() => undefined}>
      <section aria-label="条目详情">详情内容</section>
    </Drawer>
  );
}

function renderHeader() {
  render(
    <SessionContext.Provider value={{ session, logout: async () => undefined }}>
      <MemoryRouter initialEntries={['/home']}>
        <SearchBox session={session} loadModuleList={loadModuleList} />
        <Routes>
          <Route path="/detail" element={<DetailScreen />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

const pressCtrlK = () => fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
const options = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('the command palette', () => {
  it('opens on Ctrl+K, finds a module by its pinyin initials among those the account may open, and opens it with Enter', async () => {
    backend.current.on('GET /console/v1/search/entries', { body: ok(page([])) }).on('GET /console/v1/library/articles/items', { body: ok([]) });
    renderHeader();
    pressCtrlK();
    const input = await screen.findByRole('combobox', { name: '搜索内容' });
    expect(screen.getByRole('dialog', { name: '搜索控制台' })).toBeTruthy();
    await userEvent.type(input, 'kp');
    const group = await screen.findByRole('group', { name: '模块' });
    expect(within(group).getAllByRole('option').map((o) => o.textContent)).toEqual(['开屏推荐理财 App · /operation/wm/modules/openScreen']);
    // 闪屏 (sp) is in the area's list, but this account may not open it.
    await userEvent.clear(input);
    await userEvent.type(input, 'sp');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('没有找到与「sp」相关的结果'));
    await userEvent.clear(input);
    await userEvent.type(input, 'kp{Enter}');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/operation/wm/modules/openScreen'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Only the calls this account may make: entries, and the article library it holds (no funds, no managers).
    expect(new Set(backend.current.calls.map((call) => call.path))).toEqual(new Set(['/console/v1/search/entries', '/console/v1/library/articles/items']));
  });

  it('finds an entry by title and opens its module screen at the entry; arrows move the choice', async () => {
    backend.current
      .on('GET /console/v1/search/entries', (request) => ({ body: ok(page((request.params as { search: string }).search === '精选' ? [hit(12, '今日精选基金'), hit(15, '年末配置精选')] : [])) }))
      .on('GET /console/v1/library/articles/items', { body: ok([{ id: 'A20261121008', label: '精选：年末基金配置', detail: '张伟' }]) });
    renderHeader();
    await userEvent.click(screen.getByTestId('header-search'));
    const input = await screen.findByRole('combobox');
    await userEvent.type(input, '精选');
    const entries = await screen.findByRole('group', { name: '条目' });
    expect(within(entries).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '今日精选基金理财 App · 开屏推荐 · 已发布 · 条目 #12',
      '年末配置精选理财 App · 开屏推荐 · 已发布 · 条目 #15',
    ]);
    expect((await screen.findByRole('group', { name: '文章' })).textContent).toContain('精选：年末基金配置');
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1];
    expect(second?.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(second?.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/operation/wm/modules/openScreen?view=published&entry=15'));
  });

  it('never lets a slow answer to older text overwrite the answer to newer text', async () => {
    let releaseSlow: () => void = () => undefined;
    backend.current
      .on('GET /console/v1/search/entries', (request) => {
        const text = (request.params as { search: string }).search;
        if (text === '年') return new Promise((resolve) => (releaseSlow = () => resolve({ body: ok(page([hit(1, '年度人气经理')])) })));
        return { body: ok(page([hit(15, '年末配置精选')])) };
      })
      .on('GET /console/v1/library/articles/items', { body: ok([]) });
    renderHeader();
    pressCtrlK();
    const input = await screen.findByRole('combobox');
    await userEvent.type(input, '年');
    await waitFor(() => expect(backend.current.callsTo('GET /console/v1/search/entries')).toHaveLength(1));
    await userEvent.type(input, '末');
    await screen.findByText('年末配置精选');
    await act(async () => releaseSlow());
    expect(options()).toEqual(['年末配置精选理财 App · 开屏推荐 · 已发布 · 条目 #15']);
  });

  it('says in Chinese that a search failed, offers 重试, and closes on Escape with the focus back on the box', async () => {
    backend.current
      .onSequence('GET /console/v1/search/entries', [{ body: { code: 1106, data: null, msg: '搜索内容不能超过 64 个字' } }, { body: ok(page([hit(12, '今日精选基金')])) }])
      .on('GET /console/v1/library/articles/items', { body: ok([]) });
    renderHeader();
    const box = screen.getByTestId('header-search');
    await userEvent.click(box);
    const input = await screen.findByRole('combobox');
    expect(screen.getByRole('status').textContent).toContain('输入后即可搜索');
    await userEvent.type(input, '今日');
    expect((await screen.findByRole('alert')).textContent).toContain('条目搜索失败：搜索内容不能超过 64 个字');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('今日精选基金')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(box);
    expect(screen.getByTestId('location').textContent).toBe('/home');
  });

  it('is gone before the chosen screen opens, so a drawer that screen opens stays readable', async () => {
    // Two modals overlapping in Chromium (the palette fading out, a library's detail drawer opening) left the drawer
    // aria-hidden — unreadable by a screen reader, unfindable by role — whenever it came up before the fade ended.
    paletteOnScreenAtMount = null;
    const toDetail: EntryHit = { ...hit(12, '今日精选基金'), path: '/detail' };
    backend.current.on('GET /console/v1/search/entries', { body: ok(page([toDetail])) }).on('GET /console/v1/library/articles/items', { body: ok([]) });
    renderHeader();
    pressCtrlK();
    const input = await screen.findByRole('combobox');
    await userEvent.type(input, '今日');
    await screen.findByText('今日精选基金');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '搜索控制台' })).toBeNull());
    expect((await screen.findByRole('region', { name: '条目详情' })).textContent).toBe('详情内容');
    expect(paletteOnScreenAtMount).toBe(false);
  });
});
