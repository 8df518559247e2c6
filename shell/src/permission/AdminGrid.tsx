import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { PagedGrid, useListPaging } from 'shared-ui/components';
import { ADMIN_ORDER_COLUMNS, type AdminAccountRow } from 'shared-ui/contract';
import { adminColumns } from './adminColumns';
import { useAdminList } from './useAdminList';

export interface AdminGridProps {
  search: string;
  onEdit: (row: AdminAccountRow) => void;
  onDetail: (row: AdminAccountRow) => void;
}

/** The server-paged list of admin accounts (10 a page); a new search starts again at page 1 (the parent keys it). */
export function AdminGrid({ search, onEdit, onDetail }: AdminGridProps) {
  const paging = useListPaging();
  const list = useAdminList(search, paging.query);
  const columns = useMemo(() => adminColumns(onEdit, onDetail), [onEdit, onDetail]);
  return (
    <Box data-testid="admin-list">
      <PagedGrid<AdminAccountRow> list={list} paging={paging} what="账号列表" columns={columns} sortable={ADMIN_ORDER_COLUMNS} />
    </Box>
  );
}
