import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { zhCN } from '@mui/x-data-grid/locales';
import { Messages, type ModuleDefinition, type WorkflowRow } from 'shared-ui/contract';
import { ShellReportedError } from './ShellReportedError';
import { useWorkflowList } from './useWorkflowList';
import type { WorkflowListView } from './WorkflowListView';
import { useServerPaging } from './useServerPaging';

const localeText = { ...zhCN.components.MuiDataGrid.defaultProps.localeText, noRowsLabel: Messages.emptyTable };

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
  const failed = list.isError && !(list.error instanceof ShellReportedError);
  return (
    <Box>
      {failed ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {list.error instanceof Error ? list.error.message : Messages.networkError}
        </Alert>
      ) : null}
      <DataGrid<WorkflowRow>
        rows={list.data?.list ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        rowCount={list.data?.total ?? 0}
        loading={list.isFetching}
        paginationMode="server"
        sortingMode="server"
        paginationModel={paging.paginationModel}
        onPaginationModelChange={paging.onPaginationModelChange}
        sortModel={paging.sortModel}
        onSortModelChange={paging.onSortModelChange}
        pageSizeOptions={[10, 20, 50]}
        checkboxSelection={Boolean(onSelectionChange)}
        rowSelectionModel={selection}
        onRowSelectionModelChange={onSelectionChange}
        keepNonExistentRowsSelected={false}
        disableColumnFilter
        disableRowSelectionOnClick
        localeText={localeText}
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
        sx={{ minHeight: 320 }}
      />
    </Box>
  );
}
