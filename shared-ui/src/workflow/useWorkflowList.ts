import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from 'shared-ui';
import { workflowPath, type ModuleDefinition, type Paged, type WorkflowListQuery, type WorkflowRow } from 'shared-ui/contract';
import { withScope } from './withScope';
import { LIST_ACTIONS, type WorkflowListView } from './WorkflowListView';
import { workflowKeys } from './workflowKeys';

/**
 * One page of a workflow list (`GET prepublish/list`, `publish/list` or `publish/history`). `currPage` is 1-based, as
 * the server counts. The previous page stays in `data` while the next one loads, so the grid keeps its row count.
 *
 * @example const { data } = useWorkflowList(module, 'history', { currPage: 1, pageSize: 10, orderBy: 'push_time', order: 'desc' });
 */
export function useWorkflowList(module: ModuleDefinition, view: WorkflowListView, paging: WorkflowListQuery) {
  return useQuery({
    queryKey: workflowKeys.list(module, view, paging),
    queryFn: () =>
      unwrap(api.get<Paged<WorkflowRow>>(workflowPath(module.apiBase, LIST_ACTIONS[view]), withScope(module, { ...paging }))),
    placeholderData: keepPreviousData,
  });
}
