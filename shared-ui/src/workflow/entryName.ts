import type { ModuleDefinition, WorkflowRow } from 'shared-ui/contract';
import { formatFieldValue } from './formatFieldValue';

/** What an entry is called: its first list column with text (a title, a key), as the list shows it; '' if none. */
export function entryTitle(module: ModuleDefinition, row: Readonly<Record<string, unknown>>): string {
  for (const name of module.listColumns) {
    const def = module.fields.find((f) => f.name === name);
    if (!def || def.kind === 'image') continue;
    const text = formatFieldValue(def, row[name]).trim();
    if (text !== '') return text;
  }
  return '';
}

/** An entry as a confirmation names it: 「年末佣金优惠」（ID 8）, or ID 8 when it has no text to go by. */
export function entryName(module: ModuleDefinition, row: WorkflowRow): string {
  const title = entryTitle(module, row);
  return title === '' ? `ID ${String(row.id)}` : `「${title}」（ID ${String(row.id)}）`;
}
