import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared-ui/router';
import { visibleMenu, type MenuEntry, type MenuViewer } from 'shared-ui';
import type { MenuIntent } from '../remotes/areaIntent';
import { SideMenu } from './SideMenu';

function renderMenu(viewer: MenuViewer, at: string, onIntent?: (intent: MenuIntent, isScreen: boolean) => void) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <SideMenu viewer={viewer} onIntent={onIntent} />
    </MemoryRouter>,
  );
  return within(screen.getByTestId('side-menu'));
}

describe('SideMenu', () => {
  it('shows a restricted user only the permitted entries, their sections and the implied ones', () => {
    const menu = renderMenu({ permission: ['/operation/wm/push', '/articles/library'], isSuperAdmin: false }, '/operation/wm/push');
    for (const title of ['内容管理', '文章库', '运营管理', '理财 App', '推送管理', 'H5 发布', '文件发布系统']) {
      expect(menu.getByText(title)).toBeTruthy();
    }
    for (const title of ['资讯库', '回收站', '证券 App', '员工持股 App', '基金管理', '权限管理', 'H5 配置', '新增内容入口']) {
      expect(menu.queryByText(title)).toBeNull();
    }
  });

  it('shows every restricted account, a reader too, the implied 文件发布系统 under H5 发布 (spec §6), but no section left empty', () => {
    // The frame hands the menu the whole session: its role must not change what the expansion opens.
    const readerSession = { uid: 'u-3', account: 'reader', role: 'reader' as const, permission: ['/articles/library'], isSuperAdmin: false };
    const menu = renderMenu(readerSession, '/articles/library');
    for (const title of ['文章库', 'H5 发布', '文件发布系统']) expect(menu.getByText(title)).toBeTruthy();
    // The implied 运营管理 has no entry this account may open: it leads nowhere, so it is not shown.
    expect(menu.queryByText('运营管理')).toBeNull();
  });

  it('highlights the current page and expands the sections down to it', () => {
    const menu = renderMenu({ permission: ['0'], isSuperAdmin: true }, '/operation/br/push');
    const current = menu.getByRole('link', { current: 'page' });
    expect(current.getAttribute('href')).toBe('/operation/br/push');
    expect(current.className).toContain('Mui-selected');
    expect(menu.getByText('证券 App').closest('[role="button"]')?.getAttribute('aria-expanded')).toBe('true');
    expect(menu.getByText('理财 App').closest('[role="button"]')?.getAttribute('aria-expanded')).toBe('false');
    expect(menu.getByText('权限管理')).toBeTruthy();
  });

  it.each([
    ['/operation/br/modules/holiday', '/operation/br/modulesEdit'],
    ['/operation/wm/modules/candidate', '/operation/wm/modulesEdit'],
    ['/h5/config/broker', '/h5/modulesEdit'],
  ])('highlights 模块编辑 on a module screen (%s), the page the module is reached through', (at, linkPage) => {
    const menu = renderMenu({ permission: ['0'], isSuperAdmin: true }, at);
    expect(menu.getAllByRole('link', { current: 'page' }).map((link) => link.getAttribute('href'))).toEqual([linkPage]);
  });

  it('hides permission management from a full-access user who is not a super admin', () => {
    const menu = renderMenu({ permission: ['0'], isSuperAdmin: false }, '/home');
    expect(menu.getByText('运营管理')).toBeTruthy();
    expect(menu.queryByText('权限管理')).toBeNull();
  });

  it('moves the highlight with each navigation, within a section and across sections, opening the way', async () => {
    const user = userEvent.setup();
    const menu = renderMenu({ permission: ['0'], isSuperAdmin: true }, '/articles/library');
    const current = () => menu.getAllByRole('link', { current: 'page' }).map((link) => link.getAttribute('href'));
    expect(current()).toEqual(['/articles/library']);

    await user.click(menu.getByRole('link', { name: '资讯库' }));
    expect(current()).toEqual(['/articles/information']);
    expect(menu.getByRole('link', { name: '文章库' }).className).not.toContain('Mui-selected');

    await user.click(menu.getByText('理财 App'));
    await user.click(menu.getByRole('link', { name: '推送管理' }));
    expect(current()).toEqual(['/operation/wm/push']);
    expect(menu.getByText('内容管理').closest('[role="button"]')?.getAttribute('aria-expanded')).toBe('true');
  });

  it('holds only list items in its lists, nested sections too (nav > ul > li, as screen readers count them)', () => {
    renderMenu({ permission: ['0'], isSuperAdmin: true }, '/operation/br/push');
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    const lists = [...nav.querySelectorAll('ul')];
    expect(lists.length).toBeGreaterThan(3);
    for (const list of lists) expect([...list.children].map((child) => child.tagName)).toEqual(Array(list.children.length).fill('LI'));
    // Every entry, section or page, is an item of its list.
    for (const entry of nav.querySelectorAll('[data-path]')) expect(entry.parentElement?.tagName).toBe('LI');
  });

  it("relies on every entry's path lying below its section's (only the entries on the way to the page see a navigation)", () => {
    const outside: string[] = [];
    const walk = (entries: readonly MenuEntry[], section: string | null) => {
      for (const entry of entries) {
        if (section !== null && !entry.path.startsWith(`${section}/`)) outside.push(`${section} → ${entry.path}`);
        walk(entry.children ?? [], entry.path);
      }
    };
    walk(visibleMenu({ permission: ['0'], isSuperAdmin: true }), null);
    expect(outside).toEqual([]);
  });

  it('says where the person is going when they point at, focus or press an entry, and not before', async () => {
    const intents: string[] = [];
    const menu = renderMenu({ permission: ['0'], isSuperAdmin: true }, '/home', (intent, isScreen) =>
      intents.push(intent.how === 'leave' ? 'leave' : `${intent.how} ${intent.path}${isScreen ? ' (screen)' : ''}`),
    );
    // Showing the menu reads nothing ahead (issue 32: no remote manifest before a screen needs it).
    expect(intents).toEqual([]);
    await userEvent.hover(menu.getByRole('link', { name: '文章库' }));
    expect(intents).toContain('point /articles/library (screen)');
    intents.length = 0;
    act(() => menu.getByRole('link', { name: '资讯库' }).focus());
    expect(intents).toEqual(['focus /articles/information (screen)']);
    intents.length = 0;
    // A section is an area, not a screen; leaving the menu is said too (a rest still timing stops).
    await userEvent.hover(menu.getByText('内容管理'));
    expect(intents).toContain('point /articles');
    await userEvent.unhover(screen.getByTestId('side-menu'));
    expect(intents.at(-1)).toBe('leave');
  });
});
