import { emptyValues, type FieldValue, type ModuleDefinition, type ModuleValues } from 'shared-ui/contract';

/**
 * A module's form values out of a record the server sent (a draft, a list row): each field's value, its empty value
 * when absent or null, every language of a multi-language field present. Workflow columns are left out.
 */
export function valuesFromRecord(module: ModuleDefinition, record: Record<string, unknown> | null | undefined): ModuleValues {
  const values = emptyValues(module);
  if (!record) return values;
  for (const def of module.fields) {
    const sent = record[def.name];
    // Absent and null are one thing: the contract answers a field with no value as null.
    if (sent === undefined || sent === null) continue;
    const empty = values[def.name];
    const bothObjects = def.kind === 'multiLanguage' && typeof sent === 'object' && sent !== null && typeof empty === 'object' && empty !== null;
    // The server speaks the contract's value shapes; a record's field is trusted to be one.
    values[def.name] = bothObjects ? { ...empty, ...sent } : (sent as FieldValue);
  }
  return values;
}
