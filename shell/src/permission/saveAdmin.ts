/**
 * Creates or updates an admin. Refusals keep the server's own message: the catalogue's text for 1106 is generic,
 * while the server says exactly why (e.g. 不能取消自己的超级管理员权限).
 */
import { API, ApiError, api, errorMessage } from 'shared-ui';
import type { AdminAccountRow, AdminCreateBody, AdminUpdateBody } from 'shared-ui/contract';

export type AdminSave = { kind: 'create'; body: AdminCreateBody } | { kind: 'update'; body: AdminUpdateBody };

export async function saveAdmin(save: AdminSave): Promise<AdminAccountRow> {
  const res = await api.post<AdminAccountRow>(save.kind === 'create' ? API.adminCreate : API.adminUpdate, save.body);
  if (res.code === 0) return res.data;
  throw new ApiError(res.code, res.msg || errorMessage(res.code), res.data);
}
