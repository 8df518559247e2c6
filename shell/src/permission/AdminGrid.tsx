import Box from '@mui/material/Box';
import { DataGrid, type GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from 'shared-ui';
import { ListLoadState, serverGridProps, tableColumns } from 'shared-ui/components';
import type { AdminAccountRow } from 'shared-ui/contract';
import { adminColumns } from './adminColumns';
import { useAdminList } from './useAdminList';


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
      <ListLoadState list={list} what="账号列表">
      <DataGrid<AdminAccountRow>
        {...serverGridProps(list.data, list.isFetching)}
        columns={tableColumns(columns)}
        paginationModel={paging}
        onPaginationModelChange={setPaging}
      />
      </ListLoadState>
    </Box>
  );
}
