import { api, unwrap } from 'shared-ui';
import { moduleEndpoint, type DraftRow, type ModuleDefinition } from 'shared-ui/contract';
import { withScope } from './withScope';
import { workflowKeys } from './workflowKeys';
import { useScreenQuery } from 'shared-ui/components';

/** The draft's query: one key and call for the screen and its early start (moduleScreenData). */
export function moduleDraftQuery(module: ModuleDefinition) {
  return {
    queryKey: workflowKeys.draft(module),
    queryFn: async (): Promise<DraftRow> => {
      const draft = await unwrap(api.get<DraftRow | undefined>(moduleEndpoint(module, 'content').path, withScope(module, {})));
      // A query may not resolve to undefined; an empty answer means "nothing saved".
      return draft ?? null;
    },
  };
}

/**
 * The module's saved draft (`GET content`): its field values and update_time, or null when nothing is saved.
 *
 * @example const { data: draft, isPending } = useModuleDraft(module);
 */
export function useModuleDraft(module: ModuleDefinition) {
  return useScreenQuery(moduleDraftQuery(module));
}
