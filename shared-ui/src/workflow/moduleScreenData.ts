import type { ModuleDefinition } from 'shared-ui/contract';
import { queryClient, type ScreenDataPreload } from 'shared-ui/components';
import { moduleDraftQuery } from './useModuleDraft';
import { workflowViewOf } from './useWorkflowView';

/**
 * A module screen's first data, started with the guard's check (withScreenData): the saved draft, when the address
 * opens the edit view (the default). The list views are left to their mount: they reload on every mount
 * (useWorkflowList), so an early call would be one call too many.
 *
 * @example <Route path={m.route} element={withScreenData(<ModuleScreen module={m} />, moduleScreenData(m))} />
 */
export function moduleScreenData(module: ModuleDefinition): ScreenDataPreload {
  return ({ search }) => {
    if (workflowViewOf(search) === 'edit') void queryClient.prefetchQuery(moduleDraftQuery(module));
  };
}
