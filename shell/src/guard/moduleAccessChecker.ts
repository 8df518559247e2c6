/**
 * The server's module check (`account/permission/management/module/check {path}`; code 0 = allowed, 1029 = not),
 * remembered per path for the session: the guard runs on every navigation and a module's pages are revisited often.
 */
import { API, ErrorCode, api, errorMessage } from 'shared-ui';

export type ModuleAccess = { allowed: true } | { allowed: false; message: string };

export interface ModuleAccessChecker {
  check(path: string): Promise<ModuleAccess>;
  /** Forget every answer (sign-in, logout): another session may have other rights. */
  clear(): void;
}

export function createModuleAccessChecker(): ModuleAccessChecker {
  const allowed = new Set<string>();
  return {
    async check(path) {
      if (allowed.has(path)) return { allowed: true };
      const res = await api.post(API.moduleCheck, { path });
      if (res.code === ErrorCode.Success) {
        allowed.add(path);
        return { allowed: true };
      }
      // A failed request (-1) says why in its own msg (network, HTTP); anything else is a refusal.
      return { allowed: false, message: res.code === ErrorCode.RequestFailed ? res.msg : errorMessage(ErrorCode.NoModulePermission) };
    },
    clear: () => allowed.clear(),
  };
}
