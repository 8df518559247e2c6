import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, type Role } from 'shared-ui';
import { PrepublishView } from './PrepublishView';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { renderWorkflow } from './testing/renderWorkflow';
import { noticeModule, windowModule } from './testing/testModules';
import { page, workflowRow } from './testing/workflowRows';

const BASE = 'operation/test/notice/';
const LIST = `GET ${BASE}prepublish/list`;

const notice = (id: number, title: string) => workflowRow(id, { title, url: 'https://example.com' }, { push_time: '2099-01-01 08:00:00' });

const backend = fakeBackendPerTest();
// Every publish dialog compares with what is live (LiveDiff; its own tests in LiveDiff.test.tsx): nothing is live here.
beforeEach(() => backend.current.on('GET /console/v1/workflow/live', { body: ok([]) }).on('GET /console/v1/workflow/live', { body: ok([]) }));

const toasts = shownToasts;
const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;
const findRow = async (text: string) => {
  await screen.findByText(text);
  return rowOf(text);
};
const displayedRows = () => document.querySelector('nav[aria-label="分页"] p')?.textContent ?? '';
const pickerInput = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const show = (role: Role = 'publisher', module = noticeModule) =>
  renderWorkflow(
    <PrepublishView module={module} />,
    { role },
  );

describe('PrepublishView', () => {
  it('shows 暂无数据 for an empty list, asking page 1 (1-based) of 10 ordered by pre_time, with the scope', async () => {
    backend.current.on(LIST, { body: ok(page([])) });
    show();
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(backend.current.callsTo(LIST)[0]?.params).toEqual({ currPage: 1, pageSize: 10, orderBy: 'pre_time', order: 'desc', channel: 'app' });
  });

  it('pages on the server: the next page asks currPage 2, and the count stays while it loads', async () => {
    let releaseSecond: () => void = () => undefined;
    backend.current.on(LIST, async (req) => {
      const currPage = (req.params as { currPage: number }).currPage;
      if (currPage === 2) await new Promise<void>((resolve) => (releaseSecond = resolve));
      const list = currPage === 1 ? Array.from({ length: 10 }, (_, i) => notice(30 - i, `第一页 ${String(i)}`)) : [notice(5, '第二页')];
      return { body: ok({ list, total: 11, currPage, pageSize: 10 }) };
    });
    show();
    expect(await screen.findByText('第一页 0')).toBeTruthy();
    expect(displayedRows()).toMatch(/1.10.*11/);
    await userEvent.setup().click(screen.getByRole('button', { name: /下一页/ }));
    await waitFor(() => expect(backend.current.callsTo(LIST)).toHaveLength(2));
    // Loading page 2: the pager still knows there are 11 rows.
    expect(displayedRows()).toMatch(/11/);
    releaseSecond();
    expect(await screen.findByText('第二页')).toBeTruthy();
    expect(backend.current.callsTo(LIST).map((c) => (c.params as { currPage: number }).currPage)).toEqual([1, 2]);
  });

  it('formats the module columns and shows who pre-published, when, and the preset time', async () => {
    backend.current.on(LIST, { body: ok(page([notice(3, '公告甲')])) });
    show();
    const row = await findRow('公告甲');
    expect(within(row).getByText('alice')).toBeTruthy();
    expect(within(row).getByText('2026-11-20 10:00:00')).toBeTruthy();
    expect(within(row).getByText('2099-01-01 08:00:00')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '预设发布时间' })).toBeTruthy();
    expect(within(row).queryByText('已过期')).toBeNull();
  });

  it('marks an entry whose preset time has passed 已过期, and only that one', async () => {
    const overdue = workflowRow(4, { title: '公告乙', url: 'https://example.com' }, { push_time: '2020-01-01 08:00:00' });
    backend.current.on(LIST, { body: ok(page([notice(3, '公告甲'), overdue])) });
    show();
    expect(within(await findRow('公告乙')).getByText('已过期').closest('[title]')?.getAttribute('title')).toBe('预设时间已过，发布时请重新设置');
    expect(within(rowOf('公告甲')).queryByText('已过期')).toBeNull();
  });

  it.each<[Role, string[], string[]]>([
    ['reader', [], ['编辑', '发布', '删除']],
    ['editor', ['编辑'], ['发布', '删除']],
    ['publisher', ['编辑', '发布', '删除'], []],
  ])('shows a %s only the row actions the role may perform', async (role, shown, hidden) => {
    backend.current.on(LIST, { body: ok(page([notice(3, '公告甲')])) });
    show(role);
    const row = await findRow('公告甲');
    for (const name of shown) expect(within(row).getByRole('button', { name })).toBeTruthy();
    for (const name of hidden) expect(within(row).queryByRole('button', { name })).toBeNull();
    expect(Boolean(screen.queryByRole('button', { name: /批量删除/ }))).toBe(role === 'publisher');
  });

  it('编辑: the form and time in a dialog, sent as PUT prepublish/:id, toast 保存并预发布成功', async () => {
    backend.current.on(LIST, { body: ok(page([notice(3, '公告甲')])) }).on(`PUT ${BASE}prepublish/3`, { body: ok(null) });
    const user = userEvent.setup();
    show('editor');
    await user.click(within(await findRow('公告甲')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect(pickerInput('push_time').value).toBe('2099-01-01 08:00:00');
    const title = within(dialog).getByLabelText(/^标题/) as HTMLInputElement;
    expect(title.value).toBe('公告甲');
    await user.clear(title);
    await user.type(title, '公告乙');
    await user.click(within(dialog).getByRole('button', { name: '保存并预发布' }));
    await waitFor(() => expect(toasts()).toContain('success:保存并预发布成功'));
    expect(backend.current.callsTo(`PUT ${BASE}prepublish/3`)[0]?.body).toEqual({ title: '公告乙', url: 'https://example.com', push_time: '2099-01-01 08:00:00', channel: 'app' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.current.callsTo(LIST)).toHaveLength(2);
  });

  it('发布: now sends only the id; at a preset time sends it', async () => {
    backend.current.on(LIST, { body: ok(page([notice(3, '公告甲')])) }).on(`POST ${BASE}publish`, { body: ok(null) });
    const user = userEvent.setup();
    show();
    await user.click(within(await findRow('公告甲')).getByRole('button', { name: '发布' }));
    let dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('radio', { name: '立即发布' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: '确定发布' }));
    await waitFor(() => expect(toasts()).toContain('success:发布成功'));
    expect(backend.current.callsTo(`POST ${BASE}publish`)[0]?.body).toEqual({ id: 3, channel: 'app' });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(rowOf('公告甲')).getByRole('button', { name: '发布' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '定时发布' }));
    fireEvent.change(pickerInput('push_time'), { target: { value: '2099-05-06 07:08:00' } });
    await user.click(within(dialog).getByRole('button', { name: '确定发布' }));
    await waitFor(() => expect(backend.current.callsTo(`POST ${BASE}publish`)).toHaveLength(2));
    expect(backend.current.callsTo(`POST ${BASE}publish`)[1]?.body).toEqual({ id: 3, push_time: '2099-05-06 07:08:00', channel: 'app' });
  });

  it('发布 answered 1015 (someone deleted it meanwhile): the list refreshes, the row goes, the dialog closes, an info toast', async () => {
    backend.current
      .onSequence(LIST, [{ body: ok(page([notice(3, '公告甲')])) }, { body: ok(page([])) }])
      .on(`POST ${BASE}publish`, { body: { code: 1015, msg: '该内容不存在或已被删除，列表已刷新', data: null } });
    const user = userEvent.setup();
    show();
    await user.click(within(await findRow('公告甲')).getByRole('button', { name: '发布' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定发布' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    // The server's own words: the entry is gone (not the catalogue's generic 1015 text).
    expect(toasts()).toEqual(['info:该内容不存在或已被删除，列表已刷新']);
  });

  it('发布 refused without field errors (a live limit): the toast says the server\'s reason, the dialog stays and 取消 closes it', async () => {
    backend.current
      .on(LIST, { body: ok(page([notice(3, '公告甲')])) })
      .on(`POST ${BASE}publish`, { body: { code: 1106, msg: '最多同时发布 1 条，请先下架或撤回', data: null } });
    const user = userEvent.setup();
    show();
    await user.click(within(await findRow('公告甲')).getByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确定发布' }));
    await waitFor(() => expect(toasts()).toEqual(['error:最多同时发布 1 条，请先下架或撤回']));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('发布 where the live entries fill the module\'s limit says the refusal before 确定, which it does not offer (issue 44, item 16)', async () => {
    const limited = { ...noticeModule, limits: { maxLive: 1 } };
    backend.current.on(LIST, { body: ok(page([notice(3, '公告甲')])) }).on(`GET ${BASE}publish/list`, { body: ok(page([notice(1, '线上公告')])) });
    const user = userEvent.setup();
    show('publisher', limited);
    await user.click(within(await findRow('公告甲')).getByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByTestId('live-limit')).textContent).toBe('最多同时发布 1 条，请先下架或撤回（线上的条目在「已发布」中）');
    expect((within(dialog).getByRole('button', { name: '确定发布' }) as HTMLButtonElement).disabled).toBe(true);
    expect(backend.current.callsTo(`GET ${BASE}publish/list`)[0]?.params).toMatchObject({ currPage: 1, pageSize: 1 });
    expect(backend.current.callsTo(`POST ${BASE}publish`)).toHaveLength(0);
  });

  it('发布 where the module\'s limit has room offers 确定 as usual', async () => {
    const limited = { ...noticeModule, limits: { maxLive: 1 } };
    backend.current.on(LIST, { body: ok(page([notice(3, '公告甲')])) }).on(`GET ${BASE}publish/list`, { body: ok(page([])) }).on(`POST ${BASE}publish`, { body: ok(null) });
    const user = userEvent.setup();
    show('publisher', limited);
    await user.click(within(await findRow('公告甲')).getByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(backend.current.callsTo(`GET ${BASE}publish/list`)).toHaveLength(1));
    expect(within(dialog).queryByTestId('live-limit')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '确定发布' }));
    await waitFor(() => expect(toasts()).toContain('success:发布成功'));
  });

  it('推送 of a window module now still asks and sends the end of the window', async () => {
    backend.current
      .on('GET operation/test/window/prepublish/list', { body: ok(page([workflowRow(9, { title: '窗口甲', enabled: 1 })])) })
      .on('POST operation/test/window/publish', { body: ok(null) });
    const user = userEvent.setup();
    show('publisher', windowModule);
    const row = await findRow('窗口甲');
    expect(within(row).getByText('是')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: '推送' }));
    const dialog = await screen.findByRole('dialog');
    expect(pickerInput('effect_time')).toBeNull();
    fireEvent.change(pickerInput('dead_time'), { target: { value: '2099-01-02 00:00:00' } });
    await user.click(within(dialog).getByRole('button', { name: '确定推送' }));
    await waitFor(() => expect(toasts()).toContain('success:推送成功'));
    expect(backend.current.callsTo('POST operation/test/window/publish')[0]?.body).toEqual({ id: 9, dead_time: '2099-01-02 00:00:00' });
  });

  it('删除 and 批量删除 ask first, then POST prepublish/delete with the ids', async () => {
    backend.current.on(LIST, { body: ok(page([notice(3, '公告甲'), notice(4, '公告乙')])) }).on(`POST ${BASE}prepublish/delete`, { body: ok(null) });
    const user = userEvent.setup();
    show();
    await user.click(within(await findRow('公告甲')).getByRole('button', { name: '删除' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.current.callsTo(`POST ${BASE}prepublish/delete`)).toHaveLength(0);

    const batch = screen.getByRole('button', { name: /批量删除/ });
    expect(batch.hasAttribute('disabled')).toBe(true);
    await user.click(within(rowOf('公告甲')).getByRole('checkbox'));
    await user.click(within(rowOf('公告乙')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '批量删除（2）' }));
    dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确定删除选中的 2 条预发布内容吗');
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(toasts()).toContain('success:删除成功'));
    expect(backend.current.callsTo(`POST ${BASE}prepublish/delete`)[0]?.body).toEqual({ ids: [3, 4], channel: 'app' });
  });
});

describe('PrepublishView · sorting', () => {
  it('sorts on the server by the clicked column, back on page 1', async () => {
    backend.current.on(LIST, { body: ok(page([notice(3, '公告甲')])) });
    show();
    await findRow('公告甲');
    await userEvent.setup().click(screen.getByRole('columnheader', { name: '标题' }));
    await waitFor(() => expect(backend.current.callsTo(LIST)).toHaveLength(2));
    // A first click sorts descending, as every list of the back office does (PagedGrid).
    expect(backend.current.callsTo(LIST)[1]?.params).toEqual({ currPage: 1, pageSize: 10, orderBy: 'title', order: 'desc', channel: 'app' });
  });

});

describe('加入发布批次', () => {
  const RELEASES = 'GET /console/v1/releases/list';
  const SAVE = 'POST /console/v1/releases/save';
  const entry = { module: 'wm/other', moduleTitle: '理财 App · 其他', recordId: 8, title: '理财节横幅', state: 'prepublished' as const, link: '/x' };
  const draft = { id: 3, name: '双十一理财节', push_time: '2099-11-11 20:00:00', note: '20:00 全部上线', owner: 'bob', state: 'draft' as const, due: false, version: 4, update_time: '2099-11-01 10:00:00', update_operator: 'bob', stopped: null, entries: [entry] };
  const scheduled = { ...draft, id: 4, name: '已安排的批次', state: 'scheduled' as const };

  it('adds the entry to a release being prepared, on the version listed, keeping its other entries', async () => {
    backend.current.on(LIST, { body: ok(page([notice(3, '公告甲')])) }).on(RELEASES, { body: ok([draft, scheduled]) }).on(SAVE, { body: ok({ ...draft, version: 5 }) });
    show('editor');
    await userEvent.click(within(await findRow('公告甲')).getByRole('button', { name: '加入发布批次' }));
    const dialog = await screen.findByRole('dialog', { name: /加入发布批次/ });
    // Only releases still being prepared can take an entry.
    expect(within(dialog).queryByText(/已安排的批次/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: /双十一理财节/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '加入' }));
    await waitFor(() => expect(backend.current.callsTo(SAVE)).toHaveLength(1));
    expect(backend.current.callsTo(SAVE)[0]?.body).toEqual({
      id: 3,
      name: '双十一理财节',
      push_time: '2099-11-11 20:00:00',
      note: '20:00 全部上线',
      entries: [
        { module: 'wm/other', id: 8 },
        { module: noticeModule.key, id: 3 },
      ],
      base_version: 4,
    });
    await waitFor(() => expect(toasts()).toContain('success:已加入发布批次「双十一理财节」'));
  });

  it('says so when someone changed the release meanwhile, reads the list again, and overwrites nothing', async () => {
    backend.current
      .on(LIST, { body: ok(page([notice(3, '公告甲')])) })
      .on(RELEASES, { body: ok([draft]) })
      .on(SAVE, { body: { code: 1043, data: { operator: 'bob', time: '2099-11-02 09:00:00', version: 5, current: null }, msg: '内容已被 bob 于 2099-11-02 09:00:00 修改' } });
    show('editor');
    await userEvent.click(within(await findRow('公告甲')).getByRole('button', { name: '加入发布批次' }));
    const dialog = await screen.findByRole('dialog', { name: /加入发布批次/ });
    await userEvent.click(within(dialog).getByRole('radio', { name: /双十一理财节/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '加入' }));
    expect(await within(dialog).findByText(/批次列表已重新读取，请再选一次/)).toBeTruthy();
    await waitFor(() => expect(backend.current.callsTo(RELEASES)).toHaveLength(2));
    expect(backend.current.callsTo(SAVE)).toHaveLength(1);
  });

  it('is not offered to a reader, nor to an account the release screen is not open to', async () => {
    backend.current.on(LIST, { body: ok(page([notice(3, '公告甲')])) });
    show('reader');
    await findRow('公告甲');
    expect(screen.queryByRole('button', { name: '加入发布批次' })).toBeNull();
  });

  it('is not offered where the account\'s paths do not reach 发布批次', async () => {
    backend.current.on(LIST, { body: ok(page([notice(3, '公告甲')])) });
    renderWorkflow(<PrepublishView module={noticeModule} />, { role: 'publisher', permission: ['/operation/wm/modules/workflowDemo'] });
    await findRow('公告甲');
    expect(screen.queryByRole('button', { name: '加入发布批次' })).toBeNull();
  });
});
