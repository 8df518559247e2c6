import { ApiError, ErrorCode, errorMessage, type ApiResponse } from 'shared-ui';
import { ShellReportedError } from './ShellReportedError';

/** HTTP statuses the API client already reports through its events (0 = no answer at all). */
const REPORTED_BY_SHELL = new Set([0, 401, 403, 500]);

/**
 * The data of a successful answer; otherwise an `ApiError` carrying the code, the catalogue's Chinese message and the
 * answer's `data` (a validation refusal's per-field errors live there). Like `unwrap`, but it also tells apart what
 * the shell has already shown (see ShellReportedError), which `unwrap` cannot since it drops the HTTP status.
 *
 * @example const draft = await expectSuccess(api.get<DraftRow>(workflowPath(base, 'content')));
 */
export async function expectSuccess<T>(pending: Promise<ApiResponse<T>>): Promise<T> {
  const res = await pending;
  if (res.code === ErrorCode.Success) return res.data;
  const message = res.code === ErrorCode.RequestFailed ? res.msg : errorMessage(res.code, res.msg);
  if (REPORTED_BY_SHELL.has(res.status)) throw new ShellReportedError(res.code, message, res.data);
  throw new ApiError(res.code, message, res.data);
}
