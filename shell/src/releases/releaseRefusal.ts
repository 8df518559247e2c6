/**
 * What a refused release call means for the screen, read once from the ApiError (`unwrap`): the codes of
 * releaseRoutes.ts — 1106 with the fields' problems, 1043 stale, 1000 with the check's problems or with the release a
 * stopped scheduling left behind — and anything else in its own words.
 */
import { ApiError, isReportedByShell, validationErrorsOf } from 'shared-ui';
import { ErrorCode, RELEASE_REFUSAL_SCHEMA, RELEASE_SCHEMA, type Release, type ReleaseProblem, type StaleSaveDetail } from 'shared-ui/contract';

export type ReleaseRefusal =
  /** Field name (`name`, `push_time`, `entries.2` …) → its first message. */
  | { kind: 'fields'; errors: Record<string, string>; message: string }
  | { kind: 'stale'; operator: string | null; time: string | null; message: string }
  | { kind: 'problems'; problems: ReleaseProblem[]; message: string }
  /** Settled, but stopped part-way: every entry withdrawn again; the release as it now stands. */
  | { kind: 'stopped'; release: Release; message: string }
  /** The shell has already said it (session gone, no permission, network): nothing more to show. */
  | { kind: 'reported' }
  | { kind: 'other'; message: string };

const staleDetailOf = (data: unknown): Partial<StaleSaveDetail> => (typeof data === 'object' && data !== null ? (data as Partial<StaleSaveDetail>) : {});

export function readRefusal(error: unknown): ReleaseRefusal {
  if (isReportedByShell(error)) return { kind: 'reported' };
  if (!(error instanceof ApiError)) return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
  const { code, data, message } = error;
  if (code === ErrorCode.StaleSave) {
    const detail = staleDetailOf(data);
    return { kind: 'stale', operator: detail.operator ?? null, time: detail.time ?? null, message };
  }
  if (code === ErrorCode.SaveOrPublishFailed) {
    const problems = RELEASE_REFUSAL_SCHEMA.safeParse(data);
    if (problems.success) return { kind: 'problems', problems: problems.data.problems, message };
    const release = RELEASE_SCHEMA.safeParse(data);
    if (release.success) return { kind: 'stopped', release: release.data, message };
  }
  const fields = validationErrorsOf(error);
  if (fields.length > 0) {
    const errors: Record<string, string> = {};
    for (const { field, message: said } of fields) errors[field] ??= said;
    return { kind: 'fields', errors, message };
  }
  return { kind: 'other', message };
}
