import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { openRowDialog, rowOf, selectRows } from '../../testing/gridActions';
import { BASE, entry, paged } from '../../testing/h5Fixtures';
import { renderH5 } from '../../testing/renderH5';

const backend = fakeBackendPerTest();
// A DataGrid under jsdom with user-event typing takes seconds; with every workspace suite running at once, 5 s is too tight.
const LIST = `GET ${BASE}prepublish/list`;
const CHECK = `POST ${BASE}prepublish/check`;
const PUBLISH = `POST ${BASE}publish`;

const rows = [entry(7, 'activity/index.html'), entry(8, 'activity/app.css', { status: 'scheduled', push_operator: 'carol', push_time: '2099-01-01 08:00:00' })];

async function openPublish(ids: string[] = ['activity/index.html']) {
  const user = userEvent.setup();
  renderH5('/h5/relesesystem/prerelease');
  await selectRows(user, ids);
  await user.click(screen.getByRole('button', { name: /^发布选中/ }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('prerelease view', () => {
  beforeEach(() => backend.current.on(LIST, { body: ok(paged(rows)) }));

  it('lists the entries, server-paged, with who pre-published them and when they go live', async () => {
    renderH5('/h5/relesesystem/prerelease');
    const row = await rowOf('activity/app.css');
    for (const text of ['定时发布中', 'bob', 'carol', '2099-01-01 08:00:00', '3f9a2c1']) expect(within(row).getByText(text)).toBeTruthy();
    expect(backend.current.callsTo(LIST)[0]?.params).toEqual({ currPage: 1, pageSize: 10 });
  });

  it('shows an editor the list without publish or delete', async () => {
    renderH5('/h5/relesesystem/prerelease', 'editor');
    const row = await rowOf('activity/index.html');
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(within(row).queryByRole('button', { name: /发布|删除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /发布选中|删除选中/ })).toBeNull();
  });

  it('checks before publishing and publishes at once when all pass', async () => {
    backend.current.on(CHECK, { body: ok({ ok: [7], refused: [] }) }).on(PUBLISH, { body: ok({ published: 1, scheduled: 0 }) });
    const { user, dialog } = await openPublish();
    await user.click(within(dialog).getByRole('button', { name: '检查并发布' }));
    await waitFor(() => expect(shownToasts()).toContain('success:发布成功：1 个文件已上线'));
    expect(backend.current.callsTo(CHECK)[0]?.body).toEqual({ ids: [7] });
    expect(backend.current.callsTo(PUBLISH)[0]?.body).toEqual({ ids: [7] });
  });

  it('shows what the check refuses and why, and publishes only the entries that pass', async () => {
    backend.current
      .on(CHECK, { body: ok({ ok: [7], refused: [{ id: 8, file_name: 'activity/app.css', reason: '已有更新的预发布版本' }] }) })
      .on(PUBLISH, { body: ok({ published: 1, scheduled: 0 }) });
    const { user, dialog } = await openPublish(['activity/index.html', 'activity/app.css']);
    await user.click(within(dialog).getByRole('button', { name: '检查并发布' }));
    expect((await within(dialog).findByTestId('check-refusals')).textContent).toContain('activity/app.css：已有更新的预发布版本');
    expect(backend.current.callsTo(PUBLISH)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '发布通过检查的 1 条' }));
    await waitFor(() => expect(backend.current.callsTo(PUBLISH)).toHaveLength(1));
    expect(backend.current.callsTo(PUBLISH)[0]?.body).toEqual({ ids: [7] });
  });

  it('publishes at a preset time (Shanghai) and sends it to the check and the publish', async () => {
    backend.current.on(CHECK, { body: ok({ ok: [7], refused: [] }) }).on(PUBLISH, { body: ok({ published: 0, scheduled: 1 }) });
    const { user, dialog } = await openPublish();
    await user.click(within(dialog).getByRole('radio', { name: '定时发布' }));
    fireEvent.change(document.querySelector('input[name="push_time"]') as HTMLInputElement, { target: { value: '2099-05-06 07:08:00' } });
    await user.click(within(dialog).getByRole('button', { name: '检查并发布' }));
    await waitFor(() => expect(shownToasts()).toContain('success:已定时发布 1 个文件，将于 2099-05-06 07:08:00 上线'));
    expect(backend.current.callsTo(CHECK)[0]?.body).toEqual({ ids: [7], push_time: '2099-05-06 07:08:00' });
    expect(backend.current.callsTo(PUBLISH)[0]?.body).toEqual({ ids: [7], push_time: '2099-05-06 07:08:00' });
  });

  it('refuses a preset time in the past without a call', async () => {
    const { user, dialog } = await openPublish();
    await user.click(within(dialog).getByRole('radio', { name: '定时发布' }));
    fireEvent.change(document.querySelector('input[name="push_time"]') as HTMLInputElement, { target: { value: '2020-01-01 00:00:00' } });
    await user.click(within(dialog).getByRole('button', { name: '检查并发布' }));
    expect(await within(dialog).findByText('预设时间早于当前时间，请重新设置')).toBeTruthy();
    expect(backend.current.callsTo(CHECK)).toHaveLength(0);
  });

  it('a failed publish shows 发布失败 and the reason, and keeps the dialog open', async () => {
    backend.current.on(CHECK, { body: ok({ ok: [7], refused: [] }) }).on(PUBLISH, { body: { code: 1000, msg: '文件 activity/index.html 已被删除', data: null } });
    const { user, dialog } = await openPublish();
    await user.click(within(dialog).getByRole('button', { name: '检查并发布' }));
    const failure = await within(dialog).findByTestId('publish-failure');
    expect(failure.textContent).toBe('发布失败：文件 activity/index.html 已被删除');
    expect(shownToasts()).toContain('error:发布失败：文件 activity/index.html 已被删除');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('a publish refused with a check result names each entry and its reason after 发布失败', async () => {
    backend.current
      .on(CHECK, { body: ok({ ok: [7], refused: [] }) })
      .on(PUBLISH, { body: { code: 1000, msg: '', data: { ok: [], refused: [{ id: 7, file_name: 'activity/index.html', reason: '文件已被修改，请重新预发布' }] } } });
    const { user, dialog } = await openPublish();
    await user.click(within(dialog).getByRole('button', { name: '检查并发布' }));
    expect((await within(dialog).findByTestId('publish-failure')).textContent).toBe('发布失败：activity/index.html：文件已被修改，请重新预发布');
  });

  it('deletes entries after a confirmation that says a scheduled publish is cancelled', async () => {
    backend.current.on(`POST ${BASE}prepublish/delete`, { body: ok({ deleted: 1 }) });
    renderH5('/h5/relesesystem/prerelease');
    const { user, dialog } = await openRowDialog('activity/app.css', '删除 activity/app.css');
    expect(dialog.textContent).toContain('其中 1 条已定时发布，删除即取消定时');
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(shownToasts()).toContain('success:已删除 1 条预发布记录'));
    expect(backend.current.callsTo(`POST ${BASE}prepublish/delete`)[0]?.body).toEqual({ ids: [8] });
  });
});
