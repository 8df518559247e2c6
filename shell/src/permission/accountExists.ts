/**
 * Does an admin account exist? `admin/check` answers the account's record (with an id) when it does, whatever the
 * code (0 for full access, 1031 for restricted), so the id alone decides.
 */
import { API, api } from 'shared-ui';

export async function accountExists(account: string): Promise<boolean> {
  const res = await api.post<{ id?: number | null } | null>(API.adminCheck, { account });
  return res.data?.id !== undefined && res.data.id !== null;
}
