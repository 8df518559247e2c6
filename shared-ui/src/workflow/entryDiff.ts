import { LANGUAGES, LANGUAGE_LABELS, canonicalJson, formatFieldValue, richTextVisibleText, type FieldDef, type Language } from 'shared-ui/contract';
import { collectionDiff, type CollectionItemChange } from './collectionDiff';
import { jsonLines, lineDiff, textDiff, type TextPart } from './textDiff';

/** How one changed field reads in the diff, chosen by its kind. */
export type FieldChange =
  /** Text, rich text, links, UIN lists, multi-language texts: a word diff; `lines` for a JSON value (line by line). */
  | { kind: 'text'; field: FieldDef; parts: TextPart[]; lines?: boolean; formattingChanged?: boolean }
  /** Numbers, choices, switches, dates, references: the live value and the new one in their display form. */
  | { kind: 'value'; field: FieldDef; before: string; after: string }
  /** An image: the live one and the new one side by side ('' where there is none). */
  | { kind: 'image'; field: FieldDef; before: string; after: string }
  /** A collection: its items added, removed, moved or edited. */
  | { kind: 'collection'; field: FieldDef; items: CollectionItemChange[] };

export interface EntryDiff {
  /** Nothing live to compare with: the publish is the first (首次发布), nothing is diffed. */
  first: boolean;
  changes: FieldChange[];
  /** Fields whose value is the same as live (shown collapsed, "N 项未改动"). */
  unchanged: FieldDef[];
}

type Values = Readonly<Record<string, unknown>>;

/**
 * What differs, field by field, between what is live (`live`, null when nothing is) and the entry about to be
 * published (`next`), read from the module's field declarations: each field's label, and its kind for how to show it.
 *
 * @example entryDiff(module.fields, liveRow, pendingRow).changes.map((c) => c.field.label) // ['标题', '配图']
 */
export function entryDiff(fields: readonly FieldDef[], live: Values | null, next: Values): EntryDiff {
  if (live === null) return { first: true, changes: [], unchanged: [] };
  const changes: FieldChange[] = [];
  const unchanged: FieldDef[] = [];
  for (const field of fields) {
    const change = fieldChange(field, live[field.name] ?? null, next[field.name] ?? null);
    if (change) changes.push(change);
    else unchanged.push(field);
  }
  return { first: false, changes, unchanged };
}

const text = (value: unknown) => (typeof value === 'string' ? value : value === null ? '' : String(value));

/** Null when the field reads the same in both (a rich text whose markup and text are both unchanged, say). */
function fieldChange(field: FieldDef, before: unknown, after: unknown): FieldChange | null {
  if (canonicalJson(before) === canonicalJson(after)) return null;
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'link':
    case 'uinList':
      return { kind: 'text', field, parts: textDiff(text(before), text(after)) };
    case 'richText': {
      const parts = textDiff(richTextBlocks(text(before)), richTextBlocks(text(after)));
      return { kind: 'text', field, parts, formattingChanged: markupOf(text(before)) !== markupOf(text(after)) };
    }
    case 'multiLanguage':
      return { kind: 'text', field, parts: textDiff(languageLines(before), languageLines(after)) };
    case 'json':
      return { kind: 'text', field, parts: lineDiff(jsonLines(text(before)), jsonLines(text(after))), lines: true };
    case 'image':
      return { kind: 'image', field, before: text(before), after: text(after) };
    case 'refList':
    case 'list':
      return { kind: 'collection', field, items: collectionDiff(field, before, after) };
    default: {
      const shown = { before: formatFieldValue(field, before), after: formatFieldValue(field, after) };
      // A value stored differently but shown alike (1 and '1' for a switch) is no change to the person reading.
      return shown.before === shown.after ? null : { kind: 'value', field, ...shown };
    }
  }
}

/** A rich text's visible text, a line per block, so a diff keeps paragraphs apart. */
function richTextBlocks(html: string): string {
  return html
    .split(/<\/(?:p|h[1-6]|li|blockquote|tr|pre|div)\s*>|<br\s*\/?>/i)
    .map(richTextVisibleText)
    .filter((line) => line !== '')
    .join('\n');
}

/** The markup alone (tags with their attributes, text removed): differs when bold, links or headings changed. */
function markupOf(html: string): string {
  return (html.match(/<[^>]+>/g) ?? []).join('');
}

/** A multi-language text as one line per language, labelled (简体中文：…). */
function languageLines(value: unknown): string {
  if (typeof value !== 'object' || value === null) return text(value);
  const byLanguage = value as Partial<Record<Language, unknown>>;
  return LANGUAGES.filter((language) => text(byLanguage[language] ?? null) !== '')
    .map((language) => `${LANGUAGE_LABELS[language]}：${text(byLanguage[language] ?? null)}`)
    .join('\n');
}
