/** One page of admin accounts (`GET account/permission/management/list`), the previous page kept while the next loads. */
import { keepPreviousData } from '@tanstack/react-query';
import { API, api, unwrap } from 'shared-ui';
import type { AdminAccountRow } from 'shared-ui/contract';
import { adminKeys } from './adminKeys';
import { useScreenQuery } from 'shared-ui/components';

export interface AdminListPage {
  list: AdminAccountRow[];
  total: number;
  currPage: number;
  pageSize: number;
}

export function useAdminList(search: string, currPage: number, pageSize: number) {
  return useScreenQuery({
    queryKey: adminKeys.list(search, currPage, pageSize),
    queryFn: () => unwrap(api.get<AdminListPage>(API.permissionList, { search, currPage, pageSize })),
    placeholderData: keepPreviousData,
  });
}
