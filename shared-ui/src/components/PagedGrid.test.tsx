import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { ApiError } from 'shared-ui';
import { PagedGrid, type PagedList } from './PagedGrid';
import { useListPaging, type ListPaging } from './useListPaging';

interface Row {
  id: number;
  title: string;
  status: string;
  note: string;
}

const columns: GridColDef<Row>[] = [
  { field: 'title', headerName: '标题', width: 160 },
  { field: 'status', headerName: '状态', width: 140 },
  { field: 'note', headerName: '备注', width: 140 },
];
const rows = (n: number): Row[] => Array.from({ length: n }, (_v, i) => ({ id: i + 1, title: `标题 ${String(i + 1)}`, status: 'on', note: '' }));
const listOf = (data: PagedList<Row>['data'], extra: Partial<PagedList<Row>> = {}): PagedList<Row> => ({
  data,
  isError: false,
  error: null,
  isFetching: false,
  refetch: () => Promise.resolve(),
  ...extra,
});

interface Seen {
  queries: ListPaging['query'][];
  status: string[];
}

function Harness({ list, seen, selectable = false }: { list: PagedList<Row>; seen: Seen; selectable?: boolean }) {
  const paging = useListPaging();
  const [status, setStatus] = useState('');
  const [selection, setSelection] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  seen.queries.push(paging.query);
  return (
    <div style={{ width: 800 }}>
      <PagedGrid<Row>
        list={list}
        paging={paging}
        columns={columns}
        sortable={['title']}
        headerFilters={{
          status: {
            label: '状态',
            options: [
              { value: 'on', label: '上架' },
              { value: 'off', label: '下架' },
            ],
            value: status,
            onChange: (v) => {
              seen.status.push(v);
              setStatus(v);
            },
          },
        }}
        checkboxSelection={selectable}
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
      />
    </div>
  );
}

const fresh = (): Seen => ({ queries: [], status: [] });

describe('PagedGrid, the one table of every list (spec §2)', () => {
  it('shows 暂无数据 when the list is empty, and a loading bar over the rows while it loads', async () => {
    const { rerender } = render(<Harness list={listOf({ list: [], total: 0 })} seen={fresh()} />);
    // The grid's code comes in a chunk of its own: its place is held until then.
    expect(screen.getByLabelText('表格加载中')).toBeTruthy();
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    rerender(<Harness list={listOf({ list: rows(2), total: 2 }, { isFetching: true })} seen={fresh()} />);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByText('标题 2')).toBeTruthy();
  });

  it('shows 加载失败 with 重试 instead of an empty table when the load failed', () => {
    render(<Harness list={listOf(undefined, { isError: true, error: new ApiError(502, '服务暂不可用') })} seen={fresh()} />);
    expect(screen.getByTestId('list-load-failed').textContent).toContain('服务暂不可用');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('sorts the allowed columns on the server: desc, then asc, then the list\'s own order; from page 1 again', async () => {
    const seen = fresh();
    render(<Harness list={listOf({ list: rows(10), total: 95 })} seen={seen} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(seen.queries.at(-1)).toEqual({ currPage: 3, pageSize: 10 });
    await user.click(screen.getByRole('columnheader', { name: /标题/ }));
    expect(seen.queries.at(-1)).toEqual({ currPage: 1, pageSize: 10, orderBy: 'title', order: 'desc' });
    await user.click(screen.getByRole('columnheader', { name: /标题/ }));
    expect(seen.queries.at(-1)).toEqual({ currPage: 1, pageSize: 10, orderBy: 'title', order: 'asc' });
    await user.click(screen.getByRole('columnheader', { name: /标题/ }));
    expect(seen.queries.at(-1)).toEqual({ currPage: 1, pageSize: 10 });
    // 备注 is not on the list's allow-list: its header does not sort.
    await user.click(screen.getByRole('columnheader', { name: /备注/ }));
    expect(seen.queries.at(-1)).toEqual({ currPage: 1, pageSize: 10 });
    expect(screen.getByRole('columnheader', { name: /备注/ }).classList.contains('MuiDataGrid-columnHeader--sortable')).toBe(false);
    expect(screen.getByRole('columnheader', { name: /标题/ }).classList.contains('MuiDataGrid-columnHeader--sortable')).toBe(true);
  });

  it('puts a column\'s filter in its header: 请选择, applied on 确认, 重置 clears it; a click on it never sorts', async () => {
    const seen = fresh();
    render(<Harness list={listOf({ list: rows(3), total: 3 })} seen={seen} />);
    const user = userEvent.setup();
    const header = screen.getByRole('columnheader', { name: /状态/ });
    await user.click(within(header).getByRole('button', { name: '筛选状态' }));
    const dialog = await screen.findByRole('dialog', { name: '筛选状态' });
    expect(within(dialog).getByText('请选择')).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByRole('option', { name: '下架' }));
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(seen.status).toEqual(['off']);
    await waitFor(() => expect(within(header).getByRole('button', { name: '筛选状态' }).getAttribute('aria-pressed')).toBe('true'));
    await user.click(within(header).getByRole('button', { name: '筛选状态' }));
    await user.click(within(await screen.findByRole('dialog', { name: '筛选状态' })).getByRole('button', { name: '重置' }));
    expect(seen.status).toEqual(['off', '']);
    expect(seen.queries.every((q) => q.orderBy === undefined)).toBe(true);
  });

  it('offers row checkboxes where the list acts on chosen rows, and the pager with first / last and 向后 5 页', async () => {
    render(<Harness list={listOf({ list: rows(10), total: 302 })} seen={fresh()} selectable />);
    const user = userEvent.setup();
    const boxes = screen.getAllByRole('checkbox', { name: /选择行|Select row/ });
    expect(boxes).toHaveLength(10);
    await user.click(boxes[0] as HTMLElement);
    expect((boxes[0] as HTMLInputElement).checked).toBe(true);
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('button', { name: '第 1 页' })).toBeTruthy();
    expect(within(pager).getByRole('button', { name: '第 31 页' })).toBeTruthy();
    expect(within(pager).getByTitle('向后 5 页')).toBeTruthy();
  });
});
