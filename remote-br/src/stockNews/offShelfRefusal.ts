import { ApiError } from 'shared-ui';
import { ErrorCode, offShelfRefusalMessage } from 'shared-ui/contract';

/**
 * An off-shelf application refused with 1025 says which application holds the queue (spec §4: one pending at a
 * time), from the answer's data rather than the server's words; any other failure passes through unchanged.
 */
export function withOffShelfWords(error: unknown): never {
  if (error instanceof ApiError && error.code === ErrorCode.OffShelfApprovalInProgress) {
    throw new ApiError(error.code, offShelfRefusalMessage(error.data), error.data, error.reportedByShell);
  }
  throw error;
}
