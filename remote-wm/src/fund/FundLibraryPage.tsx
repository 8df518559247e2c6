import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { FUND_ORDER_COLUMNS, FUND_RISK_LEVELS, joinMultiValue, splitMultiValue, type FundListQuery, type FundRow } from 'shared-ui/contract';
import { useDocumentTitle } from 'shared-ui';
import { PageBreadcrumbs, PageHeader, PagedGrid, useListPaging, type HeaderFilters } from 'shared-ui/components';
import { useFundList } from './api/fundQueries';
import { useFundPermissions } from './api/useFundPermissions';
import { AddFundDialog } from './AddFundDialog';
import { DeleteFundsDialog } from './DeleteFundsDialog';
import { EditFundDialog } from './EditFundDialog';
import { fundColumns } from './fundColumns';
import { FundDetailDrawer } from './FundDetailDrawer';
import { FundFilters, NO_FILTERS, type FundFilterValues } from './FundFilters';
import { useDetailParam } from '../library/useDetailParam';

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };
const RISK_OPTIONS = FUND_RISK_LEVELS.map((r) => ({ value: r.value, label: r.label }));

/** The ids a selection model means on the shown page ('exclude' is the grid's "all but these"). */
function chosenRows(model: GridRowSelectionModel, rows: readonly FundRow[]): FundRow[] {
  return rows.filter((r) => (model.type === 'include' ? model.ids.has(r.id) : !model.ids.has(r.id)));
}

/** 基金管理: the operation library of funds that slots pick from — search, risk filter, add, edit, delete, where used. */
export function FundLibraryPage() {
  useDocumentTitle('基金管理');
  const can = useFundPermissions();
  const [filters, setFilters] = useState<FundFilterValues>(NO_FILTERS);
  const paging = useListPaging({ orderBy: 'id', order: 'desc' });
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<FundRow | null>(null);
  const [deleting, setDeleting] = useState<FundRow[] | null>(null);
  const [detailParam, setDetailParam] = useDetailParam();
  const detailId = detailParam !== null && /^\d+$/.test(detailParam) ? Number(detailParam) : null;

  // The order is one of FUND_ORDER_COLUMNS (the table sorts only those) or the default id.
  const query = useMemo<FundListQuery>(() => ({ ...filters, ...paging.query }) as FundListQuery, [filters, paging.query]);
  const list = useFundList(query);
  const rows = list.data?.list ?? [];
  const chosen = chosenRows(selection, rows);
  const columns = useMemo(
    () => fundColumns({ onDetail: (f) => setDetailParam(String(f.id)), onEdit: can.edit ? setEditing : undefined, onDelete: can.remove ? (f) => setDeleting([f]) : undefined }),
    [can.edit, can.remove, setDetailParam],
  );

  const apply = (next: FundFilterValues) => {
    setFilters(next);
    paging.firstPage();
  };
  // 风险等级 filters in its column's header, several levels at once (the server takes them comma-separated).
  const headerFilters: HeaderFilters = {
    risk_level: { multiple: true, label: '风险等级', options: RISK_OPTIONS, value: splitMultiValue(filters.risk), onChange: (picked) => apply({ ...filters, risk: joinMultiValue(picked) }) },
  };

  return (
    <Box>
      <PageBreadcrumbs path="/operation/wm/fund" title="基金管理" />
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
      <FundFilters applied={filters} onApply={apply} />
      {can.remove ? (
        <Box sx={{ mb: 1 }}>
          <Button color="error" startIcon={<DeleteOutline />} disabled={chosen.length === 0} onClick={() => setDeleting(chosen)}>
            {chosen.length > 0 ? `删除所选（${String(chosen.length)}）` : '删除所选'}
          </Button>
        </Box>
      ) : null}
      <PagedGrid<FundRow>
        list={list}
        paging={paging}
        what="基金列表"
        aria-label="基金列表"
        autoRowHeight
        columns={columns}
        sortable={FUND_ORDER_COLUMNS}
        headerFilters={headerFilters}
        checkboxSelection={can.remove}
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
      />
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
      <FundDetailDrawer id={detailId} onClose={() => setDetailParam(null)} />
    </Box>
  );
}
