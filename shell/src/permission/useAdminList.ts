/** One page of admin accounts (`GET account/permission/management/list`), the previous page kept while the next loads. */
import { keepPreviousData } from '@tanstack/react-query';
import { API, api, unwrap } from 'shared-ui';
import type { AdminAccountRow, PagingQuery } from 'shared-ui/contract';
import { adminKeys } from './adminKeys';
import { useScreenQuery } from 'shared-ui/components';

export interface AdminListPage {
  list: AdminAccountRow[];
  total: number;
  currPage: number;
  pageSize: number;
}

/** `paging.orderBy` is one of ADMIN_ORDER_COLUMNS (the table sorts only those). */
export function useAdminList(search: string, paging: PagingQuery) {
  return useScreenQuery({
    queryKey: adminKeys.list(search, paging),
    queryFn: () => unwrap(api.get<AdminListPage>(API.permissionList, { search, ...paging })),
    placeholderData: keepPreviousData,
  });
}
