import type { ModuleDefinition } from 'shared-ui/contract';
import { queryClient, type ScreenDataPreload } from 'shared-ui/components';
import { formLibraryLookups } from './formLibraryLookups';
import { libraryItemsQuery } from './useLibraryItems';
import { moduleDraftQuery } from './useModuleDraft';
import { editListQuery } from './editListCalls';
import { valuesFromRecord } from './valuesFromRecord';
import { workflowViewOf } from './useWorkflowView';

/**
 * A module screen's first data, started with the guard's check (withScreenData): the saved draft when the address
 * opens the edit view (the default), then the names of the library items it points at (formLibraryLookups), which the
 * form's fields would otherwise ask for only after their first render. The list views are left to their mount: they
 * reload on every mount (useWorkflowList), so an early call would be one call too many. A failure is the screen's to
 * show: its own query asks again.
 *
 * @example withScreenData(<ModuleScreen module={m} />, moduleScreenData(m)) // what moduleScreenElement(m) returns
 */
export function moduleScreenData(module: ModuleDefinition): ScreenDataPreload {
  return ({ search }) => {
    if (workflowViewOf(search) !== 'edit') return;
    // An edit list's entries say what the form shows under each item (editListCalls.ts).
    if (module.editList) void queryClient.prefetchQuery(editListQuery(module));
    queryClient
      .fetchQuery(moduleDraftQuery(module))
      .then((draft) => {
        for (const lookup of formLibraryLookups(module, valuesFromRecord(module, draft))) {
          void queryClient.prefetchQuery(libraryItemsQuery(lookup.library, lookup.keys, lookup.filter));
        }
      })
      .catch(() => undefined);
  };
}
