import { ErrorCode, api, unwrap } from 'shared-ui';
import { BASE_VERSION_FIELD, BASE_VERSIONS_FIELD, CLONE_ENDPOINT, dialectEndpoint, idTravelsInBody, moduleEndpoint, type ModuleDefinition, type WorkflowEndpoint } from 'shared-ui/contract';
import { withScope } from './withScope';
import type { BaseVersion, WorkflowCommand } from './WorkflowCommand';

/** The base version riding along with an edit's body, when the backend gave one. */
const versioned = (body: object, base: BaseVersion): object => (base === undefined ? body : { ...body, [BASE_VERSION_FIELD]: base });

/** The body each command sends; the verb and path are the module's (its dialect's where it has one). */
function commandBody(command: WorkflowCommand): object {
  switch (command.action) {
    case 'save':
      return versioned(command.overwrite ? { ...command.values, overwrite: true } : command.values, command.baseVersion);
    case 'prepublish':
      return versioned({ ...command.values, ...command.times }, command.baseVersion);
    case 'reprepublish':
      return versioned({ ...command.values, ...command.times }, command.baseVersion);
    case 'publish':
      return versioned({ id: command.id, ...command.times }, command.baseVersion);
    case 'cancel':
      return versioned({ id: command.id }, command.baseVersion);
    case 'out':
    case 'prepublishDelete':
      return command.baseVersions && Object.keys(command.baseVersions).length > 0 ? { ids: command.ids, [BASE_VERSIONS_FIELD]: command.baseVersions } : { ids: command.ids };
    case 'liveOrder':
      return { ids: command.ids };
    case 'liveEdit':
      return versioned({ id: command.id, ...command.values }, command.baseVersion);
    case 'clone':
      return versioned(command.overwrite ? { id: command.id, overwrite: true } : { id: command.id }, command.baseVersion);
  }
}

/** The calls a module has besides the common pattern (`liveList`, `cloneable`), at the module's base. */
function extraEndpoint(module: ModuleDefinition, action: 'liveOrder' | 'liveEdit' | 'clone'): WorkflowEndpoint {
  const endpoint =
    action === 'liveOrder' ? module.liveList?.order : action === 'liveEdit' ? module.liveList?.edit?.endpoint : module.cloneable ? CLONE_ENDPOINT : undefined;
  if (!endpoint) throw new Error(`${module.key} has no call for ${action}`);
  return { method: endpoint.method, path: `${module.apiBase}${endpoint.path}` };
}

/**
 * The call behind each command, through the one adapter (`moduleEndpoint`) that knows the module's REST dialect.
 * Resolves to the answer's data; rejects with an ApiError.
 */
export function sendWorkflowCommand(module: ModuleDefinition, command: WorkflowCommand): Promise<unknown> {
  const { method, path } =
    command.action === 'liveOrder' || command.action === 'liveEdit' || command.action === 'clone'
      ? extraEndpoint(module, command.action)
      : moduleEndpoint(module, command.action, command.action === 'reprepublish' ? command.id : undefined);
  // An endpoint without `:id` (recommend's `PUT modify`) takes the entry's id in its body.
  const idInBody = command.action === 'reprepublish' && idTravelsInBody(dialectEndpoint(module.dialect, command.action)) ? { id: command.id } : {};
  const body = withScope(module, { ...commandBody(command), ...idInBody });
  // A 1041 question names what would be replaced, a 1043 who changed it and when: the server's words are the screen's.
  return unwrap(method === 'PUT' ? api.put<unknown>(path, body) : api.post<unknown>(path, body), [0], [ErrorCode.OverwriteQuestion, ErrorCode.StaleSave]);
}
