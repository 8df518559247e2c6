import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { queryClient } from 'shared-ui/components';
import { ARTICLE_MESSAGES } from 'shared-ui/contract';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { preloadScreen } from '../App';
import { articleRow, pageOf, renderArticles } from '../testing/renderArticles';

const backend = fakeBackendPerTest();
// The routes load their screens lazily: load them once before the first test, not inside its time limit.
beforeAll(async () => {
  await import('./LibraryPage');
});
const LIST = 'GET article/list';
const location = () => screen.getByTestId('location').textContent ?? '';
const rowOf = (title: string) => screen.getByText(title).closest('[role="row"]') as HTMLElement;

describe('LibraryPage', () => {
  it('asks the list with the filters kept in the URL, and shows 暂无数据 for none', async () => {
    backend.current.on(LIST, { body: ok(pageOf([])) });
    renderArticles('/articles/library?search=美联储&article_module=hot&page=2&orderBy=title&order=asc');
    expect(await screen.findByText('暂无数据', {}, { timeout: 5000 })).toBeTruthy();
    expect(backend.current.callsTo(LIST)[0]?.params).toEqual({ search: '美联储', article_module: 'hot', currPage: 2, pageSize: 10, orderBy: 'title', order: 'asc' });
    expect((screen.getByLabelText('搜索标题或摘要') as HTMLInputElement).value).toBe('美联储');
  });

  it("takes the list the guard's early start asked for (the address's filters and sort), without asking again", async () => {
    backend.current.on(LIST, { body: ok(pageOf([articleRow('a1', '早到的文章')])) });
    try {
      preloadScreen('/library', '?article_module=hot&page=2&orderBy=pageview');
      await waitFor(() => expect(backend.current.callsTo(LIST)).toHaveLength(1));
      expect(backend.current.callsTo(LIST)[0]?.params).toEqual({ article_module: 'hot', currPage: 2, pageSize: 10, orderBy: 'pageview', order: 'desc' });
      renderArticles('/articles/library?article_module=hot&page=2&orderBy=pageview', { queryClient });
      expect(await screen.findByText('早到的文章', {}, { timeout: 5000 })).toBeTruthy();
      expect(backend.current.callsTo(LIST)).toHaveLength(1);
    } finally {
      queryClient.clear();
    }
  });

  it('下一页 moves on page by page, each page in the URL and asked of the server (it used to snap back to page 1)', async () => {
    backend.current.on(LIST, (request) => {
      const { currPage } = request.params as { currPage: number };
      const rows = Array.from({ length: 10 }, (_, i) => articleRow(`p${String(currPage)}-${String(i)}`, `第 ${String(currPage)} 页第 ${String(i + 1)} 篇`));
      return { body: ok({ ...pageOf(rows), total: 302, currPage }) };
    });
    renderArticles('/articles/library');
    await screen.findByText('第 1 页第 1 篇', {}, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByText('第 2 页第 1 篇');
    expect(location()).toBe('/articles/library?page=2');
    expect(screen.getByText('11–20 共 302')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByText('第 3 页第 1 篇');
    expect(location()).toBe('/articles/library?page=3');
    expect(backend.current.callsTo(LIST).map((call) => (call.params as { currPage: number }).currPage)).toEqual([1, 2, 3]);
  });

  it('applies a search to the URL and the call, back on page 1', async () => {
    backend.current.on(LIST, { body: ok(pageOf([articleRow('a1', '降息周期里的债券')])) });
    renderArticles('/articles/library?page=3');
    await screen.findByText('降息周期里的债券');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('搜索标题或摘要'), '降息');
    await user.type(screen.getByLabelText('作者'), '研究部{Enter}');
    await waitFor(() => expect(location()).toBe('/articles/library?search=%E9%99%8D%E6%81%AF&author=%E7%A0%94%E7%A9%B6%E9%83%A8'));
    await waitFor(() => expect(backend.current.callsTo(LIST).at(-1)?.params).toEqual({ search: '降息', author: '研究部', currPage: 1, pageSize: 10, orderBy: 'id', order: 'desc' }));
  });

  it('links a title to its detail page and offers 新增文章', async () => {
    backend.current.on(LIST, { body: ok(pageOf([articleRow('a1', '降息周期里的债券')])) });
    renderArticles('/articles/library');
    const link = await screen.findByRole('link', { name: '降息周期里的债券' });
    expect(link.getAttribute('href')).toBe('/articles/library/detail/a1');
    expect(screen.getByRole('link', { name: '新增文章' }).getAttribute('href')).toBe('/articles/add/newadd');
    expect(within(rowOf('降息周期里的债券')).getByRole('link', { name: '重新编辑' }).getAttribute('href')).toBe('/articles/library/reedit/a1');
  });

  it('deletes the selected articles after a confirmation', async () => {
    backend.current.on(LIST, { body: ok(pageOf([articleRow('a1', '第一篇'), articleRow('a2', '第二篇')])) });
    backend.current.on('POST article/delete', { body: ok({ deleted: 1, linkIds: ['a2'] }) });
    renderArticles('/articles/library');
    const user = userEvent.setup();
    await screen.findByText('第二篇');
    await user.click(within(rowOf('第二篇')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '删除所选' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定删除文章《第二篇》吗/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(shownToasts()).toContain(`success:${ARTICLE_MESSAGES.deleted}`));
    expect(backend.current.callsTo('POST article/delete')[0]?.body).toEqual({ linkIds: ['a2'], base_versions: {} });
    // The list is asked again after the write.
    await waitFor(() => expect(backend.current.callsTo(LIST).length).toBeGreaterThan(1));
  });

  it('says which operation slot uses which article when the server answers 1019', async () => {
    backend.current.on(LIST, { body: ok(pageOf([articleRow('a1', '第一篇'), articleRow('a2', '第二篇')])) });
    backend.current.on('POST article/delete', {
      body: {
        code: 1019,
        msg: ARTICLE_MESSAGES.inUse,
        data: [
          {
            linkId: 'a1',
            in_use: true,
            slots: [{ module_key: 'wm.marketHotSpots', module_title: '市场热点', path: '/operation/wm/modules/marketHotSpots', entry_id: 7, status: 'published' }],
          },
        ],
      },
    });
    renderArticles('/articles/library');
    const user = userEvent.setup();
    await screen.findByText('第一篇');
    await user.click(within(rowOf('第一篇')).getByRole('checkbox'));
    await user.click(within(rowOf('第二篇')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '删除所选' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ARTICLE_MESSAGES.inUse);
    expect(alert.textContent).toContain('《第一篇》 — 市场热点（已发布）');
    // A link to the entry, not a route to read (issue 44, item 14).
    expect(alert.textContent).not.toContain('/operation/');
    expect(within(alert).getByRole('link', { name: '打开条目 #7' }).getAttribute('href')).toBe('/operation/wm/modules/marketHotSpots?view=published&entry=7');
    expect(backend.current.callsTo('POST article/delete')[0]?.body).toEqual({ linkIds: ['a1', 'a2'], base_versions: {} });
    expect(shownToasts()).toEqual([]);
  });

  it('hides what the account\'s paths do not open: an editor of the library alone gets no 新增文章 and no 回收站', async () => {
    backend.current.on(LIST, { body: ok(pageOf([articleRow('a1', '第一篇')])) });
    renderArticles('/articles/library', { role: 'editor', permission: ['/articles/library'] });
    await screen.findByText('第一篇');
    expect(screen.queryByRole('link', { name: '新增文章' })).toBeNull();
    expect(screen.queryByRole('link', { name: '回收站' })).toBeNull();
    // Deleting is a library call: still offered.
    expect(screen.getByRole('button', { name: '删除所选' })).toBeTruthy();
  });

  it('offers 新增文章 and 回收站 to an editor whose paths include them', async () => {
    backend.current.on(LIST, { body: ok(pageOf([articleRow('a1', '第一篇')])) });
    renderArticles('/articles/library', { role: 'editor', permission: ['/articles/library', '/articles/add', '/articles/recycle'] });
    await screen.findByText('第一篇');
    expect(screen.getByRole('link', { name: '新增文章' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '回收站' })).toBeTruthy();
  });

  it('shows a reader no write actions', async () => {
    backend.current.on(LIST, { body: ok(pageOf([articleRow('a1', '第一篇')])) });
    renderArticles('/articles/library', { role: 'reader' });
    await screen.findByText('第一篇');
    expect(screen.queryByRole('link', { name: '新增文章' })).toBeNull();
    expect(screen.queryByRole('link', { name: '回收站' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: '删除所选' })).toBeNull();
    expect(within(rowOf('第一篇')).queryByRole('link', { name: '重新编辑' })).toBeNull();
    expect(within(rowOf('第一篇')).queryByRole('checkbox')).toBeNull();
  });
});
