import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { queryClient } from 'shared-ui/components';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { preloadScreen } from '../App';
import { informationRow, pageOf, renderInformation, loadInformationScreens } from './testing/renderInformation';

const LIST = 'GET article/information/list';
const FEATURED = 'POST article/information/featured';
const backend = fakeBackendPerTest();
beforeAll(loadInformationScreens, 30_000);

const listParams = () => backend.current.callsTo(LIST).map((c) => c.params as Record<string, unknown>);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('[role="row"]') as HTMLElement;
const location = () => screen.getByTestId('location').textContent;

describe('InformationPage', () => {
  it('opens on 精选 (type 0), page 1 of 10, and shows the category, source, author, show time and page views', async () => {
    backend.current.on(LIST, { body: ok(pageOf([informationRow('a1', { featured: 1, title: '美联储议息前瞻', source_name: '路透社', source: 'reuters', pageview: 3456 })])) });
    renderInformation('/articles/information');
    const row = await rowOf('美联储议息前瞻');
    for (const text of ['头条', '路透社', '王编辑', '2026-11-20 09:30:00', '3,456', '精选']) expect(within(row).getByText(text)).toBeTruthy();
    expect(listParams()[0]).toEqual({ type: 0, currPage: 1, pageSize: 10 });
    expect(screen.getByRole('tab', { name: '精选', selected: true })).toBeTruthy();
  });

  it("takes the page the guard's early start asked for (the address's query), without asking again", async () => {
    backend.current.on(LIST, { body: ok(pageOf([informationRow('a1', { title: '早到的一页' })])) });
    try {
      preloadScreen('/information', '?type=2&page=3');
      await waitFor(() => expect(listParams()).toEqual([{ type: 2, currPage: 3, pageSize: 10 }]));
      renderInformation('/articles/information?type=2&page=3', { queryClient });
      await rowOf('早到的一页');
      expect(listParams()).toHaveLength(1);
    } finally {
      queryClient.clear();
    }
  });

  it('shows 暂无数据 for an empty category', async () => {
    backend.current.on(LIST, { body: ok(pageOf([])) });
    renderInformation('/articles/information?type=9');
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(listParams()[0]).toMatchObject({ type: 9 });
  });

  it('switches category: asks the list with that type, keeps it in the URL, and shows the stock calendar columns', async () => {
    backend.current.on(LIST, (req) => {
      const { type } = req.params as { type: number };
      const list =
        type === 1
          ? [informationRow('c1', { type: 1, title: '腾讯控股（00700）2026-11-26 财报发布', stock_code: '00700', stock_name: '腾讯控股', event_date: '2026-11-26', event_type: 'earnings', market: 'hk' })]
          : [informationRow('a1', { featured: 1 })];
      return { body: ok(pageOf(list)) };
    });
    renderInformation('/articles/information');
    await screen.findByText('资讯 a1');
    await userEvent.setup().click(screen.getByRole('tab', { name: '股票日历' }));
    const row = await rowOf('腾讯控股（00700）2026-11-26 财报发布');
    for (const text of ['2026-11-26', '港股 腾讯控股（00700）', '财报发布']) expect(within(row).getByText(text)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '事件日期' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: '浏览量' })).toBeNull();
    expect(listParams().map((p) => p.type)).toEqual([0, 1]);
    expect(location()).toBe('/articles/information?type=1');
  });

  it('searches on the server from page 1, keeping the search in the URL', async () => {
    backend.current.on(LIST, { body: ok(pageOf([informationRow('a1')])) });
    renderInformation('/articles/information?type=2&page=3');
    await screen.findByText('资讯 a1');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '搜索资讯' }), '腾讯{Enter}');
    await waitFor(() => expect(listParams().at(-1)).toEqual({ type: 2, currPage: 1, pageSize: 10, search: '腾讯' }));
    expect(listParams()[0]).toMatchObject({ currPage: 3 });
    expect(location()).toBe(`/articles/information?type=2&search=${encodeURIComponent('腾讯')}`);
  });

  it('marks the selected rows as 精选 and refreshes the list', async () => {
    backend.current.on(LIST, { body: ok(pageOf([informationRow('a1', { title: '港股收评' }), informationRow('a2', { title: '美股前瞻' })])) });
    backend.current.on(FEATURED, { body: ok({ updated: 1 }) });
    renderInformation('/articles/information?type=2');
    const row = await rowOf('港股收评');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('checkbox'));
    expect(screen.getByText('已选 1 条')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '设为精选' }));
    await waitFor(() => expect(backend.current.callsTo(FEATURED)).toHaveLength(1));
    expect(backend.current.callsTo(FEATURED)[0]?.body).toEqual({ linkIds: ['a1'], featured: 1, base_versions: {} });
    await waitFor(() => expect(shownToasts()).toContain('success:已设为精选（1 条）'));
    await waitFor(() => expect(backend.current.callsTo(LIST)).toHaveLength(2));
    expect(screen.getByText('已选 0 条')).toBeTruthy();
  });

  it('unmarks with 取消精选', async () => {
    backend.current.on(LIST, { body: ok(pageOf([informationRow('a1', { featured: 1, title: '港股收评' })])) });
    backend.current.on(FEATURED, { body: ok({ updated: 1 }) });
    renderInformation('/articles/information');
    const row = await rowOf('港股收评');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '取消精选' }));
    await waitFor(() => expect(backend.current.callsTo(FEATURED)[0]?.body).toEqual({ linkIds: ['a1'], featured: 0, base_versions: {} }));
  });

  it('links each row to its detail and its re-edit page with the source', async () => {
    backend.current.on(LIST, { body: ok(pageOf([informationRow('r9', { type: 6, source: 'reuters', source_name: '路透社', title: '油价走高' })])) });
    renderInformation('/articles/information?type=6');
    const row = await rowOf('油价走高');
    expect(within(row).getByRole('link', { name: '油价走高' }).getAttribute('href')).toBe('/articles/information/detail/6/r9');
    expect(within(row).getByRole('link', { name: '重新编辑 油价走高' }).getAttribute('href')).toBe('/articles/information/reedit/6/r9/reuters');
  });

  it('shows a reader neither row checkboxes, the 精选 buttons, re-edit nor 新增内容', async () => {
    backend.current.on(LIST, { body: ok(pageOf([informationRow('a1', { title: '港股收评' })])) });
    renderInformation('/articles/information?type=2', { role: 'reader' });
    const row = await rowOf('港股收评');
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(within(row).getByRole('link', { name: '详情 港股收评' })).toBeTruthy();
    expect(within(row).queryByRole('link', { name: '重新编辑 港股收评' })).toBeNull();
    for (const name of ['设为精选', '取消精选', '新增内容']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: '新增内容' })).toBeNull();
  });

  it('says why the list failed, and retries', async () => {
    backend.current.onSequence(LIST, [{ body: { code: 1000, data: null, msg: 'x' } }, { body: ok(pageOf([informationRow('a1')])) }]);
    renderInformation('/articles/information');
    expect(await screen.findByText('保存或发布失败')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('资讯 a1')).toBeTruthy();
  });
});
