import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, type Role } from 'shared-ui';
import { ErrorCode } from 'shared-ui/contract';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { STOCK_NEWS_BASE as BASE, stockNewsDetail as detailOf, pageOf as page, renderSignedIn, stockNewsRow as row } from '../testing/newsFixtures';
import { StockNewsPage } from './StockNewsPage';

// A DataGrid renders its rows a moment after the data arrives; under a full parallel run that is more than 1 s.
const GRID_WAIT = { timeout: 5000 };

const backend = fakeBackendPerTest();
const LIST = `GET ${BASE}list`;

function renderPage(role: Role = 'publisher', url = '/operation/br/modules/stockNews') {
  return renderSignedIn(<StockNewsPage />, role, url);
}

describe('StockNewsPage', () => {
  it('lists the items and sends the status, symbol and search filters, back on page 1', async () => {
    backend.current.on(LIST, { body: ok(page([row(2, { status: 0, waiting_at: 80001 }), row(1, { shelf: 'published' })], 23)) });
    renderPage();
    expect(await screen.findByText('腾讯控股资讯 2', {}, GRID_WAIT)).toBeTruthy();
    expect(screen.getByText('待审批 · 待CEO 发布审批')).toBeTruthy();
    expect(screen.getByText('已发布')).toBeTruthy();
    expect(backend.current.callsTo(LIST)[0]?.params).toEqual({ currPage: 1, pageSize: 10 });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('股票代码'), '00700.hk');
    await user.type(screen.getByLabelText('搜索标题或股票名称'), '回购{Enter}');
    await waitFor(() => expect(backend.current.callsTo(LIST).at(-1)?.params).toEqual({ currPage: 1, pageSize: 10, symbol: '00700.HK', search: '回购' }));
    // 审批状态 filters in its column's header (spec §2): pick, 确认.
    await user.click(screen.getByRole('button', { name: '筛选审批状态' }));
    await user.click(within(await screen.findByRole('dialog', { name: '筛选审批状态' })).getByRole('combobox', { name: '审批状态' }));
    await user.click(await screen.findByRole('option', { name: '已驳回' }));
    await user.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(backend.current.callsTo(LIST).at(-1)?.params).toEqual({ currPage: 1, pageSize: 10, status: '2', symbol: '00700.HK', search: '回购' }));
    await user.click(screen.getByRole('button', { name: /下一页|next page/i }));
    await waitFor(() => expect(backend.current.callsTo(LIST).at(-1)?.params).toMatchObject({ currPage: 2 }));
    // A column sorts on the server, from page 1 again (spec §3 orderBy / order).
    await user.click(screen.getByRole('columnheader', { name: /更新时间/ }));
    await waitFor(() => expect(backend.current.callsTo(LIST).at(-1)?.params).toMatchObject({ currPage: 1, orderBy: 'updated_at', order: 'desc' }));
  });

  it('a reader reads the detail and its history, with no button that writes', async () => {
    const agreed = row(1);
    backend.current.on(LIST, { body: ok(page([agreed])) });
    backend.current.on(`GET ${BASE}detail/1`, { body: ok(detailOf(agreed)) });
    renderPage('reader');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '详情：腾讯控股资讯 1' }, GRID_WAIT));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/陈晓琳 同意（运营发布审批）/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '写资讯' })).toBeNull();
    for (const name of ['复制审批链接', '立即发布', '申请下架', '编辑']) expect(within(dialog).queryByRole('button', { name })).toBeNull();
  });

  it('opens the item the address names (?detail=, where /home links an approval waiting), and closing it forgets it', async () => {
    const waiting = row(3, { status: 0, waiting_at: 70000 });
    backend.current.on(LIST, { body: ok(page([waiting])) });
    backend.current.on(`GET ${BASE}detail/3`, { body: ok(detailOf(waiting)) });
    renderPage('reader', '/operation/br/modules/stockNews?detail=3');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('腾讯控股资讯 3')).toBeTruthy();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a publisher copies the approval link of the level the item waits at', async () => {
    const waiting = row(3, { status: 0, waiting_at: 80001 });
    backend.current.on(LIST, { body: ok(page([waiting])) });
    backend.current.on(`GET ${BASE}detail/3`, { body: ok(detailOf(waiting)) });
    backend.current.on(`GET ${BASE}link/3`, { body: ok({ token: 'tk', url: '/approval/80001?token=tk', expires_at: '2026-01-08 10:00:00' }) });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '详情：腾讯控股资讯 3' }, GRID_WAIT));
    await user.click(await screen.findByRole('button', { name: '复制审批链接' }));
    await waitFor(() => expect(backend.current.callsTo(`GET ${BASE}link/3`)[0]?.params).toEqual({ screen: 80001 }));
    expect(((await screen.findByLabelText('审批链接')) as HTMLInputElement).value).toBe(`${window.location.origin}/approval/80001?token=tk`);
  });

  it('a publisher pre-pushes an agreed item with a time, or publishes it now', async () => {
    const agreed = row(1);
    backend.current.on(LIST, { body: ok(page([agreed])) });
    backend.current.on(`GET ${BASE}detail/1`, { body: ok(detailOf(agreed)) });
    backend.current.on(`POST ${BASE}h5/publish/push`, { body: ok(detailOf(agreed, { shelf: 'scheduled', push_time: '2026-01-06 09:00:00' })) });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '详情：腾讯控股资讯 1' }, GRID_WAIT));
    expect(await screen.findByRole('button', { name: '立即发布' })).toBeTruthy();
    await user.type(screen.getByLabelText('预推送时间'), '2026-01-06 09:00:00');
    await user.click(screen.getByRole('button', { name: '预推送' }));
    // Sent based on the version shown (contract staleSave.ts), so a change made meanwhile is not pushed unseen.
    await waitFor(() => expect(backend.current.callsTo(`POST ${BASE}h5/publish/push`)[0]?.body).toEqual({ id: 1, push_time: '2026-01-06 09:00:00', base_version: 4 }));
  });

  it('立即发布 asks first, naming the title, then publishes based on the version shown', async () => {
    const agreed = row(1);
    backend.current.on(LIST, { body: ok(page([agreed])) });
    backend.current.on(`GET ${BASE}detail/1`, { body: ok(detailOf(agreed)) });
    backend.current.on(`POST ${BASE}publish`, { body: ok(detailOf(agreed, { shelf: 'published' })) });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '详情：腾讯控股资讯 1' }, GRID_WAIT));
    await user.click(await screen.findByRole('button', { name: '立即发布' }));
    const confirm = await screen.findByRole('dialog', { name: '立即发布' });
    expect(within(confirm).getByText('确定立即发布「腾讯控股资讯 1」吗？发布后客户即可在 App 中看到。')).toBeTruthy();
    expect(backend.current.callsTo(`POST ${BASE}publish`)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '立即发布' }));
    await waitFor(() => expect(backend.current.callsTo(`POST ${BASE}publish`)[0]?.body).toEqual({ id: 1, base_version: 4 }));
    await waitFor(() => expect(shownToasts()).toContain('success:已发布'));
  });

  it('refuses an impossible pre-push time beside the field, with the date rule’s words, before any call', async () => {
    const agreed = row(1);
    backend.current.on(LIST, { body: ok(page([agreed])) });
    backend.current.on(`GET ${BASE}detail/1`, { body: ok(detailOf(agreed)) });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '详情：腾讯控股资讯 1' }, GRID_WAIT));
    await user.type(await screen.findByLabelText('预推送时间'), '2027-02-30 09:00:00');
    expect(screen.getByText('预推送时间不是有效时间：2027 年 2 月只有 28 天')).toBeTruthy();
    expect((screen.getByRole('button', { name: '预推送' }) as HTMLButtonElement).disabled).toBe(true);
    expect(backend.current.callsTo(`POST ${BASE}h5/publish/push`)).toEqual([]);
  });

  it('once both levels approved the off-shelf application, 下架 takes the item off', async () => {
    const approved = row(5, { shelf: 'offApproved' });
    backend.current.on(LIST, { body: ok(page([approved])) });
    backend.current.on(`GET ${BASE}detail/5`, { body: ok(detailOf(approved)) });
    backend.current.on(`POST ${BASE}publish/out`, { body: ok(detailOf(approved, { shelf: 'off' })) });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '详情：腾讯控股资讯 5' }, GRID_WAIT));
    await user.click(await screen.findByRole('button', { name: '下架' }));
    // It asks first, naming the item.
    const confirm = await screen.findByRole('dialog', { name: '下架' });
    expect(within(confirm).getByText('确定下架「腾讯控股资讯 5」吗？下架后客户将不再看到这条资讯。')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: '下架' }));
    await waitFor(() => expect(backend.current.callsTo(`POST ${BASE}publish/out`)[0]?.body).toEqual({ id: 5, base_version: 4 }));
  });

  it("an application refused because another item's waits (1025) says which one holds the queue", async () => {
    const live = row(6, { shelf: 'published' });
    backend.current.on(LIST, { body: ok(page([live])) });
    backend.current.on(`GET ${BASE}detail/6`, { body: ok(detailOf(live)) });
    backend.current.on(`POST ${BASE}h5/out/push`, {
      // The server's own words are not what is shown: the client says it from the data.
      body: { code: ErrorCode.OffShelfApprovalInProgress, msg: 'in progress', data: { pending: { id: 2, title: '贵州茅台中期分红' } } },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '详情：腾讯控股资讯 6' }, GRID_WAIT));
    await user.click(await screen.findByRole('button', { name: '申请下架' }));
    await waitFor(() => expect(shownToasts()).toContain('error:运营下架审批中：「贵州茅台中期分红」的下架申请尚在审批，审批完成后才能再申请下架'));
  });

  it('the write form checks the stock, title, source and body before sending anything', async () => {
    backend.current.on(LIST, { body: ok(page([])) });
    backend.current.on('GET /console/v1/library/stocks/items', { body: ok([{ id: '00700.HK', label: '腾讯控股 00700', detail: '港股' }]) });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '写资讯' }));
    await user.click(await screen.findByRole('button', { name: '保存并提交审批' }));
    expect(await screen.findByText('请选择股票')).toBeTruthy();
    expect(screen.getByText('请输入标题')).toBeTruthy();
    expect(screen.getByText('请输入来源')).toBeTruthy();
    expect(backend.current.callsTo(`POST ${BASE}save`)).toEqual([]);
  });

  it('offers 复制审批链接 only while something waits, and 申请下架 not while an off-shelf application runs', async () => {
    const live = row(7, { shelf: 'published' });
    const applying = row(8, { shelf: 'offPending', waiting_at: 70001 });
    backend.current.on(LIST, { body: ok(page([applying, live])) });
    backend.current.on(`GET ${BASE}detail/7`, { body: ok(detailOf(live)) });
    backend.current.on(`GET ${BASE}detail/8`, { body: ok(detailOf(applying)) });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '详情：腾讯控股资讯 7' }, GRID_WAIT));
    let dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: '申请下架' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '复制审批链接' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(await screen.findByRole('button', { name: '详情：腾讯控股资讯 8' }, GRID_WAIT));
    dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: '复制审批链接' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '申请下架' })).toBeNull();
  });

  it('shows the submit time beside 提交人, not the last update', async () => {
    const agreed = row(1, { updated_at: '2026-01-05 11:00:00' });
    backend.current.on(LIST, { body: ok(page([agreed])) });
    backend.current.on(`GET ${BASE}detail/1`, { body: ok(detailOf(agreed, { submitted_at: '2026-01-05 09:15:00' })) });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '详情：腾讯控股资讯 1' }, GRID_WAIT));
    expect(await screen.findByText(/提交人：editor · 2026-01-05 09:15:00/)).toBeTruthy();
  });
});
