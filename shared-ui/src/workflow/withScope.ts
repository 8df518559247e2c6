import type { ModuleDefinition } from 'shared-ui/contract';

/**
 * A call's query or body with the module's scope parameters added: several modules share one API base and the scope
 * (`{ type: 'broker' }`) picks this module's records there. The scope wins over a field of the same name, so a form
 * can never move a record to another module.
 */
export function withScope<T extends object>(module: Pick<ModuleDefinition, 'scope'>, payload: T): T & Record<string, string | number> {
  return { ...payload, ...(module.scope ?? {}) };
}
