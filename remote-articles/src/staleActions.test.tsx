/**
 * Delete, recovery and the page-views edit of articles, and the 精选 toggle of information, name the version they were
 * based on (issue 35: no silent overwrite); an item a colleague changed since (1043) opens the engine's conflict
 * dialog: 重新加载 (nothing done, the list refreshed) or 仍然<action> (resent based on the colleague's version).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { ARTICLE_MESSAGES } from 'shared-ui/contract';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { informationRow, loadInformationScreens, renderInformation } from './information/testing/renderInformation';
import { articleRow, editPageViews, noAuditRecords, pageOf, renderArticles } from './testing/renderArticles';

const backend = fakeBackendPerTest();
beforeEach(() => noAuditRecords(backend.current));
beforeAll(async () => {
  await Promise.all([import('./library/LibraryPage'), import('./library/ArticleDetailPage'), import('./recycle/RecyclePage'), loadInformationScreens()]);
}, 30_000);

const stale = (current: Record<string, unknown>) => ({
  code: 1043,
  msg: '该内容已被 小李 于 2026-11-20 12:05:00 修改，请比较后选择重新加载或覆盖',
  data: { operator: '小李', time: '2026-11-20 12:05:00', version: 222, current },
});
const rowOf = async (text: string) => (await screen.findByText(text, {}, { timeout: 5000 })).closest('[role="row"]') as HTMLElement;
const conflictDialog = () => screen.findByRole('dialog', { name: '内容已被他人修改' }, { timeout: 5000 });

describe('stale article and information actions', () => {
  it('delete sends base_versions; a 1043 compares and 仍然删除 resends based on theirs', async () => {
    backend.current
      .on('GET article/list', { body: ok(pageOf([articleRow('a2', '第二篇', { version: 111 })])) })
      .onSequence('POST article/delete', [{ body: stale({ linkId: 'a2', title: '同事改过的标题', pageview: 0, deleted: 0 }) }, { body: ok({ deleted: 1, linkIds: ['a2'] }) }]);
    renderArticles('/articles/library');
    const user = userEvent.setup();
    await user.click(within(await rowOf('第二篇')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '删除所选' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    const conflict = await conflictDialog();
    expect(backend.current.callsTo('POST article/delete')[0]?.body).toEqual({ linkIds: ['a2'], base_versions: { a2: 111 } });
    expect(within(conflict).getByText('该内容已被 小李 于 2026-11-20 12:05:00 修改，请比较后选择重新加载或仍然删除')).toBeTruthy();
    await user.click(within(conflict).getByRole('button', { name: '比较差异' }));
    expect(within(conflict).getByText('同事改过的标题', { selector: 'del' })).toBeTruthy();
    await user.click(within(conflict).getByRole('button', { name: '仍然删除' }));
    await waitFor(() => expect(shownToasts()).toContain(`success:${ARTICLE_MESSAGES.deleted}`));
    expect(backend.current.callsTo('POST article/delete')[1]?.body).toEqual({ linkIds: ['a2'], base_versions: { a2: 222 } });
  });

  it('recovery sends base_versions; 重新加载 after a 1043 closes the dialogs, refreshes the bin and recovers nothing', async () => {
    backend.current
      .on('GET article/recycle/list', { body: ok(pageOf([articleRow('d1', '第一篇', { version: 111, delete_operator: 'bob', delete_time: '2026-02-01 10:00:00' })])) })
      .on('POST article/recovery', { body: stale({ linkId: 'd1', title: '第一篇', pageview: 9, deleted: 1 }) });
    renderArticles('/articles/recycle');
    const user = userEvent.setup();
    await user.click(within(await rowOf('第一篇')).getByRole('button', { name: '恢复' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '恢复' }));
    const conflict = await conflictDialog();
    expect(backend.current.callsTo('POST article/recovery')[0]?.body).toEqual({ linkIds: ['d1'], base_versions: { d1: 111 } });
    const listed = backend.current.callsTo('GET article/recycle/list').length;
    await user.click(within(conflict).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(backend.current.callsTo('GET article/recycle/list').length).toBeGreaterThan(listed));
    expect(backend.current.callsTo('POST article/recovery')).toHaveLength(1);
  });

  it('the page-views edit sends the detail’s base_version; 仍然保存 after a 1043 resends based on theirs', async () => {
    const detail = { ...articleRow('a1', '债券配置'), content: '<p>正文</p>', own_disclaimer: '', other_disclaimer: '', deleted: false, manager_name: '', records: [], version: 111 };
    backend.current
      .on('GET article/detail', { body: ok(detail) })
      .on('GET article/check/status', { body: ok({ linkId: 'a1', in_use: false, slots: [] }) })
      .onSequence('POST article/update/pageview', [{ body: stale({ linkId: 'a1', title: '债券配置', pageview: 900, deleted: 0 }) }, { body: ok({ linkId: 'a1', pageview: 500 }) }]);
    renderArticles('/articles/library/detail/a1');
    const user = userEvent.setup();
    await editPageViews(user, '500');
    const conflict = await conflictDialog();
    expect(backend.current.callsTo('POST article/update/pageview')[0]?.body).toEqual({ linkId: 'a1', pageview: 500, base_version: 111 });
    await user.click(within(conflict).getByRole('button', { name: '仍然保存' }));
    await waitFor(() => expect(shownToasts()).toContain(`success:${ARTICLE_MESSAGES.pageviewUpdated}`));
    expect(backend.current.callsTo('POST article/update/pageview')[1]?.body).toEqual({ linkId: 'a1', pageview: 500, base_version: 222 });
  });

  it('精选 sends base_versions; a 1043 opens the conflict dialog and 仍然设为精选 resends based on theirs', async () => {
    backend.current
      .on('GET article/information/list', { body: ok(pageOf([informationRow('a1', { title: '港股收评', version: 111 })])) })
      .onSequence('POST article/information/featured', [{ body: stale({ linkId: 'a1', title: '港股收评（更新）', featured: 0 }) }, { body: ok({ updated: 1 }) }]);
    renderInformation('/articles/information?type=2');
    const user = userEvent.setup();
    await user.click(within(await rowOf('港股收评')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '设为精选' }));
    const conflict = await conflictDialog();
    expect(backend.current.callsTo('POST article/information/featured')[0]?.body).toEqual({ linkIds: ['a1'], featured: 1, base_versions: { a1: 111 } });
    await user.click(within(conflict).getByRole('button', { name: '仍然设为精选' }));
    await waitFor(() => expect(shownToasts()).toContain('success:已设为精选（1 条）'));
    expect(backend.current.callsTo('POST article/information/featured')[1]?.body).toEqual({ linkIds: ['a1'], featured: 1, base_versions: { a1: 222 } });
  });
});
