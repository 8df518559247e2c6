import { LIBRARIES, type LibraryKey } from '../libraries';
import type { FieldDef, RefFieldDef, RefListFieldDef } from './fields';
import type { ModuleDefinition } from './defineModule';
import { formatFieldValue } from './formatFieldValue';

/**
 * A picked item's name in its library (its title, a fund's or a manager's name), where the caller can know it: the
 * console service's entry index reads the libraries through the spec's lists. Undefined: not known.
 */
export type PickLabel = (library: LibraryKey, id: string) => string | undefined;

/** Fields that name an entry: a title or a name (`title`, `title_cn`, `category_name`, `stock_name` …). */
const NAMING_FIELD = /^(title|name)($|_)|_(title|name)$/;

/** Kinds whose value names nothing a person would call the entry by (a picture, an address, a file, a count of seconds). */
const NAMELESS_KINDS: ReadonlySet<FieldDef['kind']> = new Set(['image', 'link', 'file', 'number']);

/** A value that is an address (a jump link typed into a text field, an uploaded file's path) is no name either. */
const ADDRESS = /^(https?:\/\/|\/v2\/)/i;

type Titled = Pick<ModuleDefinition, 'fields' | 'listColumns' | 'entryName'>;

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

/** A module's `entryName` fields, worked out once. */
const entryNameCache = new WeakMap<Titled, readonly FieldDef[]>();

function entryNameFields(module: Titled): readonly FieldDef[] {
  const cached = entryNameCache.get(module);
  if (cached) return cached;
  const fields = (module.entryName ?? []).flatMap((name) => module.fields.filter((f) => f.name === name));
  entryNameCache.set(module, fields);
  return fields;
}

/** The keys a ref or ref-list value picks, in order (a row's ref-list items may carry their label, as the grid's do). */
function picksOf(value: unknown): { id: string; label?: string }[] {
  if (typeof value === 'string') return value === '' ? [] : [{ id: value }];
  if (!Array.isArray(value)) return [];
  return (value as { id?: unknown; label?: unknown }[]).flatMap((item) =>
    typeof item.id === 'string' && item.id !== '' ? [{ id: item.id, ...(typeof item.label === 'string' ? { label: item.label } : {}) }] : [],
  );
}

/**
 * What a module's entry picks, as a person reads it: the first pick by its name, with how many there are
 * (美元见顶了吗 等 3 篇); only the count where no name is known (3 篇文章), never the keys.
 */
function picksText(def: RefFieldDef | RefListFieldDef, value: unknown, pickLabel?: PickLabel): string {
  const picks = picksOf(value);
  const [first] = picks;
  if (!first) return '';
  const library = LIBRARIES[def.library];
  const label = pickLabel?.(def.library, first.id) ?? first.label;
  if (label === undefined || label === '') return `${String(picks.length)} ${library.counter}${library.itemName}`;
  return picks.length === 1 ? label : `${label} 等 ${String(picks.length)} ${library.counter}`;
}

/** A link by its place (/activity/new-year-2027): its scheme and host are the same for every entry of a module. */
function linkText(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  const text = value.trim();
  try {
    const url = new URL(text);
    return url.pathname === '/' ? url.host : `${url.pathname}${url.search}`;
  } catch {
    return text;
  }
}

/** One part of a module's `entryName`, as the list shows it (a pick by its name, a link by its place). */
function namePart(def: FieldDef, value: unknown, pickLabel: PickLabel | undefined): string {
  if (def.kind === 'ref' || def.kind === 'refList') return picksText(def, value, pickLabel);
  if (def.kind === 'link') return linkText(value);
  return formatFieldValue(def, value).trim();
}

/**
 * What an entry is called. A module that says which fields name its entries (`entryName`) is named by them, joined by
 * · (市场参考 · 美元见顶了吗 等 3 篇; 全部 · 已注册用户 · /fund/mmf-plus). Otherwise: its title (or name) field, as the
 * list shows it; else its first list column with text (a key); else its first text field with text; else a listed
 * choice's label. A holiday notice is 「港股圣诞节休市安排」, not its market 「A股」 (issue 35); a maintenance banner
 * its text, not 全部; a jump link, an image or a number (a splash screen's 3 seconds) names nothing; picks are named as
 * `picksText` says; '' if nothing has text.
 * React-free: the confirmations, the live-order dialog, and the console service's entry index (calendar, home, search)
 * and audit trail name entries alike; the index passes `pickLabel`, since it reads the libraries.
 */
export function entryTitle(module: Titled, row: Readonly<Record<string, unknown>>, pickLabel?: PickLabel): string {
  const named = entryNameFields(module)
    .map((def) => namePart(def, row[def.name], pickLabel))
    .filter((part) => part !== '');
  if (named.length > 0) return named.join(' · ');
  for (const def of namingFields(module)) {
    const text = (def.kind === 'ref' || def.kind === 'refList' ? picksText(def, row[def.name], pickLabel) : formatFieldValue(def, row[def.name])).trim();
    if (text !== '' && !ADDRESS.test(text)) return text;
  }
  return '';
}
