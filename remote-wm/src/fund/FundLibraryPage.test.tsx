import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { FUND_MESSAGES } from 'shared-ui/contract';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { FundLibraryPage } from './FundLibraryPage';
import { fundRow, pageOf, renderFundLibrary } from './testing/renderFundLibrary';

const backend = fakeBackendPerTest();
const LIST = 'GET operation/wm/funds';
// Rendering a DataGrid under jsdom on a busy machine takes a while: wait for the first row longer than the default.
const findFund = (name: string) => screen.findByRole('button', { name }, { timeout: 5000 });
const rowOf = (name: string) => screen.getByRole('button', { name }).closest('[role="row"]') as HTMLElement;
const slot = { module_key: 'wm/openScreen', module_title: '理财 App · 开屏基金', path: '/operation/wm/modules/openScreen', entry_id: 12, status: 'prepublished' as const };

describe('FundLibraryPage', () => {
  it('asks the server for a page, id descending, and shows the funds with their facts', async () => {
    backend.current.on(LIST, { body: ok({ ...pageOf([fundRow(2, '恒盈短期债券基金 A 类累积'), fundRow(1, '鼎泰港元货币市场基金', { risk_level: 'LV1', currency: 'HKD' })]), total: 23 }) });
    renderFundLibrary(<FundLibraryPage />);
    expect(await findFund('鼎泰港元货币市场基金')).toBeTruthy();
    expect(backend.current.callsTo(LIST)[0]?.params).toEqual({ currPage: 1, pageSize: 10, orderBy: 'id', order: 'desc' });
    const row = rowOf('鼎泰港元货币市场基金');
    expect(within(row).getByText('LV1 低风险')).toBeTruthy();
    expect(within(row).getByText('港币')).toBeTruthy();
    expect(within(row).getByText('恒盈基金')).toBeTruthy();
    expect(screen.getByText(/1–2 共 23|1–2 of 23|共 23/)).toBeTruthy();
  });

  it('sends the search and the risk filter, back on page 1', async () => {
    backend.current.on(LIST, { body: ok(pageOf([fundRow(1, '恒盈美元货币市场基金')])) });
    renderFundLibrary(<FundLibraryPage />);
    await findFund('恒盈美元货币市场基金');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('搜索基金名称、ISIN 或标题'), 'HKHY{Enter}');
    await waitFor(() => expect(backend.current.callsTo(LIST).at(-1)?.params).toEqual({ search: 'HKHY', currPage: 1, pageSize: 10, orderBy: 'id', order: 'desc' }));
    // 风险等级 filters in its column's header (spec §2): several levels, applied on 确认.
    await user.click(screen.getByRole('button', { name: '筛选风险等级' }));
    await user.click(within(await screen.findByRole('dialog', { name: '筛选风险等级' })).getByRole('combobox', { name: '风险等级' }));
    await user.click(await screen.findByRole('option', { name: 'LV3 中风险' }));
    await user.click(await screen.findByRole('option', { name: 'LV4 中高风险' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(backend.current.callsTo(LIST).at(-1)?.params).toEqual({ search: 'HKHY', risk: 'LV3,LV4', currPage: 1, pageSize: 10, orderBy: 'id', order: 'desc' }));
  });

  it('offers 未评估 among the risk levels and sends unassessed (issue 30)', async () => {
    backend.current.on(LIST, { body: ok(pageOf([fundRow(1, '恒盈美元货币市场基金')])) });
    renderFundLibrary(<FundLibraryPage />);
    await findFund('恒盈美元货币市场基金');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '筛选风险等级' }));
    await user.click(within(await screen.findByRole('dialog', { name: '筛选风险等级' })).getByRole('combobox', { name: '风险等级' }));
    await user.click(await screen.findByRole('option', { name: '未评估' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(backend.current.callsTo(LIST).at(-1)?.params).toMatchObject({ risk: 'unassessed', currPage: 1 }));
  });

  it('shows a reader no button that writes', async () => {
    backend.current.on(LIST, { body: ok(pageOf([fundRow(1, '恒盈美元货币市场基金')])) });
    renderFundLibrary(<FundLibraryPage />, { role: 'reader' });
    const row = await findFund('恒盈美元货币市场基金');
    expect(screen.queryByRole('button', { name: '添加基金' })).toBeNull();
    expect(screen.queryByRole('button', { name: /删除所选/ })).toBeNull();
    const cells = row.closest('[role="row"]') as HTMLElement;
    expect(within(cells).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(cells).getByRole('button', { name: '详情' })).toBeTruthy();
  });

  it('deletes the selected funds after a confirmation naming them', async () => {
    backend.current.on(LIST, { body: ok(pageOf([fundRow(2, '第二只基金'), fundRow(1, '第一只基金')])) });
    backend.current.on('POST operation/wm/funds/delete', { body: ok({ deleted: 2, ids: [2, 1] }) });
    renderFundLibrary(<FundLibraryPage />);
    const user = userEvent.setup();
    await findFund('第一只基金');
    await user.click(within(rowOf('第二只基金')).getByRole('checkbox'));
    await user.click(within(rowOf('第一只基金')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '删除所选（2）' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定从基金库删除「第二只基金」、「第一只基金」吗/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(shownToasts()).toContain(`success:${FUND_MESSAGES.deleted}`));
    expect(backend.current.callsTo('POST operation/wm/funds/delete')[0]?.body).toEqual({ ids: [2, 1], base_versions: { '2': 1_767_405_600_000, '1': 1_767_405_600_000 } });
  });

  it('lists the slots that use a fund when the server refuses the delete (1019)', async () => {
    backend.current.on(LIST, { body: ok(pageOf([fundRow(7, '博睿全球科技QDII基金')])) });
    backend.current.on('POST operation/wm/funds/delete', {
      body: { code: 1019, msg: FUND_MESSAGES.inUse('博睿全球科技QDII基金', slot), data: [{ id: 7, name: '博睿全球科技QDII基金', isin: 'CNBR0000ABC1', slots: [slot, { ...slot, entry_id: 15, status: 'published' }] }] },
    });
    renderFundLibrary(<FundLibraryPage />);
    const user = userEvent.setup();
    await findFund('博睿全球科技QDII基金');
    await user.click(within(rowOf('博睿全球科技QDII基金')).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('未删除任何基金');
    const links = within(alert).getAllByRole('link', { name: '理财 App · 开屏基金' });
    // Each at its entry, on the tab that lists it (issue 33).
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/operation/wm/modules/openScreen?view=prepublish&entry=12', '/operation/wm/modules/openScreen?view=published&entry=15']);
    expect(within(alert).getByText('条目 #12 · 预发布')).toBeTruthy();
    expect(within(alert).getByText('条目 #15 · 已发布')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('shows where a fund is used in its detail', async () => {
    backend.current.on(LIST, { body: ok(pageOf([fundRow(7, '博睿全球科技QDII基金')])) });
    backend.current.on('GET operation/wm/funds/detail', { body: ok({ ...fundRow(7, '博睿全球科技QDII基金'), slots: [slot] }) });
    renderFundLibrary(<FundLibraryPage />);
    const user = userEvent.setup();
    await user.click(await findFund('博睿全球科技QDII基金'));
    const region = await screen.findByRole('region', { name: '基金详情' });
    expect(await within(region).findByRole('link', { name: '理财 App · 开屏基金' })).toBeTruthy();
    expect(within(region).getByText('条目 #12 · 预发布')).toBeTruthy();
    expect(backend.current.callsTo('GET operation/wm/funds/detail')[0]?.params).toEqual({ id: 7 });
  });
});
