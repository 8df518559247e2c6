import { ApiError, notify } from 'shared-ui';

/** Says a refused call's words, unless the shell already said them (session, permission, network: ApiError.reportedByShell). */
export function reportApiError(error: unknown): void {
  if (error instanceof ApiError && !error.reportedByShell) notify.error(error.message);
}
