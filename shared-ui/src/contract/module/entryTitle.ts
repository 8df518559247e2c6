import type { ModuleDefinition } from './defineModule';
import { formatFieldValue } from './formatFieldValue';

/** Fields that name an entry: a title or a name (`title`, `title_cn`, `category_name`, `stock_name` …). */
const NAMING_FIELD = /^(title|name)($|_)|_(title|name)$/;

/**
 * What an entry is called: its title (or name) field, as the list shows it; else its first list column with text (a
 * key, a link). A holiday notice is 「港股圣诞节休市安排」, not its market 「A股」 (issue 35); '' if nothing has text.
 * React-free: the confirmations, the live-order dialog and mock-server's entry search (issue 33) name entries alike.
 */
export function entryTitle(module: Pick<ModuleDefinition, 'fields' | 'listColumns'>, row: Readonly<Record<string, unknown>>): string {
  for (const def of module.fields) {
    if (!NAMING_FIELD.test(def.name) || def.kind === 'image') continue;
    const text = formatFieldValue(def, row[def.name]).trim();
    if (text !== '') return text;
  }
  for (const name of module.listColumns) {
    const def = module.fields.find((f) => f.name === name);
    if (!def || def.kind === 'image' || def.kind === 'file') continue;
    const text = formatFieldValue(def, row[name]).trim();
    if (text !== '') return text;
  }
  return '';
}
