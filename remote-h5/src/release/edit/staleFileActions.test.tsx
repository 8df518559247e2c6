/**
 * Rename, delete, git version and pre-publish name the versions the list showed (issue 35: no silent overwrite); a
 * file a colleague changed since (1043) opens the engine's one conflict dialog: 比较差异, 重新加载 (nothing done,
 * the lists refreshed), 仍然<action> (resent based on the colleague's version).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { openRowDialog, rowOf, selectRows } from '../../testing/gridActions';
import { BASE, ROOT, file, listing } from '../../testing/h5Fixtures';
import { renderH5 } from '../../testing/renderH5';

const backend = fakeBackendPerTest();
const stale = (current: Record<string, unknown>) => ({
  code: 1043,
  msg: '该内容已被 bob 于 2026-11-23 09:05:00 修改，请比较后选择重新加载或覆盖',
  data: { operator: 'bob', time: '2026-11-23 09:05:00', version: 710, current },
});
const INDEX = file(31, 'index.html', { version: 700, git_id: '1111111' });

function serve() {
  backend.current.on(`GET ${BASE}folder/0`, { body: ok(ROOT) }).on(`GET ${BASE}folder/12`, { body: ok(listing(12, 'activity', [INDEX])) });
  renderH5('/h5/relesesystem/edit?folder=12', 'publisher');
}
const conflictDialog = () => screen.findByRole('dialog', { name: '内容已被他人修改' }, { timeout: 5000 });

describe('stale H5 file actions', () => {
  it('rename sends base_version; a 1043 compares the names and 仍然重命名 renames based on theirs', async () => {
    serve();
    backend.current.onSequence(`PUT ${BASE}filename/31`, [{ body: stale({ ...INDEX, file_name: 'home.html' }) }, { body: ok({ ...INDEX, file_name: 'main.html' }) }]);
    const { user, dialog } = await openRowDialog('index.html', '重命名 index.html');
    const input = within(dialog).getByLabelText(/新名称/);
    await user.clear(input);
    await user.type(input, 'main.html{Enter}');
    const conflict = await conflictDialog();
    expect(backend.current.callsTo(`PUT ${BASE}filename/31`)[0]?.body).toEqual({ file_name: 'main.html', base_version: 700 });
    expect(within(conflict).getByText('该内容已被 bob 于 2026-11-23 09:05:00 修改，请比较后选择重新加载或仍然重命名')).toBeTruthy();
    await user.click(within(conflict).getByRole('button', { name: '比较差异' }));
    expect(within(conflict).getByText('home', { selector: 'del' })).toBeTruthy();
    await user.click(within(conflict).getByRole('button', { name: '仍然重命名' }));
    await waitFor(() => expect(shownToasts()).toContain('success:重命名成功'));
    expect(backend.current.callsTo(`PUT ${BASE}filename/31`)[1]?.body).toEqual({ file_name: 'main.html', base_version: 710 });
  });

  it('delete sends base_versions; 重新加载 after a 1043 closes the dialogs, refreshes the folder and deletes nothing', async () => {
    serve();
    backend.current.on(`POST ${BASE}delete`, { body: stale({ ...INDEX, remark: '同事的备注' }) });
    const { user, dialog } = await openRowDialog('index.html', '删除 index.html');
    const listed = backend.current.callsTo(`GET ${BASE}folder/12`).length;
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    const conflict = await conflictDialog();
    expect(backend.current.callsTo(`POST ${BASE}delete`)[0]?.body).toEqual({ ids: [31], base_versions: { '31': 700 } });
    await user.click(within(conflict).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(backend.current.callsTo(`GET ${BASE}folder/12`).length).toBeGreaterThan(listed));
    expect(backend.current.callsTo(`POST ${BASE}delete`)).toHaveLength(1);
  });

  it('git version sends base_versions; 仍然关联 after a 1043 resends based on theirs', async () => {
    serve();
    backend.current.onSequence(`POST ${BASE}gitid`, [{ body: stale({ ...INDEX, git_id: '2222222' }) }, { body: ok({ updated: 1 }) }]);
    const user = userEvent.setup();
    await selectRows(user, ['index.html']);
    await user.click(screen.getByRole('button', { name: '关联 git 版本' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText(/git 版本/);
    await user.clear(input);
    await user.type(input, '3f9a2c1{Enter}');
    const conflict = await conflictDialog();
    expect(backend.current.callsTo(`POST ${BASE}gitid`)[0]?.body).toEqual({ ids: [31], git_id: '3f9a2c1', base_versions: { '31': 700 } });
    await user.click(within(conflict).getByRole('button', { name: '仍然关联' }));
    await waitFor(() => expect(shownToasts()).toContain('success:已为 1 个文件关联 git 版本 3f9a2c1'));
    expect(backend.current.callsTo(`POST ${BASE}gitid`)[1]?.body).toEqual({ ids: [31], git_id: '3f9a2c1', base_versions: { '31': 710 } });
  });

  it('pre-publish sends base_versions; a 1043 opens the conflict dialog and 仍然预发布 resends based on theirs', async () => {
    serve();
    backend.current
      .on(`POST ${BASE}check`, { body: ok({ ok: [31], refused: [] }) })
      .onSequence(`POST ${BASE}prepublish`, [{ body: stale({ ...INDEX, git_id: '2222222' }) }, { body: ok({ created: 1 }) }]);
    const user = userEvent.setup();
    await rowOf('index.html');
    await selectRows(user, ['index.html']);
    await user.click(screen.getByRole('button', { name: '预发布' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: '预发布 1 个文件' }));
    const conflict = await conflictDialog();
    expect(backend.current.callsTo(`POST ${BASE}prepublish`)[0]?.body).toEqual({ file_ids: [31], base_versions: { '31': 700 } });
    await user.click(within(conflict).getByRole('button', { name: '仍然预发布' }));
    await waitFor(() => expect(shownToasts()).toContain('success:预发布成功：1 个文件已进入预发布列表'));
    expect(backend.current.callsTo(`POST ${BASE}prepublish`)[1]?.body).toEqual({ file_ids: [31], base_versions: { '31': 710 } });
  });
});
