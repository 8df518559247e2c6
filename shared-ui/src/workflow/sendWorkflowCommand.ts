import { api, unwrap } from 'shared-ui';
import { workflowPath, type ModuleDefinition } from 'shared-ui/contract';
import { withScope } from './withScope';
import type { WorkflowCommand } from './WorkflowCommand';

/**
 * The call behind each command (the module's REST dialect is in the contract's workflow.ts). Resolves to the
 * answer's data; rejects with an ApiError.
 */
export function sendWorkflowCommand(module: ModuleDefinition, command: WorkflowCommand): Promise<unknown> {
  const path = (action: Parameters<typeof workflowPath>[1], id?: number) => workflowPath(module.apiBase, action, id);
  const body = <T extends object>(payload: T) => withScope(module, payload);
  switch (command.action) {
    case 'save': {
      const send = module.saveMethod === 'PUT' ? api.put : api.post;
      return unwrap(send<unknown>(path('save'), body(command.values)));
    }
    case 'prepublish':
      return unwrap(api.post<unknown>(path('prepublish'), body({ ...command.values, ...command.times })));
    case 'reprepublish':
      return unwrap(api.put<unknown>(path('reprepublish', command.id), body({ ...command.values, ...command.times })));
    case 'publish':
      return unwrap(api.post<unknown>(path('publish'), body({ id: command.id, ...command.times })));
    case 'cancel':
      return unwrap(api.put<unknown>(path('cancel'), body({ id: command.id })));
    case 'out':
      return unwrap(api.put<unknown>(path('out'), body({ ids: command.ids })));
    case 'prepublishDelete':
      return unwrap(api.post<unknown>(path('prepublishDelete'), body({ ids: command.ids })));
  }
}
