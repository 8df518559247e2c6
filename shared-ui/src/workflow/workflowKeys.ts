import type { ModuleDefinition, WorkflowListQuery } from 'shared-ui/contract';
import type { WorkflowListView } from './WorkflowListView';

/**
 * TanStack Query keys of a module's workflow data. Everything of one module sits under `['workflow', module.key]`,
 * so a change invalidates that prefix and every list and the draft refresh together.
 *
 * @example queryClient.invalidateQueries({ queryKey: workflowKeys.all(module) })
 */
export const workflowKeys = {
  all: (module: Pick<ModuleDefinition, 'key'>) => ['workflow', module.key] as const,
  draft: (module: Pick<ModuleDefinition, 'key'>) => ['workflow', module.key, 'draft'] as const,
  /** The draft's edit list as `list` answers it (`editList`): refreshed with the draft. */
  editList: (module: Pick<ModuleDefinition, 'key'>) => ['workflow', module.key, 'editList'] as const,
  lists: (module: Pick<ModuleDefinition, 'key'>) => ['workflow', module.key, 'list'] as const,
  list: (module: Pick<ModuleDefinition, 'key'>, view: WorkflowListView, query: WorkflowListQuery) =>
    ['workflow', module.key, 'list', view, query] as const,
  /** One entry, as a link names it (`?entry=`): refreshed with the lists. */
  entry: (module: Pick<ModuleDefinition, 'key'>, id: number) => ['workflow', module.key, 'entry', id] as const,
};
