import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureAppLinks, ok } from 'shared-ui';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import type { H5HistoryEntry } from 'shared-ui/contract';
import { openRowDialog, rowOf } from '../../testing/gridActions';
import { BASE, live, paged } from '../../testing/h5Fixtures';
import { renderH5 } from '../../testing/renderH5';

const backend = fakeBackendPerTest();
// A DataGrid under jsdom with user-event typing takes seconds; with every workspace suite running at once, 5 s is too tight.
const history: H5HistoryEntry = {
  id: 3,
  action: 'revoke',
  path: 'activity/old.html',
  git_id: 'aa11bb2',
  sha256: '12'.repeat(32),
  operator: 'dave',
  time: '2026-11-19 09:00:00',
  pre_operator: null,
  pre_time: null,
  late: 0,
};

describe('release view', () => {
  beforeEach(() =>
    backend.current
      .on(`GET ${BASE}publish/list`, { body: ok(paged([live(5, 'activity/index.html', 2), live(6, 'activity/new.html', 0)])) })
      .on(`GET ${BASE}publish/history`, { body: ok(paged([history])) }),
  );

  it('lists live files with a link that opens each URL in a new tab, and the history with operators', async () => {
    renderH5('/h5/relesesystem/release');
    const link = await screen.findByRole('link', { name: '/h5-live/activity/index.html' });
    expect(link.getAttribute('href')).toBe('/h5-live/activity/index.html');
    expect(link.getAttribute('target')).toBe('_blank');
    const row = await rowOf('activity/old.html');
    for (const text of ['撤销', 'dave', '2026-11-19 09:00:00']) expect(within(row).getByText(text)).toBeTruthy();
    // Two lists on one page: each search and each pager is a landmark of its own name (axe: landmark-unique).
    expect(screen.getAllByRole('search').map((form) => form.getAttribute('aria-label'))).toEqual(['搜索线上文件', '搜索发布与撤销记录']);
    expect(screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))).toEqual(expect.arrayContaining(['线上文件分页', '发布与撤销记录分页']));
  });

  it('opens a live file on the environment\'s home-page link base when one is configured (issue 30)', async () => {
    configureAppLinks({ environment: 'stage', linkBase: 'https://m-stage.example.com' });
    try {
      renderH5('/h5/relesesystem/release');
      const link = await screen.findByRole('link', { name: 'https://m-stage.example.com/h5-live/activity/index.html' });
      expect(link.getAttribute('href')).toBe('https://m-stage.example.com/h5-live/activity/index.html');
    } finally {
      configureAppLinks({ environment: null, linkBase: '' });
    }
  });

  it('says a revoke brings the previous version back, then revokes', async () => {
    backend.current.on(`POST ${BASE}revoke/5`, { body: ok({ outcome: 'restored', live: { ...live(5, 'activity/index.html', 1), git_id: '0ld1234' } }) });
    renderH5('/h5/relesesystem/release');
    const { user, dialog } = await openRowDialog('/h5-live/activity/index.html', '撤销 activity/index.html');
    expect(dialog.textContent).toContain('撤销后，activity/index.html 将恢复为上一个发布的版本（共有 2 个较早版本可恢复）');
    await user.click(within(dialog).getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(shownToasts()).toContain('success:撤销成功：已恢复上一版本（git 0ld1234）'));
  });

  it('says a revoke with no earlier version takes the page down (404)', async () => {
    renderH5('/h5/relesesystem/release');
    const { user, dialog } = await openRowDialog('/h5-live/activity/new.html', '撤销 activity/new.html');
    expect(dialog.textContent).toContain('撤销后，activity/new.html 将从线上移除：它没有较早的发布版本，访问 /h5-live/activity/new.html 将返回 404');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a revoke already handled (1015) only refreshes', async () => {
    backend.current.on(`POST ${BASE}revoke/6`, { body: { code: 1015, msg: '', data: null } });
    renderH5('/h5/relesesystem/release');
    const { user, dialog } = await openRowDialog('/h5-live/activity/new.html', '撤销 activity/new.html');
    await user.click(within(dialog).getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(shownToasts()).toContain('info:该内容已被处理，列表已刷新'));
    await waitFor(() => expect(backend.current.callsTo(`GET ${BASE}publish/list`).length).toBeGreaterThan(1));
  });

  it('shows a reader no revoke', async () => {
    renderH5('/h5/relesesystem/release', 'reader');
    const row = await rowOf('/h5-live/activity/index.html');
    expect(within(row).queryByRole('button', { name: /撤销/ })).toBeNull();
  });

  it('searches by path on the server, from page 1', async () => {
    const user = userEvent.setup();
    renderH5('/h5/relesesystem/release');
    await rowOf('/h5-live/activity/index.html');
    const search = within(screen.getByTestId('live-files')).getByLabelText('按路径搜索');
    await user.type(search, 'index{Enter}');
    await waitFor(() => expect(backend.current.callsTo(`GET ${BASE}publish/list`).at(-1)?.params).toEqual({ currPage: 1, pageSize: 10, search: 'index' }));
  });
});
