/**
 * What survives a reload besides the cookies (spec §3): the permission list under `permission` (comma-separated, a
 * lone "0" = full access), the account, whether it is a super admin, and the logged-in flag.
 */
import { parsePermission, serialisePermission } from '../contract/permissionPaths';

export const STORAGE_KEYS = {
  permission: 'permission',
  account: 'account',
  isSuperAdmin: 'isSuperAdmin',
  loggedIn: 'isLogin',
} as const;

export interface StoredLogin {
  account: string;
  permission: string[];
  isSuperAdmin: boolean;
}

export function saveStoredLogin(login: StoredLogin): void {
  localStorage.setItem(STORAGE_KEYS.permission, serialisePermission(login.permission));
  localStorage.setItem(STORAGE_KEYS.account, login.account);
  localStorage.setItem(STORAGE_KEYS.isSuperAdmin, login.isSuperAdmin ? '1' : '0');
  localStorage.setItem(STORAGE_KEYS.loggedIn, '1');
}

/** The stored login, or null when any part is missing (then the user signs in again). */
export function readStoredLogin(): StoredLogin | null {
  if (localStorage.getItem(STORAGE_KEYS.loggedIn) !== '1') return null;
  const account = localStorage.getItem(STORAGE_KEYS.account);
  const permission = parsePermission(localStorage.getItem(STORAGE_KEYS.permission));
  if (!account || permission.length === 0) return null;
  return { account, permission, isSuperAdmin: localStorage.getItem(STORAGE_KEYS.isSuperAdmin) === '1' };
}

export function clearStoredLogin(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
}
