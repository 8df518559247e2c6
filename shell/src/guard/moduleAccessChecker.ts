/**
 * The server's module check (`account/permission/management/module/check {path}`; code 0 = allowed, 1029 = not),
 * remembered per path for the session: the guard runs on every navigation and a module's pages are revisited often.
 */
import { API, ErrorCode, api, errorMessage } from 'shared-ui';

/** `message` null: the API client's events already told the person (session invalid, network), nothing to add. */
export type ModuleAccess = { allowed: true } | { allowed: false; message: string | null };

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
      // A failed request (-1) says why in its own msg (network, HTTP) unless the client's events already said it (a
      // dead session's message must not come twice); anything else is a refusal.
      if (res.code !== ErrorCode.RequestFailed) return { allowed: false, message: errorMessage(ErrorCode.NoModulePermission) };
      return { allowed: false, message: res.reported ? null : res.msg };
    },
    clear: () => allowed.clear(),
  };
}
