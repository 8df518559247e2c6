import type { WorkflowAction } from 'shared-ui/contract';

/** The three paged lists of a module's workflow. */
export type WorkflowListView = 'prepublish' | 'published' | 'history';

/** The endpoint each list reads. */
export const LIST_ACTIONS: Record<WorkflowListView, WorkflowAction> = {
  prepublish: 'prepublishList',
  published: 'publishedList',
  history: 'history',
};
