import { screen, within } from '@testing-library/react';
import { ok } from 'shared-ui';
import { fakeBackendPerTest } from 'shared-ui/testing';
import type { H5Overview } from 'shared-ui/contract';
import { BASE, entry } from '../testing/h5Fixtures';
import { renderH5 } from '../testing/renderH5';

const backend = fakeBackendPerTest();
// A DataGrid under jsdom with user-event typing takes seconds; with every workspace suite running at once, 5 s is too tight.

const overview: H5Overview = {
  folders: [
    { id: 12, file_name: 'activity', live_count: 4, last_publish: { git_id: '3f9a2c1', push_time: '2026-11-20 12:00:00', push_operator: 'carol' }, entry_url: '/h5-live/activity/index.html' },
    { id: 13, file_name: 'draft-project', live_count: 0, last_publish: null, entry_url: null },
  ],
  upcoming: [entry(9, 'activity/banner.png', { status: 'scheduled', push_time: '2099-01-01 08:00:00', push_operator: 'carol' })],
};

describe('/h5/newsystem', () => {
  it('shows each top-level folder with its live version, time, operator, count and live page; then what is scheduled', async () => {
    backend.current.on(`GET ${BASE}overview`, { body: ok(overview) });
    renderH5('/h5/newsystem');
    const row = (await screen.findByRole('link', { name: 'activity' })).closest('tr') as HTMLElement;
    for (const text of ['3f9a2c1', '2026-11-20 12:00:00', 'carol', '4']) expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByRole('link', { name: '/h5-live/activity/index.html' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'activity' }).getAttribute('href')).toBe('/h5/relesesystem/edit?folder=12');
    expect(within(screen.getByText('draft-project').closest('tr') as HTMLElement).getByText('未上线')).toBeTruthy();
    const upcoming = within(screen.getByRole('table', { name: '即将定时发布' }));
    expect(upcoming.getByText('activity/banner.png')).toBeTruthy();
    expect(upcoming.getByText('2099-01-01 08:00:00')).toBeTruthy();
  });

  it('says 暂无数据 when nothing exists yet', async () => {
    backend.current.on(`GET ${BASE}overview`, { body: ok({ folders: [], upcoming: [] }) });
    renderH5('/h5/newsystem');
    expect(await screen.findAllByText('暂无数据')).toHaveLength(2);
  });

  it('shows why it could not load, with a retry', async () => {
    backend.current.on(`GET ${BASE}overview`, { body: { code: 1107, msg: '接口不存在', data: null } });
    renderH5('/h5/newsystem');
    expect(await screen.findByText('加载失败：接口不存在')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
