import { parseCmsTime, scheduleFields, type ModuleDefinition, type TakenTime, type WorkflowRow } from 'shared-ui/contract';
import { useWorkflowList } from './useWorkflowList';

/** The newest entries whose times a new preset must not repeat (the list API's page-size limit). */
const TAKEN_QUERY = { currPage: 1, pageSize: 100, orderBy: 'id', order: 'desc' } as const;

function takenOf(fields: readonly string[], rows: readonly WorkflowRow[]): TakenTime[] {
  return rows.flatMap((row) => {
    const start = parseCmsTime(row[fields[0] ?? '']);
    if (start === null) return [];
    return [{ start, end: fields[1] ? parseCmsTime(row[fields[1]]) : null }];
  });
}

/**
 * The preset times and windows the module's pre-published and live entries hold, so a new pre-publish can propose a
 * default that does not collide with them (`freeDefaultSchedule`). Undefined until both lists have loaded; empty when
 * one cannot load.
 */
export function useTakenTimes(module: ModuleDefinition): TakenTime[] | undefined {
  const prepublished = useWorkflowList(module, 'prepublish', TAKEN_QUERY);
  const live = useWorkflowList(module, 'published', TAKEN_QUERY);
  // A list that cannot load leaves the plain default (the server still refuses a collision, 1013).
  if (prepublished.isError || live.isError) return [];
  if (!prepublished.data || !live.data) return undefined;
  const fields = scheduleFields(module);
  return [...takenOf(fields, prepublished.data.list), ...takenOf(fields, live.data.list)];
}
