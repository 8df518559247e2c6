import { keepPreviousData } from '@tanstack/react-query';
import { api, unwrap } from 'shared-ui';
import { moduleEndpoint, type ListFilterValues, type ModuleDefinition, type Paged, type WorkflowListQuery, type WorkflowRow } from 'shared-ui/contract';
import { withScope } from './withScope';
import { LIST_ACTIONS, activeFilters, type WorkflowListView } from './WorkflowListView';
import { workflowKeys } from './workflowKeys';
import { useScreenQuery } from 'shared-ui/components';

/** One page of a workflow list, as the server answers it (the query key is `workflowKeys.list(module, view, query)`). */
export function readWorkflowList(module: ModuleDefinition, view: WorkflowListView, query: Record<string, unknown>): Promise<Paged<WorkflowRow>> {
  return unwrap(api.get<Paged<WorkflowRow>>(moduleEndpoint(module, LIST_ACTIONS[view]).path, withScope(module, query)));
}

/** How often a shown list reloads by itself: the scheduler's changes appear within this. */
export const LIST_REFRESH_MS = 15_000;

/**
 * One page of a workflow list (`GET prepublish/list`, `publish/list` or `publish/history`). `currPage` is 1-based, as
 * the server counts, and `filters` are the module's declared list filters (blank ones left out). The previous page
 * stays in `data` while the next one loads, so the grid keeps its row count.
 *
 * @example const { data } = useWorkflowList(module, 'history', { currPage: 1, pageSize: 10, orderBy: 'push_time', order: 'desc' });
 */
export function useWorkflowList(module: ModuleDefinition, view: WorkflowListView, paging: WorkflowListQuery, filters: ListFilterValues = {}) {
  // Filters ride in the query and in its key: page 2 of a filtered list is its own page, kept while paging.
  const query = { ...paging, ...activeFilters(filters) };
  return useScreenQuery({
    queryKey: workflowKeys.list(module, view, query),
    queryFn: () => readWorkflowList(module, view, query),
    placeholderData: keepPreviousData,
    // Lists go stale on their own: the scheduler publishes and expires entries, colleagues change them. Each time a
    // list is shown again, the window regains focus, and every LIST_REFRESH_MS while the tab is visible, it reloads.
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    refetchInterval: LIST_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
