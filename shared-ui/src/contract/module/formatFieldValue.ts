import { DEFAULT_LANGUAGE, optionLabel } from '../enums';
import { formatAmount } from '../money';
import { richTextVisibleText } from '../richTextSanitizer';
import type { FieldDef } from './fields';
import { storedFileOf } from './fileField';

/** A rich text in a list cell: its visible text, cut here (the cell would cut it anyway, without saying so). */
export const RICH_TEXT_CELL_MAX = 40;

/**
 * A field's value as a list cell's text (React-free: the server's entry titles read it too): option labels, the zh-hans text of a multi-language field, 是/否 for a
 * switch, an amount with separators and unit (800,000,000 港元). (Images are drawn as thumbnails by the column, not formatted here.)
 */
export function formatFieldValue(def: FieldDef, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (def.kind) {
    case 'select':
    case 'radio':
      return Array.isArray(value) ? value.map((v) => optionLabel(def.options, v)).join('、') : optionLabel(def.options, value);
    case 'switch':
      return value === 1 || value === '1' ? '是' : '否';
    case 'number':
      return def.amount ? formatAmount(value, def.unit) : String(value);
    case 'multiLanguage':
      return typeof value === 'object' ? String((value as Record<string, unknown>)[DEFAULT_LANGUAGE] ?? '') : String(value);
    case 'richText': {
      // Text only, never HTML: React prints it as text, so nothing in it can run.
      const text = typeof value === 'string' ? richTextVisibleText(value) : '';
      return [...text].length > RICH_TEXT_CELL_MAX ? `${[...text].slice(0, RICH_TEXT_CELL_MAX).join('')}…` : text;
    }
    case 'file':
      // A stored file by the name it was chosen with, not its address.
      return typeof value === 'string' ? (storedFileOf(value)?.name ?? value) : '';
    case 'list':
      // An own list in a cell: its items' first text (a slide's title), in order.
      return Array.isArray(value) ? (value as Record<string, unknown>[]).map((item, index) => listItemText(def.itemFields, item, index)).join('、') : '';
    case 'refList':
      // Rows carry each item's label (its title or name); the key stands in when the library no longer has it.
      return Array.isArray(value)
        ? (value as { id?: unknown; label?: unknown }[]).map((item) => String(item.label ?? item.id ?? '')).join('、')
        : '';
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** An own list's item by its first text (a shortcut's 入口名称 in zh-hans too), else by its place. */
function listItemText(itemFields: readonly FieldDef[], item: Record<string, unknown>, index: number): string {
  for (const def of itemFields) {
    if (def.kind !== 'text' && def.kind !== 'textarea' && def.kind !== 'multiLanguage') continue;
    const text = formatFieldValue(def, item[def.name]).trim();
    if (text !== '') return text;
  }
  return `第 ${String(index + 1)} 项`;
}
