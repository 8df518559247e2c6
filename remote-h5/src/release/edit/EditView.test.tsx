import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, type Role } from 'shared-ui';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { openRowDialog, rowOf, selectRows } from '../../testing/gridActions';
import { BASE, ROOT, file, folder, listing } from '../../testing/h5Fixtures';
import { renderH5 } from '../../testing/renderH5';

const backend = fakeBackendPerTest();
// A DataGrid under jsdom with user-event typing takes seconds; with every workspace suite running at once, 5 s is too tight.

const ACTIVITY = listing(12, 'activity', [folder(40, '未命名文件夹', { parent_id: 12 }), file(31, 'index.html'), file(32, 'app.css', { content_type: 'text/css' })]);

function serveFolders(activity = ACTIVITY) {
  backend.current.on(`GET ${BASE}folder/0`, { body: ok(ROOT) }).on(`GET ${BASE}folder/12`, { body: ok(activity) });
}

const open = (role: Role = 'publisher') => renderH5('/h5/relesesystem/edit?folder=12', role);

describe('edit view', () => {
  it('shows the tree and the open folder with its files, remark, git version and state', async () => {
    serveFolders(listing(12, 'activity', [file(31, 'index.html', { remark: '双十一主会场', git_id: '3f9a2c1', live_state: 'live', live_url: '/h5-live/activity/index.html' })]));
    open();
    const row = await rowOf('index.html');
    for (const text of ['双十一主会场', '3f9a2c1', '已发布', '2026-11-20 10:00:00', '2.0 KB']) expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByRole('link', { name: '线上页面' }).getAttribute('target')).toBe('_blank');
    expect(await within(screen.getByTestId('folder-tree')).findByText('activity')).toBeTruthy();
  });

  it('shows the breadcrumb from the root, the open folder once, and opens an ancestor from it', async () => {
    const deep = { ...listing(40, 'double11', [file(31, 'index.html')], 'activity/double11'), ancestors: [{ id: 12, file_name: 'activity' }, { id: 40, file_name: 'double11' }] };
    backend.current.on(`GET ${BASE}folder/0`, { body: ok(ROOT) }).on(`GET ${BASE}folder/40`, { body: ok(deep) }).on(`GET ${BASE}folder/12`, { body: ok(ACTIVITY) });
    renderH5('/h5/relesesystem/edit?folder=40');
    await rowOf('index.html');
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(crumbs.textContent).toBe('根目录/activity/double11');
    await userEvent.setup().click(within(crumbs).getByRole('button', { name: 'activity' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/h5/relesesystem/edit?folder=12'));
  });

  it.each<[Role, string[], string[]]>([
    ['reader', [], ['新建文件夹', '上传文件', '上传文件夹', '备注', '关联 git 版本', '预发布', '删除']],
    ['editor', ['新建文件夹', '上传文件', '上传文件夹', '备注', '关联 git 版本', '删除'], ['预发布']],
    ['publisher', ['新建文件夹', '上传文件', '上传文件夹', '备注', '关联 git 版本', '预发布', '删除'], []],
  ])('shows a %s only the buttons the role may use', async (role, shown, hidden) => {
    serveFolders();
    open(role);
    await rowOf('index.html');
    const toolbar = screen.getByRole('toolbar', { name: '文件操作' });
    for (const name of shown) expect(within(toolbar).getByRole('button', { name: new RegExp(`^${name}(（\\d+）)?$`) })).toBeTruthy();
    for (const name of hidden) expect(within(toolbar).queryByRole('button', { name: new RegExp(`^${name}(（\\d+）)?$`) })).toBeNull();
    const row = await rowOf('index.html');
    expect(Boolean(within(row).queryByRole('button', { name: '重命名 index.html' }))).toBe(role !== 'reader');
  });

  it('rename onto a name that exists shows 名称已存在 and keeps what was typed', async () => {
    serveFolders();
    backend.current.on(`PUT ${BASE}filename/31`, { body: { code: 1401, msg: 'name exists', data: null } });
    open();
    const { user, dialog } = await openRowDialog('index.html', '重命名 index.html');
    const input = within(dialog).getByLabelText(/新名称/) as HTMLInputElement;
    await user.clear(input);
    await user.type(input, 'app.css{Enter}');
    expect(await within(dialog).findByText('名称已存在')).toBeTruthy();
    expect(input.value).toBe('app.css');
    expect(backend.current.callsTo(`PUT ${BASE}filename/31`)[0]?.body).toEqual({ file_name: 'app.css' });
  });

  it('a remark a colleague changed meanwhile (1043) says who and what, keeps mine; saving again overwrites based on theirs', async () => {
    serveFolders(listing(12, 'activity', [file(31, 'index.html', { remark: '旧备注', version: 700 })]));
    backend.current.onSequence(`POST ${BASE}remark/update`, [
      { body: { code: 1043, msg: 'stale', data: { operator: 'bob', time: '2026-11-23 09:05:00', version: 710, current: { id: 31, file_name: 'index.html', remark: '同事的备注' } } } },
      { body: ok({ updated: 1 }) },
    ]);
    open();
    const { user, dialog } = await openRowDialog('index.html', '备注 index.html');
    const input = within(dialog).getByLabelText(/备注/) as HTMLInputElement;
    await user.clear(input);
    await user.type(input, '我的备注');
    await user.click(within(dialog).getByRole('button', { name: '保存备注' }));
    expect(await within(dialog).findByText('「index.html」的备注已被 bob 于 2026-11-23 09:05:00 改为「同事的备注」。再次点击保存备注将覆盖，取消则保留对方的备注。')).toBeTruthy();
    expect(input.value).toBe('我的备注');
    expect(backend.current.callsTo(`POST ${BASE}remark/update`)[0]?.body).toEqual({ ids: [31], remark: '我的备注', base_versions: { '31': 700 } });
    await user.click(within(dialog).getByRole('button', { name: '保存备注' }));
    await waitFor(() => expect(backend.current.callsTo(`POST ${BASE}remark/update`)).toHaveLength(2));
    expect(backend.current.callsTo(`POST ${BASE}remark/update`)[1]?.body).toEqual({ ids: [31], remark: '我的备注', base_versions: { '31': 710 } });
  });

  it('refuses a bad name in the browser without a call', async () => {
    serveFolders();
    open();
    const { user, dialog } = await openRowDialog('index.html', '重命名 index.html');
    const input = within(dialog).getByLabelText(/新名称/);
    await user.clear(input);
    await user.type(input, 'a/b.html');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(/名称不能包含/)).toBeTruthy();
    expect(backend.current.callsTo(`PUT ${BASE}filename/31`)).toHaveLength(0);
  });

  it('a new folder is offered the next free default name and created in the open folder', async () => {
    serveFolders();
    backend.current.on(`POST ${BASE}add`, { body: ok(folder(41, '未命名文件夹2', { parent_id: 12 })) });
    const user = userEvent.setup();
    open();
    await rowOf('index.html');
    await user.click(screen.getByRole('button', { name: '新建文件夹' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/文件夹名称/) as HTMLInputElement).value).toBe('未命名文件夹2');
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(shownToasts()).toContain('success:文件夹已创建'));
    expect(backend.current.callsTo(`POST ${BASE}add`)[0]?.body).toEqual({ parent_id: 12, file_name: '未命名文件夹2' });
  });

  it('will not delete a folder with live files, and says why', async () => {
    serveFolders(listing(12, 'activity', [folder(40, 'double11', { parent_id: 12, live_count: 3 }), file(31, 'index.html')]));
    open();
    const { dialog } = await openRowDialog('double11', '删除 double11');
    expect(dialog.textContent).toContain('文件夹「double11」（含 3 个已发布文件）正在线上使用，不能删除');
    expect(within(dialog).getByRole('button', { name: '删除' }).hasAttribute('disabled')).toBe(true);
  });

  it('deletes the selected items after a confirmation', async () => {
    serveFolders();
    backend.current.on(`POST ${BASE}delete`, { body: ok({ deleted: 2 }) });
    const user = userEvent.setup();
    open();
    await selectRows(user, ['index.html', 'app.css']);
    await user.click(screen.getByRole('button', { name: '删除（2）' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确定删除以下 2 项吗');
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(shownToasts()).toContain('success:已删除 2 项'));
    expect(backend.current.callsTo(`POST ${BASE}delete`)[0]?.body).toEqual({ ids: [31, 32], base_versions: {} });
  });

  it('pre-publish shows what the check refuses and why, then pre-publishes the files that pass', async () => {
    serveFolders();
    backend.current
      .on(`POST ${BASE}check`, { body: ok({ ok: [31], refused: [{ id: 32, file_name: 'app.css', reason: '未关联 git 版本' }] }) })
      .on(`POST ${BASE}prepublish`, { body: ok({ created: 1 }) });
    const user = userEvent.setup();
    open();
    await selectRows(user, ['index.html', 'app.css']);
    await user.click(screen.getByRole('button', { name: '预发布' }));
    const dialog = await screen.findByRole('dialog');
    const refusals = await within(dialog).findByTestId('check-refusals');
    expect(refusals.textContent).toContain('app.css：未关联 git 版本');
    expect(backend.current.callsTo(`POST ${BASE}check`)[0]?.body).toEqual({ file_ids: [31, 32] });
    await user.click(within(dialog).getByRole('button', { name: '预发布 1 个文件' }));
    await waitFor(() => expect(shownToasts()).toContain('success:预发布成功：1 个文件已进入预发布列表'));
    expect(backend.current.callsTo(`POST ${BASE}prepublish`)[0]?.body).toEqual({ file_ids: [31], base_versions: {} });
  });

  it('attaches a git version to the selected files, checked first', async () => {
    serveFolders();
    backend.current.on(`POST ${BASE}gitid`, { body: ok({ updated: 1 }) });
    const user = userEvent.setup();
    open();
    await selectRows(user, ['index.html']);
    await user.click(screen.getByRole('button', { name: '关联 git 版本' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText(/git 版本/);
    await user.type(input, 'xyz{Enter}');
    expect(await within(dialog).findByText('git 版本应为 7–40 位十六进制提交号')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '3F9A2C1{Enter}');
    await waitFor(() => expect(backend.current.callsTo(`POST ${BASE}gitid`)).toHaveLength(1));
    expect(backend.current.callsTo(`POST ${BASE}gitid`)[0]?.body).toEqual({ ids: [31], git_id: '3f9a2c1', base_versions: {} });
  });
});
