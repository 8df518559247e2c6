import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { ARTICLE_MESSAGES } from 'shared-ui/contract';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { articleRow, pageOf, renderArticles } from '../testing/renderArticles';

const backend = fakeBackendPerTest();
beforeAll(async () => {
  await import('./RecyclePage');
});

const LIST = 'GET article/recycle/list';
const deleted = (linkId: string, title: string) => articleRow(linkId, title, { delete_operator: 'bob', delete_time: '2026-02-01 10:00:00' });
const rowOf = (title: string) => screen.getByText(title).closest('[role="row"]') as HTMLElement;

describe('RecyclePage', () => {
  it('lists deleted articles with who deleted them and when, newest deletion first', async () => {
    backend.current.on(LIST, { body: ok(pageOf([deleted('d1', '已删文章')])) });
    renderArticles('/articles/recycle');
    await screen.findByText('已删文章', {}, { timeout: 5000 });
    expect(within(rowOf('已删文章')).getByText('bob')).toBeTruthy();
    expect(within(rowOf('已删文章')).getByText('2026-02-01 10:00:00')).toBeTruthy();
    expect(backend.current.callsTo(LIST)[0]?.params).toEqual({ currPage: 1, pageSize: 10, orderBy: 'delete_time', order: 'desc' });
  });

  it('recovers the selected articles after a confirmation, toasts and refreshes the list', async () => {
    let recovered = false;
    backend.current.on(LIST, () => ({ body: ok(pageOf(recovered ? [deleted('d2', '第二篇')] : [deleted('d1', '第一篇'), deleted('d2', '第二篇')])) }));
    backend.current.on('POST article/recovery', () => {
      recovered = true;
      return { body: ok({ recovered: 1, linkIds: ['d1'] }) };
    });
    renderArticles('/articles/recycle');
    const user = userEvent.setup();
    await screen.findByText('第一篇', {}, { timeout: 5000 });
    await user.click(within(rowOf('第一篇')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '恢复所选' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定恢复文章《第一篇》吗/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '恢复' }));
    await waitFor(() => expect(shownToasts()).toContain(`success:${ARTICLE_MESSAGES.recovered}`));
    expect(backend.current.callsTo('POST article/recovery')[0]?.body).toEqual({ linkIds: ['d1'], base_versions: {} });
    await waitFor(() => expect(screen.queryByText('第一篇')).toBeNull());
    expect(screen.getByText('第二篇')).toBeTruthy();
  });

  it('recovers one article from its row', async () => {
    backend.current.on(LIST, { body: ok(pageOf([deleted('d1', '第一篇')])) });
    backend.current.on('POST article/recovery', { body: ok({ recovered: 1, linkIds: ['d1'] }) });
    renderArticles('/articles/recycle');
    const user = userEvent.setup();
    await screen.findByText('第一篇', {}, { timeout: 5000 });
    await user.click(within(rowOf('第一篇')).getByRole('button', { name: '恢复' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '恢复' }));
    await waitFor(() => expect(backend.current.callsTo('POST article/recovery')[0]?.body).toEqual({ linkIds: ['d1'], base_versions: {} }));
  });

  it('says why a recovery clashing with a live title was refused (1019)', async () => {
    backend.current.on(LIST, { body: ok(pageOf([deleted('d1', '第一篇')])) });
    backend.current.on('POST article/recovery', { body: { code: 1019, msg: ARTICLE_MESSAGES.recoverClash('第一篇'), data: null } });
    renderArticles('/articles/recycle');
    const user = userEvent.setup();
    await screen.findByText('第一篇', {}, { timeout: 5000 });
    await user.click(within(rowOf('第一篇')).getByRole('button', { name: '恢复' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '恢复' }));
    await waitFor(() => expect(shownToasts()).toEqual([`error:${ARTICLE_MESSAGES.recoverClash('第一篇')}`]));
  });

  it('lets a reader look but not recover', async () => {
    backend.current.on(LIST, { body: ok(pageOf([deleted('d1', '第一篇')])) });
    renderArticles('/articles/recycle', { role: 'reader' });
    await screen.findByText('第一篇', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: '恢复所选' })).toBeNull();
    expect(within(rowOf('第一篇')).queryByRole('button', { name: '恢复' })).toBeNull();
  });
});
