import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, type GridPaginationModel } from '@mui/x-data-grid';
import { zhCN } from '@mui/x-data-grid/locales';
import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, Messages } from 'shared-ui';
import type { AdminAccountRow } from 'shared-ui/contract';
import { adminColumns } from './adminColumns';
import { useAdminList } from './useAdminList';

const localeText = { ...zhCN.components.MuiDataGrid.defaultProps.localeText, noRowsLabel: Messages.emptyTable };

export interface AdminGridProps {
  search: string;
  onEdit: (row: AdminAccountRow) => void;
  onDetail: (row: AdminAccountRow) => void;
}

/** The server-paged list of admin accounts (10 a page); a new search starts again at page 1 (the parent keys it). */
export function AdminGrid({ search, onEdit, onDetail }: AdminGridProps) {
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const list = useAdminList(search, paging.page + 1, paging.pageSize);
  const columns = useMemo(() => adminColumns(onEdit, onDetail), [onEdit, onDetail]);
  return (
    <Box data-testid="admin-list">
      {list.isError ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {list.error.message}
        </Alert>
      ) : null}
      <DataGrid<AdminAccountRow>
        rows={list.data?.list ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        rowCount={list.data?.total ?? 0}
        loading={list.isFetching}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizeOptions={[10, 20, 50]}
        disableColumnFilter
        disableRowSelectionOnClick
        localeText={localeText}
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
        sx={{ minHeight: 320 }}
      />
    </Box>
  );
}
