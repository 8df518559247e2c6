import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { ENTRY_PARAM, moduleOrderColumns, type ListFilterValues, type ModuleDefinition, type WorkflowRow } from 'shared-ui/contract';
import { useSearchParams } from 'shared-ui/router';
import { MARKED_ROW_CLASS, PagedGrid, useListPaging } from 'shared-ui/components';
import { useMemo, useState } from 'react';
import { useWorkflowList } from './useWorkflowList';
import type { WorkflowListView } from './WorkflowListView';
import { WorkflowFilterBar } from './WorkflowFilterBar';
import { moduleColumnFilters } from './columnFilters';

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
  const paging = useListPaging({ orderBy: DEFAULT_ORDER_BY[view](module), order: view === 'published' && module.liveList ? 'asc' : 'desc' });
  const sortable = useMemo(() => moduleOrderColumns(module), [module]);
  const [filters, setFilters] = useState<ListFilterValues>({});
  const list = useWorkflowList(module, view, paging.query, filters);
  const applyFilters = (next: ListFilterValues) => {
    setFilters(next);
    paging.firstPage();
  };
  const filtered = moduleColumnFilters(module, columns, filters, applyFilters);
  // An entry a link names (`?entry=12`: the publishing calendar, search, a where-used list) stands out in the list;
  // the screen names it above the tabs (EntryFocusNotice).
  const [params] = useSearchParams();
  const linked = Number(params.get(ENTRY_PARAM) ?? Number.NaN);
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
      <PagedGrid<WorkflowRow>
        list={list}
        paging={paging}
        columns={columns}
        sortable={sortable}
        headerFilters={filtered.headerFilters}
        checkboxSelection={Boolean(onSelectionChange)}
        rowSelectionModel={selection}
        onRowSelectionModelChange={onSelectionChange}
        getRowClassName={(row) => (row.id === linked ? MARKED_ROW_CLASS : '')}
      />
    </Box>
  );
}
