import type { ListFilterValues, WorkflowAction } from 'shared-ui/contract';

/** The three paged lists of a module's workflow. */
export type WorkflowListView = 'prepublish' | 'published' | 'history';

/** The endpoint each list reads. */
export const LIST_ACTIONS: Record<WorkflowListView, WorkflowAction> = {
  prepublish: 'prepublishList',
  published: 'publishedList',
  history: 'history',
};

/** Only the filters that filter: a blank value is the same as none, and must not make a query of its own. */
export function activeFilters(values: ListFilterValues): ListFilterValues {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as ListFilterValues;
}
