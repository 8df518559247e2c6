import { filterSourceFields, refFilter, type LibraryFilter, type ModuleDefinition, type ModuleValues, type RefFieldDef, type RefListFieldDef } from 'shared-ui/contract';
import { useModuleFormContext } from './ModuleFormContext';

/**
 * The library narrowing of a reference in the form as it stands: its fixed filter plus what `filterFrom` reads from
 * the entry's other fields (the same `refFilter` the server's existence check runs). `waiting` says which field must be
 * chosen first while one it reads is empty (the picker waits, so it never offers what the server would refuse).
 */
export function useRefFilter(def: RefFieldDef | RefListFieldDef, module: ModuleDefinition): { value: LibraryFilter | undefined; waiting: string | null } {
  const form = useModuleFormContext();
  const sources = filterSourceFields(def);
  // Watching only the fields the filter reads keeps every other keystroke from re-rendering the picker.
  const watched = form && sources.length > 0 ? (form.watch([...sources]) as unknown[]) : [];
  const values: ModuleValues = Object.fromEntries(sources.map((name, i) => [name, (watched[i] ?? '') as ModuleValues[string]]));
  const empty = sources.find((name) => values[name] === '' || values[name] === null || values[name] === undefined);
  const label = module.fields.find((f) => f.name === empty)?.label ?? empty;
  return { value: refFilter(def, values), waiting: form && label ? `请先选择${label}` : null };
}
