import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ok } from 'shared-ui';
import type { ItemUse, LibraryUsage } from 'shared-ui/contract';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-ui/router';
import { fakeBackendPerTest } from 'shared-ui/testing';
import { WhereUsedList } from './WhereUsedList';
import { WhereUsedPanel } from './WhereUsedPanel';

const backend = fakeBackendPerTest();

const USES: ItemUse[] = [
  { module_key: 'wm/openScreen', module_title: '理财 App · 开屏推荐', path: '/operation/wm/modules/openScreen', entry_id: 12, status: 'published' },
  { module_key: 'wm/openScreen', module_title: '理财 App · 开屏推荐', path: '/operation/wm/modules/openScreen', entry_id: 15, status: 'scheduled' },
  { module_key: 'br/info', module_title: '证券 App · 资讯', path: '/operation/br/modules/info', entry_id: 3, status: 'prepublished' },
  { module_key: 'wm/top3Fund', module_title: '理财 App · 收益排行前三', path: '/operation/wm/modules/top3Fund', entry_id: null, status: 'draft' },
];

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderAt(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/articles/information/detail/1/N1']}>
        {ui}
        <Routes>
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('WhereUsedList', () => {
  it('links each use to its module screen at the entry, on the tab that lists it; a draft to the edit tab', async () => {
    renderAt(<WhereUsedList uses={USES} itemName="资讯" />);
    const list = screen.getByRole('list', { name: '使用该资讯的运营位' });
    const hrefs = within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['理财 App · 开屏推荐', '/operation/wm/modules/openScreen?view=published&entry=12'],
      ['理财 App · 开屏推荐', '/operation/wm/modules/openScreen?view=published&entry=15'],
      ['证券 App · 资讯', '/operation/br/modules/info?view=prepublish&entry=3'],
      ['理财 App · 收益排行前三', '/operation/wm/modules/top3Fund'],
    ]);
    expect(screen.getByText('条目 #15 · 定时发布')).toBeTruthy();
    expect(screen.getByText('已保存的草稿（未预发布）')).toBeTruthy();
    await userEvent.click(within(list).getAllByRole('link')[2] as HTMLElement);
    expect(screen.getByTestId('location').textContent).toBe('/operation/br/modules/info?view=prepublish&entry=3');
  });

  it('names the item on each line where several items are listed, and says when nothing uses it', () => {
    renderAt(
      <>
        <WhereUsedList uses={USES.slice(0, 1)} itemName="基金" itemLabel="博睿全球科技QDII基金" />
        <WhereUsedList uses={[]} itemName="基金" emptyText="暂无运营位使用该基金（含已保存的草稿），可以删除。" />
      </>,
    );
    expect(screen.getByRole('list', { name: '使用「博睿全球科技QDII基金」的运营位' }).textContent).toContain('「博睿全球科技QDII基金」 — 理财 App · 开屏推荐');
    expect(screen.getByText('暂无运营位使用该基金（含已保存的草稿），可以删除。')).toBeTruthy();
  });
});

describe('WhereUsedPanel', () => {
  it('asks the library’s where-used call for the item and lists its uses', async () => {
    backend.current.on('GET /console/v1/library/information/usage', { body: ok<LibraryUsage>({ id: 'N1', uses: USES.slice(2, 3) }) });
    renderAt(<WhereUsedPanel library="information" id="N1" />);
    expect((await screen.findByRole('link', { name: '证券 App · 资讯' })).getAttribute('href')).toBe('/operation/br/modules/info?view=prepublish&entry=3');
    expect(backend.current.callsTo('GET /console/v1/library/information/usage').map((call) => call.params)).toEqual([{ id: 'N1' }]);
  });

  it('says nothing uses it, or that loading failed with 重试', async () => {
    backend.current.onSequence('GET /console/v1/library/funds/usage', [{ body: { code: 1106, data: null, msg: '请指定要查询的项（id）' } }, { body: ok<LibraryUsage>({ id: '7', uses: [] }) }]);
    renderAt(<WhereUsedPanel library="funds" id="7" />);
    expect((await screen.findByRole('alert')).textContent).toContain('使用情况加载失败：请指定要查询的项（id）');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无运营位使用该基金（含已保存的草稿），可以删除。')).toBeTruthy();
  });
});
