import { ApiError } from 'shared-ui';

/**
 * A refusal the shell has already told the user about: the API client turns HTTP 401/500 into its session-invalid
 * handling, 403 into the no-permission message and a failed connection into the network message. Screens must not
 * toast these a second time, so they are thrown as this subclass (still an `ApiError`, code -1).
 */
export class ShellReportedError extends ApiError {
  override readonly name = 'ShellReportedError';
}
