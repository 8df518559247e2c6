import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { ARTICLE_MESSAGES } from 'shared-ui/contract';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { articleRow, editPageViews, noAuditRecords, renderArticles } from '../testing/renderArticles';

declare global {
  interface Window {
    __xss?: number;
  }
}

const backend = fakeBackendPerTest();
beforeAll(async () => {
  await import('./ArticleDetailPage');
});
beforeEach(() => noAuditRecords(backend.current));
afterEach(() => {
  delete window.__xss;
});

const detail = (extra: Record<string, unknown> = {}) => ({
  ...articleRow('a1', '债券配置'),
  content: '<p>安全正文</p><img src=x onerror="window.__xss=1"><table><tbody><tr><th>期限</th></tr></tbody></table>',
  own_disclaimer: '我方声明',
  other_disclaimer: '',
  deleted: false,
  manager_name: '',
  records: [
    { id: 2, type: 'edit', operator: 'bob', time: '2026-01-03 09:00:00' },
    { id: 1, type: 'create', operator: 'alice', time: '2026-01-02 09:00:00' },
  ],
  ...extra,
});
const free = { linkId: 'a1', in_use: false, slots: [] };

describe('ArticleDetailPage', () => {
  it('shows the fields, the sanitised body, the usage and the edit record', async () => {
    backend.current.on('GET article/detail', { body: ok(detail()) });
    backend.current.on('GET article/check/status', {
      body: ok({ linkId: 'a1', in_use: true, slots: [{ module_key: 'wm.hot', module_title: '热点文章', path: '/operation/wm/modules/marketHotSpots', entry_id: 3, status: 'prepublished' }] }),
    });
    renderArticles('/articles/library/detail/a1');
    await screen.findByRole('heading', { name: '债券配置' }, { timeout: 5000 });
    const body = screen.getByTestId('article-detail-body');
    expect(within(body).getByText('安全正文')).toBeTruthy();
    expect(within(body).getByText('期限')).toBeTruthy();
    expect(body.querySelector('[onerror]')).toBeNull();
    expect(window.__xss).toBeUndefined();
    const records = within(screen.getByRole('table', { name: '编辑记录' }));
    expect(records.getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['编辑bob2026-01-03 09:00:00', '新建alice2026-01-02 09:00:00']);
    // Each slot a link to its module screen at the entry (the shared where-used list, issue 33).
    expect((await screen.findByRole('link', { name: '热点文章' })).getAttribute('href')).toBe('/operation/wm/modules/marketHotSpots?view=prepublish&entry=3');
    expect(screen.getByText('条目 #3 · 预发布')).toBeTruthy();
    expect(screen.getByRole('link', { name: '重新编辑' }).getAttribute('href')).toBe('/articles/library/reedit/a1');
  });

  it('手机预览 shows the stored article as the app does: byline, disclaimer and the sanitised body', async () => {
    backend.current.on('GET article/detail', { body: ok(detail()) });
    backend.current.on('GET article/check/status', { body: ok(free) });
    renderArticles('/articles/library/detail/a1');
    await screen.findByRole('heading', { name: '债券配置' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '手机预览' }));
    const preview = within(within(await screen.findByRole('dialog', { name: '预览（App 展示效果）' })).getByTestId('article-preview'));
    expect(preview.getByRole('heading', { name: '债券配置' })).toBeTruthy();
    expect(preview.getByText('免责声明：我方声明')).toBeTruthy();
    expect(preview.getByText('安全正文')).toBeTruthy();
    expect(window.__xss).toBeUndefined();
  });

  it("shows the article's 修改记录 from the audit trail, each change's before → after a click away", async () => {
    backend.current.on('GET article/detail', { body: ok(detail()) });
    backend.current.on('GET article/check/status', { body: ok(free) });
    const edited = {
      id: 41, time: '2026-01-03 09:00:00', accountId: 2, account: 'bob', moduleKey: 'articles', moduleTitle: '文章库', menuPath: '/articles/library',
      entryId: 'a1', entryTitle: '债券配置', action: 'update', before: { title: '债券入门' }, after: { title: '债券配置' },
    };
    backend.current.on('GET /console/v1/audit/entry', { body: ok({ list: [edited], total: 1, currPage: 1, pageSize: 10 }) });
    renderArticles('/articles/library/detail/a1');
    await userEvent.click(await screen.findByTestId('entry-audit-41', undefined, { timeout: 15000 }));
    expect(backend.current.callsTo('GET /console/v1/audit/entry')[0]?.params).toMatchObject({ module: 'articles', entryId: 'a1' });
    const dialog = await screen.findByRole('dialog', { name: '修改 · 「债券配置」' });
    expect([...within(dialog).getByTestId('audit-change-title').querySelectorAll('th, td')].map((c) => c.textContent)).toEqual(['标题', '债券入门', '债券配置']);
  });

  it('deletes after a confirmation and goes back to the list', async () => {
    backend.current.on('GET article/detail', { body: ok(detail()) });
    backend.current.on('GET article/check/status', { body: ok(free) });
    backend.current.on('POST article/delete', { body: ok({ deleted: 1, linkIds: ['a1'] }) });
    backend.current.on('GET article/list', { body: ok({ list: [], total: 0, currPage: 1, pageSize: 10 }) });
    renderArticles('/articles/library/detail/a1');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: '债券配置' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(shownToasts()).toContain(`success:${ARTICLE_MESSAGES.deleted}`));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/articles/library'));
  });

  it('edits the page view count in place', async () => {
    backend.current.on('GET article/detail', { body: ok(detail()) });
    backend.current.on('GET article/check/status', { body: ok(free) });
    backend.current.on('POST article/update/pageview', { body: ok({ linkId: 'a1', pageview: 500 }) });
    renderArticles('/articles/library/detail/a1');
    const user = userEvent.setup();
    await editPageViews(user, '500');
    await waitFor(() => expect(backend.current.callsTo('POST article/update/pageview')[0]?.body).toEqual({ linkId: 'a1', pageview: 500 }));
    expect(shownToasts()).toContain(`success:${ARTICLE_MESSAGES.pageviewUpdated}`);
  });

  it('shows a reader no write actions, and a missing article as such', async () => {
    backend.current.on('GET article/detail', { body: { code: 1107, msg: ARTICLE_MESSAGES.notFound, data: null } });
    renderArticles('/articles/library/detail/gone', { role: 'reader' });
    expect(await screen.findByText('文章不存在或已被彻底删除', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });
});
