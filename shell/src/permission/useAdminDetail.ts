/** One admin with its audit trail (`GET account/permission/management/detail/:id`), only while the dialog is open. */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from 'shared-ui';
import { PERMISSION_API, type AdminAccountDetail } from 'shared-ui/contract';
import { adminKeys } from './adminKeys';

export function useAdminDetail(id: number | null) {
  return useQuery({
    queryKey: adminKeys.detail(id ?? 0),
    queryFn: () => unwrap(api.get<AdminAccountDetail>(`${PERMISSION_API.detail}/${String(id)}`)),
    enabled: id !== null,
  });
}
