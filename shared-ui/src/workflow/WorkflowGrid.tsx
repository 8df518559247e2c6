import { isReportedByShell } from 'shared-ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { Messages, type ModuleDefinition, type WorkflowRow } from 'shared-ui/contract';
import { serverGridProps } from 'shared-ui/components';
import { useWorkflowList } from './useWorkflowList';
import type { WorkflowListView } from './WorkflowListView';
import { useServerPaging } from './useServerPaging';


const DEFAULT_ORDER_BY: Record<WorkflowListView, (module: ModuleDefinition) => string> = {
  prepublish: (module) => module.prepublishOrderBy,
  published: () => 'id',
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
 * row checkboxes, a pager). The row count stays while the next page loads.
 */
export function WorkflowGrid({ module, view, columns, selection, onSelectionChange }: WorkflowGridProps) {
  const paging = useServerPaging(DEFAULT_ORDER_BY[view](module));
  const list = useWorkflowList(module, view, paging.query);
  const failed = list.isError && !isReportedByShell(list.error);
  return (
    <Box>
      {failed ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {list.error instanceof Error ? list.error.message : Messages.networkError}
        </Alert>
      ) : null}
      <DataGrid<WorkflowRow>
        {...serverGridProps(list.data, list.isFetching)}
        columns={columns}
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
    </Box>
  );
}
