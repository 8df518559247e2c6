import { isFullAccess } from 'shared-ui';

/** 全部 for full access, otherwise the number of paths (the list's column and the audit's before → after). */
export function permissionLabel(permission: readonly string[], count: number | null = permission.length): string {
  return isFullAccess(permission) || count === null ? '全部' : String(count);
}
