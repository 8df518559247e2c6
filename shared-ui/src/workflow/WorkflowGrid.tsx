import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { type ListFilterValues, type ModuleDefinition, type WorkflowRow } from 'shared-ui/contract';
import { ListLoadState, serverGridProps, tableColumns } from 'shared-ui/components';
import { useState } from 'react';
import { useWorkflowList } from './useWorkflowList';
import type { WorkflowListView } from './WorkflowListView';
import { useServerPaging } from './useServerPaging';
import { WorkflowFilterBar } from './WorkflowFilterBar';
import { withColumnFilters } from './columnFilters';

const DEFAULT_ORDER_BY: Record<WorkflowListView, (module: ModuleDefinition) => string> = {
  prepublish: (module) => module.prepublishOrderBy,
  // An ordered live list shows the app's order (liveList), first place first.
  published: (module) => (module.liveList ? 'live_position' : 'id'),
  history: () => 'push_time',
};

export interface WorkflowGridProps {
  module: ModuleDefinition;
  view: WorkflowListView;
  columns: GridColDef<WorkflowRow>[];
  /** Row checkboxes; given with its change handler. */
  selection?: GridRowSelectionModel;
  onSelectionChange?: (selection: GridRowSelectionModel) => void;
}

/**
 * A server-paged, server-sorted list of a module's workflow (spec §2's generic list: loading, '暂无数据', sorting,
 * row checkboxes, a pager), under the module's declared filters (spec §7). The row count stays while the next page
 * loads; paging keeps the filters, and a new filter starts again at page 1.
 */
export function WorkflowGrid({ module, view, columns, selection, onSelectionChange }: WorkflowGridProps) {
  const paging = useServerPaging(DEFAULT_ORDER_BY[view](module), undefined, view === 'published' && module.liveList ? 'asc' : 'desc');
  const [filters, setFilters] = useState<ListFilterValues>({});
  const list = useWorkflowList(module, view, paging.query, filters);
  const applyFilters = (next: ListFilterValues) => {
    setFilters(next);
    paging.firstPage();
  };
  const filtered = withColumnFilters(module, columns, filters, applyFilters);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1 }}>
          {filtered.barFilters.length > 0 ? (
            <WorkflowFilterBar module={{ fields: module.fields, listFilters: filtered.barFilters }} values={filters} onChange={applyFilters} />
          ) : null}
        </Box>
        <Button size="small" startIcon={<Refresh />} onClick={() => void list.refetch()} disabled={list.isFetching} sx={{ mb: 1 }}>
          刷新
        </Button>
      </Box>
      <ListLoadState list={list}>
      <DataGrid<WorkflowRow>
        {...serverGridProps(list.data, list.isFetching)}
        columns={tableColumns(filtered.columns)}
        sortingMode="server"
        paginationModel={paging.paginationModel}
        onPaginationModelChange={paging.onPaginationModelChange}
        sortModel={paging.sortModel}
        onSortModelChange={paging.onSortModelChange}
        checkboxSelection={Boolean(onSelectionChange)}
        rowSelectionModel={selection}
        onRowSelectionModelChange={onSelectionChange}
        keepNonExistentRowsSelected={false}
      />
      </ListLoadState>
    </Box>
  );
}
