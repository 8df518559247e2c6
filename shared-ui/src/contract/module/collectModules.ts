/**
 * Every module a server serves or watches: the remotes' React-free module lists, as their authors fill them. A list may
 * still hold plain link entries (`AreaModuleLink`) for modules not yet written with `defineModule`; those are skipped
 * until they become definitions. mock-server (which serves them) and the console service (which reads them through
 * the backend) collect the same lists by this one rule.
 */
import type { ModuleDefinition } from './defineModule';

/** A `defineModule` result, told apart from a bare link entry by what only a definition has. */
export function isModuleDefinition(value: unknown): value is ModuleDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof ModuleDefinition, unknown>>;
  return (
    typeof candidate.key === 'string' &&
    typeof candidate.apiBase === 'string' &&
    typeof candidate.schedule === 'string' &&
    Array.isArray(candidate.fields)
  );
}

/** The definitions among `lists`, refusing two modules with one key (their records would mix). */
export function collectModules(lists: readonly (readonly unknown[])[]): ModuleDefinition[] {
  const modules = lists.flatMap((list) => list.filter(isModuleDefinition));
  const keys = modules.map((m) => m.key);
  const duplicate = keys.find((key, i) => keys.indexOf(key) !== i);
  if (duplicate) throw new Error(`模块 ${duplicate} 在模块列表中出现了两次：每个模块的 area/name 必须唯一`);
  return modules;
}
