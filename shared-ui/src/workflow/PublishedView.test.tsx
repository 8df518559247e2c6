import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, type Role } from 'shared-ui';
import { HOME_COMMON_LIVE_LIST, defineModule, field } from 'shared-ui/contract';
import { PublishedView } from './PublishedView';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { renderWorkflow } from './testing/renderWorkflow';
import { noticeModule, windowModule } from './testing/testModules';
import { page, workflowRow } from './testing/workflowRows';

const BASE = 'operation/test/notice/';
const LIST = `GET ${BASE}publish/list`;

const live = workflowRow(3, { title: '在线公告', url: '' }, { status: 'published', push_operator: 'bob', push_time: '2026-11-20 12:00:00' });
const scheduled = workflowRow(4, { title: '定时公告', url: '' }, { status: 'scheduled', push_operator: 'bob', push_time: '2099-01-01 08:00:00' });

const backend = fakeBackendPerTest();

const toasts = shownToasts;
const findRow = async (text: string) => (await screen.findByText(text)).closest('[role="row"]') as HTMLElement;

async function confirmIn(rowText: string, action: string) {
  const user = userEvent.setup();
  await user.click(within(await findRow(rowText)).getByRole('button', { name: action }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: action }));
}

describe('PublishedView', () => {
  it('lists live and scheduled entries with their status, who published and when, ordered by id', async () => {
    backend.current.on(LIST, { body: ok(page([scheduled, live])) });
    renderWorkflow(<PublishedView module={noticeModule} />);
    expect(within(await findRow('在线公告')).getByText('已发布')).toBeTruthy();
    expect(within(await findRow('定时公告')).getByText('待生效')).toBeTruthy();
    expect(within(await findRow('定时公告')).getByText('2099-01-01 08:00:00')).toBeTruthy();
    expect(within(await findRow('定时公告')).getByText('bob')).toBeTruthy();
    expect(backend.current.callsTo(LIST)[0]?.params).toEqual({ currPage: 1, pageSize: 10, orderBy: 'id', order: 'desc', channel: 'app' });
  });

  it('shows a window module its window instead of a push time', async () => {
    backend.current.on('GET operation/test/window/publish/list', { body: ok(page([])) });
    renderWorkflow(<PublishedView module={windowModule} />);
    await screen.findByText('暂无数据');
    expect(screen.getByRole('columnheader', { name: '生效时间' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '失效时间' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '推送人' })).toBeTruthy();
  });

  it('撤回 asks first, then PUT publish/cancel {id}, toast 撤回成功 and the list refreshes', async () => {
    backend.current.on(LIST, { body: ok(page([live])) }).on(`PUT ${BASE}publish/cancel`, { body: ok(null) });
    renderWorkflow(<PublishedView module={noticeModule} />);
    await confirmIn('在线公告', '撤回');
    await waitFor(() => expect(toasts()).toEqual(['success:撤回成功']));
    expect(backend.current.callsTo(`PUT ${BASE}publish/cancel`)[0]?.body).toEqual({ id: 3, channel: 'app' });
    await waitFor(() => expect(backend.current.callsTo(LIST)).toHaveLength(2));
  });

  it('a withdraw answered 1015 (already handled) only refreshes the list, with an info toast', async () => {
    backend.current.onSequence(LIST, [{ body: ok(page([live])) }, { body: ok(page([])) }]).on(`PUT ${BASE}publish/cancel`, { body: { code: 1015, msg: 'handled', data: null } });
    renderWorkflow(<PublishedView module={noticeModule} />);
    await confirmIn('在线公告', '撤回');
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(toasts()).toEqual(['info:该内容已被处理，列表已刷新']);
    expect(backend.current.callsTo(LIST)).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a module that does not refresh on 1015 shows it as an error', async () => {
    const strict = defineModule({ ...noticeModule, scope: undefined, name: 'strictNotice', withdrawConflictRefreshes: false, fields: [field.text('title', '标题', { inList: true })] });
    backend.current.on(LIST, { body: ok(page([live])) }).on(`PUT ${BASE}publish/cancel`, { body: { code: 1015, msg: 'handled', data: null } });
    renderWorkflow(<PublishedView module={strict} />);
    await confirmIn('在线公告', '撤回');
    await waitFor(() => expect(toasts()).toEqual(['error:该内容已被处理，列表已刷新']));
    expect(backend.current.callsTo(LIST)).toHaveLength(1);
  });

  it('下架 asks first, then PUT publish/out {ids}, toast 下架成功', async () => {
    backend.current.on(LIST, { body: ok(page([live])) }).on(`PUT ${BASE}publish/out`, { body: ok(null) });
    renderWorkflow(<PublishedView module={noticeModule} />);
    const user = userEvent.setup();
    await user.click(within(await findRow('在线公告')).getByRole('button', { name: '下架' }));
    const dialog = await screen.findByRole('dialog');
    // The confirmation names the entry by its title, not only its ID.
    expect(within(dialog).getByText('确定下架「在线公告」（ID 3）吗？下架后将移入历史记录。')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '下架' }));
    await waitFor(() => expect(toasts()).toEqual(['success:下架成功']));
    expect(backend.current.callsTo(`PUT ${BASE}publish/out`)[0]?.body).toEqual({ ids: [3], channel: 'app' });
  });

  it.each<[Role, boolean]>([
    ['reader', false],
    ['editor', true],
    ['publisher', true],
  ])('%s: 撤回 and 下架 shown = %s (they are PUT calls, which an editor may make)', async (role, shown) => {
    backend.current.on(LIST, { body: ok(page([live])) });
    renderWorkflow(<PublishedView module={noticeModule} />, { role });
    const row = await findRow('在线公告');
    expect(Boolean(within(row).queryByRole('button', { name: '撤回' }))).toBe(shown);
    expect(Boolean(within(row).queryByRole('button', { name: '下架' }))).toBe(shown);
  });

  it('刷新 reloads the list: an entry that went live meanwhile shows as 已发布', async () => {
    const live = { ...scheduled, status: 'published' as const };
    backend.current.onSequence(LIST, [{ body: ok(page([scheduled])) }, { body: ok(page([live])) }]);
    renderWorkflow(<PublishedView module={noticeModule} />);
    expect(within(await findRow('定时公告')).getByText('待生效')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '刷新' }));
    expect(await within(await findRow('定时公告')).findByText('已发布')).toBeTruthy();
    expect(backend.current.callsTo(LIST)).toHaveLength(2);
  });

  it('a list that cannot load says 加载失败 with 重试, not 暂无数据 / 共 0, and 重试 loads it', async () => {
    backend.current.onSequence(LIST, [{ status: 502, body: { code: 502, msg: 'Bad Gateway', data: null } }, { body: ok(page([live])) }]);
    renderWorkflow(<PublishedView module={noticeModule} />);
    const failed = await screen.findByTestId('list-load-failed');
    expect(failed.textContent).toContain('列表加载失败');
    expect(screen.queryByText('暂无数据')).toBeNull();
    await userEvent.setup().click(within(failed).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('在线公告')).toBeTruthy();
    expect(screen.queryByTestId('list-load-failed')).toBeNull();
  });

  describe('an ordered live list (liveList)', () => {
    const topics = defineModule({
      area: 'wm',
      name: 'testTopics',
      title: '测试专题',
      apiBase: 'test/topics/',
      liveList: HOME_COMMON_LIVE_LIST,
      schedule: 'push_time',
      fields: [field.text('title', '专题名称', { required: true, inList: true }), field.datetime('show_time', '展示时间', { required: true, inList: true })],
    });
    const TOPICS = 'GET test/topics/publish/list';
    const topic = (id: number, title: string, place: number) =>
      workflowRow(id, { title, show_time: '2026-11-20 10:00:00' }, { status: 'published', push_operator: 'bob', push_time: '2026-11-20 12:00:00', live_position: place });

    it('lists in the app’s order, first place first, and 调整顺序 saves every live id in the order set', async () => {
      const user = userEvent.setup();
      backend.current.on(TOPICS, { body: ok(page([topic(7, 'AI 算力', 1), topic(5, '高股息', 2), topic(9, '美元收益', 3)])) }).on('POST test/topics/publish/position/save', { body: ok({ ids: [5, 7, 9] }) });
      renderWorkflow(<PublishedView module={topics} />);
      expect(within(await findRow('AI 算力')).getByText('1')).toBeTruthy();
      expect(backend.current.callsTo(TOPICS)[0]?.params).toMatchObject({ orderBy: 'live_position', order: 'asc' });

      await user.click(screen.getByRole('button', { name: '调整顺序' }));
      const dialog = await screen.findByRole('dialog');
      await within(dialog).findByText('1. AI 算力');
      await user.click(within(dialog).getByRole('button', { name: '下移 AI 算力' }));
      expect(within(dialog).getAllByTestId('live-order-item').map((item) => item.textContent?.split('ID')[0])).toEqual(['1. 高股息', '2. AI 算力', '3. 美元收益']);
      await user.click(within(dialog).getByRole('button', { name: '保存顺序' }));
      await waitFor(() => expect(toasts()).toEqual(['success:顺序已保存']));
      expect(backend.current.callsTo('POST test/topics/publish/position/save')[0]?.body).toEqual({ ids: [5, 7, 9] });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('修改展示时间 sends the new value of that field only, and shows the server’s field problem without closing', async () => {
      const user = userEvent.setup();
      backend.current
        .on(TOPICS, { body: ok(page([topic(7, 'AI 算力', 1)])) })
        .onSequence('POST test/topics/showtime/update', [
          { body: { code: 1106, msg: '展示时间格式不正确', data: { errors: [{ field: 'show_time', message: '展示时间格式不正确' }] } } },
          { body: ok(topic(7, 'AI 算力', 1)) },
        ]);
      renderWorkflow(<PublishedView module={topics} />);
      await user.click(within(await findRow('AI 算力')).getByRole('button', { name: '修改展示时间' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: '保存' }));
      expect(await within(dialog).findByText('展示时间格式不正确')).toBeTruthy();
      expect(backend.current.callsTo('POST test/topics/showtime/update')[0]?.body).toEqual({ id: 7, show_time: '2026-11-20 10:00:00' });
      await user.click(within(dialog).getByRole('button', { name: '保存' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('an editor sees neither 调整顺序 nor 修改展示时间 (both are judged as publishing)', async () => {
      backend.current.on(TOPICS, { body: ok(page([topic(7, 'AI 算力', 1)])) });
      renderWorkflow(<PublishedView module={topics} />, { role: 'editor' });
      const row = await findRow('AI 算力');
      expect(within(row).queryByRole('button', { name: '修改展示时间' })).toBeNull();
      expect(screen.queryByRole('button', { name: '调整顺序' })).toBeNull();
    });
  });
});
