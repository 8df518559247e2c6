import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flattenMenu, ok, visibleMenu } from 'shared-ui';
import { PERMISSION_ADMIN_MESSAGES, SMS_MESSAGES, type AdminAccountRow } from 'shared-ui/contract';
import { MemoryRouter } from 'shared-ui/router';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import type { RemoteModuleListLoader } from '../remotes/loadRemoteModuleList';
import { PermissionPage } from './PermissionPage';

const backend = fakeBackendPerTest();
const LIST = 'GET account/permission/management/list';

const alice: AdminAccountRow = {
  id: 1,
  account: 'alice',
  role: 'publisher',
  isSuperAdmin: true,
  permission: ['0'],
  permissionCount: null,
  phone: null,
  signinMethod: 'password',
  createdAt: '2026-01-02 10:00:00',
  updatedAt: '2026-01-03 11:00:00',
  version: 1767409200000,
};
const bob: AdminAccountRow = {
  ...alice,
  id: 2,
  account: 'bob',
  role: 'reader',
  isSuperAdmin: false,
  permission: ['/operation/wm/modules/splashScreen'],
  permissionCount: 1,
  phone: '+8613900139000',
  signinMethod: 'sms',
};
const CREATE = 'POST account/permission/management/admin/create';

const page = (list: AdminAccountRow[]) => ({ body: ok({ list, total: list.length, currPage: 1, pageSize: 10 }) });

const workingLoader: RemoteModuleListLoader = (remote) =>
  Promise.resolve(
    remote === 'remote_wm'
      ? [
          { path: '/operation/wm/push', title: '推送' },
          { path: '/operation/wm/modules/splashScreen', title: '闪屏' },
        ]
      : [],
  );

function renderPage(load: RemoteModuleListLoader = workingLoader) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    // In a router: the header links to the contract page.
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <PermissionPage loadModuleList={load} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

/** Opens alice in the edit dialog and saves as she is: the backend set up by the test answers 1043. */
async function saveAliceIntoConflict() {
  renderPage();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '编辑 alice' }, { timeout: 5000 }));
  await screen.findByTestId('permission-tree');
  await user.click(screen.getByTestId('admin-save'));
  const conflict = await screen.findByRole('dialog', { name: '内容已被他人修改' }, { timeout: 5000 });
  return { user, conflict };
}

async function openCreate() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: '新建管理员' }));
  const dialog = await screen.findByTestId('admin-dialog');
  await within(dialog).findByTestId('permission-tree');
  return { user, dialog };
}

const box = (path: string) => screen.getByTestId(`perm-node-${path}`) as HTMLInputElement;
const allPreviewPaths = () =>
  [...screen.getByTestId('permission-preview').querySelectorAll('[data-path]')].map((el) => el.getAttribute('data-path') ?? '');
/** The menu entries of the preview (what visibleMenu gives), without the module lines each 模块编辑 lists beneath it. */
const previewPaths = () => allPreviewPaths().filter((path) => !path.includes('/modules/') && !path.includes('/config/') && !path.endsWith('#all'));
const previewTitles = () => [...screen.getByTestId('permission-preview').querySelectorAll('[data-path]')].map((el) => el.textContent);

describe('PermissionPage', () => {
  it('links its header to the contract page (接口约定)', async () => {
    backend.current.on(LIST, page([]));
    renderPage();
    expect(screen.getByRole('link', { name: '接口约定' }).getAttribute('href')).toBe('/permission/contract');
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('lists the accounts with their role, super-admin flag and permitted paths', async () => {
    backend.current.on(LIST, page([alice, bob]));
    renderPage();
    const row = (await screen.findByText('alice')).closest('[role="row"]') as HTMLElement;
    for (const text of ['发布', '是', '全部', '2026-01-02 10:00:00']) expect(within(row).getByText(text)).toBeTruthy();
    const bobRow = screen.getByText('bob').closest('[role="row"]') as HTMLElement;
    for (const text of ['只读', '否', '1', '+86 139 0013 9000', '仅短信验证码']) expect(within(bobRow).getByText(text)).toBeTruthy();
    for (const text of ['—', '账号密码']) expect(within(row).getByText(text)).toBeTruthy();
    expect(within(bobRow).getByRole('button', { name: '编辑 bob' })).toBeTruthy();
    expect(backend.current.callsTo(LIST)[0]?.params).toEqual({ search: '', currPage: 1, pageSize: 10 });
  });

  it('shows 暂无数据 when there is no account', async () => {
    backend.current.on(LIST, page([]));
    renderPage();
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('creates an admin: 该账号已存在 on blur for a taken account, then the right body, a toast and a refreshed list', async () => {
    backend.current
      .on(LIST, page([]))
      .on('POST account/permission/management/admin/check', ({ body }) =>
        (body as { account: string }).account === 'bob' ? { body: { code: 1031, msg: '', data: { id: 2, permission: ['/h5'] } } } : { body: ok({}) },
      )
      .on('POST account/permission/management/admin/create', { body: ok({ ...bob, id: 3, account: 'carol' }) });
    renderPage();
    const { user } = await openCreate();

    await user.type(screen.getByTestId('admin-account'), 'bob');
    await user.tab();
    expect(await screen.findByText(PERMISSION_ADMIN_MESSAGES.accountExists)).toBeTruthy();

    await user.clear(screen.getByTestId('admin-account'));
    await user.type(screen.getByTestId('admin-account'), 'carol');
    await user.tab();
    await waitFor(() => expect(backend.current.callsTo('POST account/permission/management/admin/check')).toHaveLength(2));
    expect(screen.queryByText(PERMISSION_ADMIN_MESSAGES.accountExists)).toBeNull();

    await user.type(screen.getByTestId('admin-password'), 'secret123');
    await user.click(box('/operation/wm/modules'));
    await user.click(screen.getByTestId('admin-save'));

    await waitFor(() => expect(shownToasts()).toContain('success:创建成功'));
    expect(backend.current.callsTo('POST account/permission/management/admin/create')[0]?.body).toEqual({
      account: 'carol',
      password: 'secret123',
      role: 'editor',
      isSuperAdmin: false,
      // 理财模块 holds the fund-manager library too (granted one by one since issue 35).
      permission: ['/operation/wm/modules', '/operation/wm/modules/splashScreen', '/operation/wm/modules/candidate/managers'],
    });
    await waitFor(() => expect(backend.current.callsTo(LIST).length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.queryByTestId('admin-dialog')).toBeNull());
  });

  it('previews exactly the menu visibleMenu gives for the ticked paths, as they change', async () => {
    backend.current.on(LIST, page([]));
    renderPage();
    const { user } = await openCreate();
    const expected = (permission: string[], isSuperAdmin: boolean) =>
      flattenMenu(visibleMenu({ permission, isSuperAdmin })).map((e) => e.path);

    expect(previewPaths()).toEqual(expected([], false));
    await user.click(box('/operation/wm/modules/splashScreen'));
    await user.click(box('/articles/recycle'));
    const ticked = ['/articles/recycle', '/operation/wm/modules/splashScreen'];
    expect(previewPaths()).toEqual(expected(ticked, false));
    // Spec §2: 模块编辑 shows only when granted; the area (理财 App) leads to its link page, which offers the module.
    expect(previewPaths()).not.toContain('/operation/wm/modulesEdit');
    expect(previewPaths()).toContain('/operation/wm');
    expect(allPreviewPaths()).toContain('/operation/wm/modules/splashScreen');
    // 理财模块 is partly ticked: the fund-manager library beside 闪屏 is not.
    expect(box('/operation/wm/modules').getAttribute('data-indeterminate')).toBe('true');
    expect(box('/operation/wm').getAttribute('data-indeterminate')).toBe('true');

    await user.click(screen.getByRole('switch', { name: '超级管理员' }));
    expect(previewPaths()).toEqual(expected(ticked, true));
    expect(previewPaths()).toContain('/permission');
  });

  it('grants 个股资讯 on its own: its own box under 证券模块, stored alone, and the preview shows it under 模块编辑', async () => {
    backend.current
      .on(LIST, page([]))
      .on(CREATE, { body: ok({ id: 9 }) })
      .on('POST account/permission/management/admin/check', { body: ok({}) });
    renderPage((remote) => (remote === 'remote_br' ? Promise.resolve([{ path: '/operation/br/modules/splashScreen', title: '闪屏' }]) : workingLoader(remote)));
    const { user } = await openCreate();
    for (const [path, section] of [
      ['/operation/br/modules/stockNews', '证券模块'],
      ['/operation/br/modules/otherStockNews', '证券模块'],
      // Beside the candidate module, not below it: ticking the library does not tick the slot.
      ['/operation/wm/modules/candidate/managers', '理财模块'],
    ] as const) {
      expect(box(path).closest('ul[aria-label]')?.getAttribute('aria-label')).toBe(section);
    }
    await user.click(box('/operation/br/modules/stockNews'));
    expect(box('/operation/br/modules/splashScreen').checked).toBe(false);
    // 发布日历 is granted like any screen (issue 44, item 24); 证券 App leads to the link page offering 个股资讯.
    expect(previewTitles()).toEqual(['运营管理', '证券 App', '个股资讯', 'H5 发布', '文件发布系统']);
    await user.type(screen.getByTestId('admin-account'), 'newsdesk');
    await user.type(screen.getByTestId('admin-password'), 'Newsdesk123');
    await user.click(screen.getByTestId('admin-save'));
    await waitFor(() => expect(backend.current.callsTo(CREATE)).toHaveLength(1));
    expect((backend.current.callsTo(CREATE)[0]?.body as { permission: string[] }).permission).toEqual(['/operation/br/modules/stockNews']);
  });

  it('warns by name about an area whose module list failed, and the other modules still tick', async () => {
    backend.current.on(LIST, page([]));
    renderPage((remote) => (remote === 'remote_br' ? Promise.reject(new Error('RUNTIME-008')) : workingLoader(remote)));
    const { user } = await openCreate();
    const warnings = screen.getAllByTestId('permission-modules-warning');
    expect(warnings.map((w) => w.textContent)).toEqual(['证券 App 的模块列表加载失败，暂时无法选择其模块']);
    await user.click(box('/operation/wm/modules/splashScreen'));
    expect(box('/operation/wm/modules/splashScreen').checked).toBe(true);
  });

  it('shows the server message of a refused update as a toast', async () => {
    backend.current
      .on(LIST, page([alice]))
      .on('POST account/permission/management/update', { body: { code: 1106, msg: PERMISSION_ADMIN_MESSAGES.cannotDropOwnSuperAdmin, data: null } });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '编辑 alice' }, { timeout: 5000 }));
    await screen.findByTestId('permission-tree');
    expect(screen.getByRole('switch', { name: '全部权限' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('switch', { name: '超级管理员' }));
    await user.click(screen.getByTestId('admin-save'));
    await waitFor(() => expect(shownToasts()).toContain(`error:${PERMISSION_ADMIN_MESSAGES.cannotDropOwnSuperAdmin}`));
    expect(backend.current.callsTo('POST account/permission/management/update')[0]?.body).toEqual({
      id: 1,
      role: 'publisher',
      isSuperAdmin: false,
      permission: ['0'],
      // The version the form was opened on (contract staleSave.ts).
      base_version: 1767409200000,
    });
  });

  it('an update refused as stale (1043) opens the conflict dialog: who and when, 比较差异, and 覆盖保存 resends based on theirs', async () => {
    const message = '该内容已被 carol 于 2026-01-03 12:00:00 修改，请比较后选择重新加载或覆盖';
    const theirs = { ...alice, role: 'editor', isSuperAdmin: true, permission: ['/articles/library'], version: 1767412800000 };
    backend.current
      .on(LIST, page([alice]))
      .onSequence('POST account/permission/management/update', [
        { body: { code: 1043, msg: message, data: { operator: 'carol', time: '2026-01-03 12:00:00', version: 1767412800000, current: theirs } } },
        { body: ok({ ...alice, version: 1767412900000 }) },
      ]);
    const { user, conflict } = await saveAliceIntoConflict();
    // The dialog's own button is 覆盖保存: the sentence names it.
    expect(within(conflict).getByText(`${message}保存`)).toBeTruthy();
    expect(backend.current.callsTo('POST account/permission/management/update')[0]?.body).toMatchObject({ id: 1, base_version: 1767409200000 });
    expect(shownToasts()).toEqual([]);
    await user.click(within(conflict).getByRole('button', { name: '比较差异' }));
    expect(within(conflict).getByText('编辑', { selector: 'del' })).toBeTruthy();
    expect(within(conflict).getByText('发布', { selector: 'ins' })).toBeTruthy();
    await user.click(within(conflict).getByRole('button', { name: '覆盖保存' }));
    await waitFor(() => expect(shownToasts()).toContain('success:保存成功'));
    expect(backend.current.callsTo('POST account/permission/management/update')[1]?.body).toMatchObject({ id: 1, role: 'publisher', permission: ['0'], base_version: 1767412800000 });
  });

  it('重新加载 after a 1043 loads the colleague’s settings into the form; saving then is based on their version', async () => {
    const theirs = { ...alice, role: 'editor', isSuperAdmin: true, permission: ['0'], version: 1767412800000 };
    backend.current
      .on(LIST, page([alice]))
      .onSequence('POST account/permission/management/update', [
        { body: { code: 1043, msg: 'stale', data: { operator: 'carol', time: '2026-01-03 12:00:00', version: 1767412800000, current: theirs } } },
        { body: ok({ ...theirs, version: 1767412900000 }) },
      ]);
    const { user, conflict } = await saveAliceIntoConflict();
    await user.click(within(conflict).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '内容已被他人修改' })).toBeNull());
    expect(backend.current.callsTo('POST account/permission/management/update')).toHaveLength(1);
    await user.click(screen.getByTestId('admin-save'));
    await waitFor(() => expect(backend.current.callsTo('POST account/permission/management/update')).toHaveLength(2));
    expect(backend.current.callsTo('POST account/permission/management/update')[1]?.body).toMatchObject({ id: 1, role: 'editor', base_version: 1767412800000 });
  });

  it('creates an SMS-only account: no password field, the phone required and checked by the contract rule, sent as E.164', async () => {
    backend.current
      .on(LIST, page([]))
      .on('POST account/permission/management/admin/check', { body: ok({}) })
      .on(CREATE, { body: ok({ ...bob, id: 3, account: 'hotline' }) });
    renderPage();
    const { user } = await openCreate();
    await user.type(screen.getByTestId('admin-account'), 'hotline');
    await user.click(screen.getByRole('radio', { name: '仅短信验证码' }));
    expect(screen.queryByTestId('admin-password')).toBeNull();

    await user.click(screen.getByTestId('admin-save'));
    expect(await screen.findByText(PERMISSION_ADMIN_MESSAGES.smsOnlyNeedsPhone)).toBeTruthy();
    await user.type(screen.getByTestId('admin-phone'), '2345 6789');
    await user.click(screen.getByTestId('admin-save'));
    expect(await screen.findByText(SMS_MESSAGES.phoneInvalid)).toBeTruthy();
    expect(backend.current.callsTo(CREATE)).toHaveLength(0);

    await user.clear(screen.getByTestId('admin-phone'));
    await user.type(screen.getByTestId('admin-phone'), '5987 6543');
    await user.click(box('/articles/recycle'));
    await user.click(screen.getByTestId('admin-save'));
    await waitFor(() => expect(shownToasts()).toContain('success:创建成功'));
    expect(backend.current.callsTo(CREATE)[0]?.body).toEqual({
      account: 'hotline',
      signinMethod: 'sms',
      phone: '+85259876543',
      role: 'editor',
      isSuperAdmin: false,
      permission: ['/articles/recycle'],
    });
  });

  it('shows the server’s refusal of a phone already bound beside the phone field, not the account', async () => {
    const taken = PERMISSION_ADMIN_MESSAGES.phoneTaken('editor');
    backend.current
      .on(LIST, page([]))
      .on('POST account/permission/management/admin/check', { body: ok({}) })
      .on(CREATE, { body: { code: 1019, msg: taken, data: { errors: [{ field: 'phone', message: taken }] } } });
    renderPage();
    const { user } = await openCreate();
    await user.type(screen.getByTestId('admin-account'), 'copycat');
    await user.type(screen.getByTestId('admin-password'), 'secret123');
    await user.type(screen.getByTestId('admin-phone'), '138 0013 8000');
    await user.click(screen.getByTestId('admin-save'));
    const message = await screen.findByText(taken);
    expect(message.id).toBe(screen.getByTestId('admin-phone').getAttribute('aria-describedby'));
    expect(screen.queryByText(PERMISSION_ADMIN_MESSAGES.accountExists)).toBeNull();
    expect(backend.current.callsTo(CREATE)[0]?.body).toMatchObject({ account: 'copycat', password: 'secret123', phone: '+8613800138000' });
  });

  it('edits an SMS-only account: its method shown, its phone kept unless changed, and removing it refused', async () => {
    backend.current.on(LIST, page([bob])).on('POST account/permission/management/update', { body: ok(bob) });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '编辑 bob' }, { timeout: 5000 }));
    await screen.findByTestId('permission-tree');
    expect(screen.getByTestId('admin-signin-method').textContent).toBe('登录方式：仅短信验证码');
    expect((screen.getByTestId('admin-phone') as HTMLInputElement).value).toBe('+86 139 0013 9000');

    await user.clear(screen.getByTestId('admin-phone'));
    await user.click(screen.getByTestId('admin-save'));
    expect(await screen.findByText(PERMISSION_ADMIN_MESSAGES.smsOnlyNeedsPhone)).toBeTruthy();
    expect(backend.current.callsTo('POST account/permission/management/update')).toHaveLength(0);

    await user.type(screen.getByTestId('admin-phone'), '+86 139-0013-9000');
    await user.click(screen.getByTestId('admin-save'));
    await waitFor(() => expect(shownToasts()).toContain('success:保存成功'));
    // The same number typed another way is no change: the update leaves the phone (and the password) alone.
    const body = backend.current.callsTo('POST account/permission/management/update')[0]?.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['base_version', 'id', 'isSuperAdmin', 'permission', 'role']);
  });
});
