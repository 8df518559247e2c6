/**
 * Reads the authorisation answer of `account/permission/management/admin/check` (spec §6): code 0 → full access
 * (stored as ["0"]); code 1031 with an id and a non-empty list → those paths; 1031 with an empty list or no id → no
 * access; any other code → the "db err" message and no access.
 */
import { ErrorCode } from './errors';
import { FULL_ACCESS } from './permissionPaths';
import type { RestrictedPermission } from './session';

export type LoginAccess =
  | { kind: 'granted'; permission: string[] }
  | { kind: 'none' }
  | { kind: 'dbError' };

export function accessFromAdminCheck(code: number, data: RestrictedPermission | null | undefined): LoginAccess {
  if (code === ErrorCode.Success) return { kind: 'granted', permission: [FULL_ACCESS] };
  if (code !== ErrorCode.PermissionRestricted) return { kind: 'dbError' };
  const list = Array.isArray(data?.permission) ? data.permission.filter((p) => typeof p === 'string' && p.trim() !== '') : [];
  if (data?.id === undefined || data.id === null || list.length === 0) return { kind: 'none' };
  return { kind: 'granted', permission: list };
}
