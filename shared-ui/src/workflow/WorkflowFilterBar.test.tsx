import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { FUND_RISK_LEVELS, SYSTEM_TYPE, defineModule, field, listFilter } from 'shared-ui/contract';
import { fakeBackendPerTest } from 'shared-ui/testing';
import { HistoryView } from './HistoryView';
import { renderWorkflow } from './testing/renderWorkflow';
import { workflowRow } from './testing/workflowRows';

const fundSlot = defineModule({
  area: 'wm',
  name: 'filterDemo',
  title: '筛选演示',
  apiBase: 'operation/test/filters/',
  scope: { channel: 'app' },
  schedule: 'push_time',
  fields: [
    field.text('title', '标题', { required: true, inList: true }),
    field.select('system', '系统类型', SYSTEM_TYPE, { required: true }),
    field.refList('funds', '基金', 'funds', { max: 3 }),
  ],
  listFilters: [
    listFilter.search('搜索标题 / 基金', ['title', 'funds']),
    listFilter.select('system', '系统类型'),
    listFilter.itemAttribute('risk', '基金风险等级', 'funds', FUND_RISK_LEVELS),
  ],
});

const LIST = 'GET operation/test/filters/publish/history';
const backend = fakeBackendPerTest();

type Params = Record<string, unknown>;
const calls = () => backend.current.callsTo(LIST).map((c) => c.params as Params);
const lastCall = () => calls().at(-1) ?? {};
const filtersOf = (params: Params) => Object.fromEntries(Object.entries(params).filter(([k]) => ['searchContent', 'system', 'risk', 'currPage'].includes(k)));

/** Eleven matching rows: page 1 holds ten, page 2 one; each row's title says which query answered it. */
function answerEveryQuery() {
  backend.current.on(LIST, (req) => {
    const params = req.params as Params;
    const currPage = Number(params.currPage);
    const label = `${String(params.risk ?? '全部')}-${String(params.searchContent ?? '')}-第${String(currPage)}页`;
    const count = currPage === 1 ? 10 : 1;
    const list = Array.from({ length: count }, (_, i) => workflowRow(currPage * 100 + i, { title: `${label}-${String(i)}`, system: 0, funds: [] }, { status: 'history' }));
    return { body: ok({ list, total: 11, currPage, pageSize: 10 }) };
  });
}

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  // A choice of several values (issue 30) stays open for more ticks: close it as a person would.
  if (screen.queryByRole('listbox')) await user.keyboard('{Escape}');
}

describe('WorkflowFilterBar above a workflow grid', () => {
  it('shows the declared filters, each choice list starting with 不限', async () => {
    answerEveryQuery();
    renderWorkflow(<HistoryView module={fundSlot} />);
    const bar = await screen.findByRole('search', { name: '列表筛选' });
    expect(within(bar).getByLabelText('搜索标题 / 基金')).toBeTruthy();
    await userEvent.setup().click(within(bar).getByRole('combobox', { name: '基金风险等级' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['不限', ...FUND_RISK_LEVELS.map((o) => o.label)]);
    expect(filtersOf(calls()[0] ?? {})).toEqual({ currPage: 1 });
  });

  it('sends a choice at once, keeps it on page 2, and goes back to page 1 when the search changes', async () => {
    answerEveryQuery();
    const user = userEvent.setup();
    renderWorkflow(<HistoryView module={fundSlot} />);
    await screen.findByText('全部--第1页-0');

    await choose('基金风险等级', 'LV5 高风险');
    expect(await screen.findByText('LV5--第1页-0')).toBeTruthy();
    expect(lastCall()).toEqual({ currPage: 1, pageSize: 10, orderBy: 'push_time', order: 'desc', risk: 'LV5', channel: 'app' });

    await user.click(screen.getByRole('button', { name: /下一页/ }));
    expect(await screen.findByText('LV5--第2页-0')).toBeTruthy();
    expect(filtersOf(lastCall())).toEqual({ currPage: 2, risk: 'LV5' });

    // Search text goes on Enter, with the choice still applied, from page 1 again.
    await user.type(screen.getByLabelText('搜索标题 / 基金'), ' 稳健 {Enter}');
    expect(await screen.findByText('LV5-稳健-第1页-0')).toBeTruthy();
    expect(filtersOf(lastCall())).toEqual({ currPage: 1, risk: 'LV5', searchContent: '稳健' });
  });

  it('keeps the search text applied when a choice changes', async () => {
    answerEveryQuery();
    renderWorkflow(<HistoryView module={fundSlot} />);
    await screen.findByText('全部--第1页-0');
    await userEvent.setup().type(screen.getByLabelText('搜索标题 / 基金'), '恒生{Enter}');
    await screen.findByText('全部-恒生-第1页-0');
    await choose('系统类型', 'iOS');
    await waitFor(() => expect(filtersOf(lastCall())).toEqual({ currPage: 1, searchContent: '恒生', system: '1' }));
  });

  it('does not query while typing, and 重置 clears every filter', async () => {
    answerEveryQuery();
    const user = userEvent.setup();
    renderWorkflow(<HistoryView module={fundSlot} />);
    await screen.findByText('全部--第1页-0');
    await user.type(screen.getByLabelText('搜索标题 / 基金'), '恒生');
    expect(calls()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('全部-恒生-第1页-0')).toBeTruthy();

    await choose('基金风险等级', 'LV4 中高风险');
    await screen.findByText('LV4-恒生-第1页-0');
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(await screen.findByText('全部--第1页-0')).toBeTruthy();
    expect(filtersOf(lastCall())).toEqual({ currPage: 1 });
    expect((screen.getByLabelText('搜索标题 / 基金') as HTMLInputElement).value).toBe('');
    // Choosing 不限 is the same as no filter: no parameter is sent.
    await choose('基金风险等级', 'LV1 低风险');
    await screen.findByText('LV1--第1页-0');
    await choose('基金风险等级', '不限');
    await waitFor(() => expect(filtersOf(lastCall())).toEqual({ currPage: 1 }));
  });

  it('ticks several risk levels and sends them comma-separated (spec §3 filterMultiple, issue 30)', async () => {
    answerEveryQuery();
    renderWorkflow(<HistoryView module={fundSlot} />);
    await screen.findByText('全部--第1页-0');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: '基金风险等级' }));
    await user.click(await screen.findByRole('option', { name: '未评估' }));
    await user.click(await screen.findByRole('option', { name: 'LV5 高风险' }));
    await waitFor(() => expect(filtersOf(lastCall())).toEqual({ currPage: 1, risk: 'unassessed,LV5' }));
    expect(await screen.findByText('unassessed,LV5--第1页-0')).toBeTruthy();
  });

  it('puts a choice filter on a shown column into its header, several picks there too', async () => {
    const shown = defineModule({ ...fundSlot, name: 'headerDemo', listColumns: ['title', 'system'] });
    answerEveryQuery();
    const user = userEvent.setup();
    renderWorkflow(<HistoryView module={shown} />);
    await screen.findByText('全部--第1页-0');
    expect(within(screen.getByRole('search', { name: '列表筛选' })).queryByRole('combobox', { name: '系统类型' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '筛选系统类型' }));
    const dialog = await screen.findByRole('dialog', { name: '筛选系统类型' });
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'iOS' }));
    await user.click(await screen.findByRole('option', { name: 'Android' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(filtersOf(lastCall())).toEqual({ currPage: 1, system: '1,2' }));
  });

  it('is not shown for a module without filters', async () => {
    const plain = defineModule({ ...fundSlot, name: 'plainDemo', listFilters: undefined });
    answerEveryQuery();
    renderWorkflow(<HistoryView module={plain} />);
    await screen.findByText('全部--第1页-0');
    expect(screen.queryByRole('search')).toBeNull();
  });
});
