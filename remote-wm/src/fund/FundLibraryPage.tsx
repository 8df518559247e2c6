import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, type GridPaginationModel, type GridRowSelectionModel, type GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, FUND_ORDER_COLUMNS, type FundListQuery, type FundRow } from 'shared-ui/contract';
import { ListLoadState, PageHeader, serverGridProps, tableColumns } from 'shared-ui/components';
import { useFundList } from './api/fundQueries';
import { useFundPermissions } from './api/useFundPermissions';
import { AddFundDialog } from './AddFundDialog';
import { DeleteFundsDialog } from './DeleteFundsDialog';
import { EditFundDialog } from './EditFundDialog';
import { fundColumns } from './fundColumns';
import { FundDetailDrawer } from './FundDetailDrawer';
import { FundFilters, NO_FILTERS, type FundFilterValues } from './FundFilters';

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };
type OrderColumn = (typeof FUND_ORDER_COLUMNS)[number];
const isOrderColumn = (field: string): field is OrderColumn => (FUND_ORDER_COLUMNS as readonly string[]).includes(field);

/** The ids a selection model means on the shown page ('exclude' is the grid's "all but these"). */
function chosenRows(model: GridRowSelectionModel, rows: readonly FundRow[]): FundRow[] {
  return rows.filter((r) => (model.type === 'include' ? model.ids.has(r.id) : !model.ids.has(r.id)));
}

/** 基金管理: the operation library of funds that slots pick from — search, risk filter, add, edit, delete, where used. */
export function FundLibraryPage() {
  const can = useFundPermissions();
  const [filters, setFilters] = useState<FundFilterValues>(NO_FILTERS);
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<FundRow | null>(null);
  const [deleting, setDeleting] = useState<FundRow[] | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);

  const query = useMemo<FundListQuery>(() => {
    const sort = sortModel[0];
    const orderBy = sort?.sort && isOrderColumn(sort.field) ? sort.field : 'id';
    return { ...filters, currPage: paging.page + 1, pageSize: paging.pageSize, orderBy, order: sort?.sort ?? 'desc' };
  }, [filters, paging, sortModel]);
  const list = useFundList(query);
  const rows = list.data?.list ?? [];
  const chosen = chosenRows(selection, rows);
  const columns = useMemo(
    () => fundColumns({ onDetail: (f) => setDetailId(f.id), onEdit: can.edit ? setEditing : undefined, onDelete: can.remove ? (f) => setDeleting([f]) : undefined }),
    [can.edit, can.remove],
  );

  return (
    <Box>
      <PageHeader
        title="基金管理"
        subtitle="运营位可选的基金：从产品库添加，维护展示标题与推荐语；正在运营位中使用的基金不能删除"
        actions={
          can.add ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
              添加基金
            </Button>
          ) : null
        }
      />
      <FundFilters
        applied={filters}
        onApply={(next) => {
          setFilters(next);
          setPaging((p) => ({ ...p, page: 0 }));
        }}
      />
      {can.remove ? (
        <Box sx={{ mb: 1 }}>
          <Button color="error" startIcon={<DeleteOutline />} disabled={chosen.length === 0} onClick={() => setDeleting(chosen)}>
            {chosen.length > 0 ? `删除所选（${String(chosen.length)}）` : '删除所选'}
          </Button>
        </Box>
      ) : null}
      <ListLoadState list={list} what="基金列表">
      <DataGrid<FundRow>
        {...serverGridProps(list.data, list.isFetching, { autoRowHeight: true })}
        aria-label="基金列表"
        columns={tableColumns(columns)}
        sortingMode="server"
        sortingOrder={['desc', 'asc', null]}
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          setSortModel(model);
          setPaging((p) => ({ ...p, page: 0 }));
        }}
        checkboxSelection={can.remove}
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
      />
      </ListLoadState>
      {adding ? <AddFundDialog onClose={() => setAdding(false)} /> : null}
      {editing ? <EditFundDialog fund={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <DeleteFundsDialog
          funds={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            setSelection(EMPTY_SELECTION);
          }}
        />
      ) : null}
      <FundDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Box>
  );
}
