import type { FieldDef } from './fields';
import type { ModuleDefinition } from './defineModule';
import { formatFieldValue } from './formatFieldValue';

/** Fields that name an entry: a title or a name (`title`, `title_cn`, `category_name`, `stock_name` …). */
const NAMING_FIELD = /^(title|name)($|_)|_(title|name)$/;

/** Kinds whose value names nothing a person would call the entry by (a picture, an address, a file, a count of seconds). */
const NAMELESS_KINDS: ReadonlySet<FieldDef['kind']> = new Set(['image', 'link', 'file', 'number']);

/** A value that is an address (a jump link typed into a text field, an uploaded file's path) is no name either. */
const ADDRESS = /^(https?:\/\/|\/v2\/)/i;

type Titled = Pick<ModuleDefinition, 'fields' | 'listColumns'>;

/** Each module's naming fields in order, worked out once (a month's calendar names thousands of entries). */
const namingFieldsCache = new WeakMap<Titled, readonly FieldDef[]>();

/** Kinds whose value is a choice: its label (全部, iOS) says which kind of entry, not which entry — tried last. */
const CHOICE_KINDS: ReadonlySet<FieldDef['kind']> = new Set(['select', 'radio', 'switch']);

/** Where an entry's name is read, in order: its title or name fields, its list columns, any text field, a choice. */
function namingFields(module: Titled): readonly FieldDef[] {
  const cached = namingFieldsCache.get(module);
  if (cached) return cached;
  const usable = module.fields.filter((f) => !NAMELESS_KINDS.has(f.kind));
  const named = usable.filter((f) => NAMING_FIELD.test(f.name));
  const listed = module.listColumns.flatMap((name) => usable.filter((f) => f.name === name));
  const texts = usable.filter((f) => f.kind === 'text' || f.kind === 'textarea');
  const [choices, others] = [listed.filter((f) => CHOICE_KINDS.has(f.kind)), listed.filter((f) => !CHOICE_KINDS.has(f.kind))];
  const ordered = [...new Set([...named, ...others, ...texts, ...choices])];
  namingFieldsCache.set(module, ordered);
  return ordered;
}

/**
 * What an entry is called: its title (or name) field, as the list shows it; else its first list column with text (a
 * key); else its first text field with text; else a listed choice's label. A holiday notice is 「港股圣诞节休市安排」,
 * not its market 「A股」 (issue 35); a maintenance banner its text, not 全部; a jump link, an image or a number (a
 * splash screen's 3 seconds) names nothing;
 * '' if nothing has text.
 * React-free: the confirmations, the live-order dialog, and mock-server's entry search, calendar, audit trail and home
 * page (issue 33) name entries alike.
 */
export function entryTitle(module: Titled, row: Readonly<Record<string, unknown>>): string {
  for (const def of namingFields(module)) {
    const text = formatFieldValue(def, row[def.name]).trim();
    if (text !== '' && !ADDRESS.test(text)) return text;
  }
  return '';
}
