import { DEFAULT_LANGUAGE, optionLabel, type FieldDef } from 'shared-ui/contract';

/**
 * A field's value as a list cell's text: option labels, the zh-hans text of a multi-language field, 是/否 for a
 * switch. (Images are drawn as thumbnails by the column, not formatted here.)
 */
export function formatFieldValue(def: FieldDef, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (def.kind) {
    case 'select':
    case 'radio':
      return Array.isArray(value) ? value.map((v) => optionLabel(def.options, v)).join('、') : optionLabel(def.options, value);
    case 'switch':
      return value === 1 || value === '1' ? '是' : '否';
    case 'multiLanguage':
      return typeof value === 'object' ? String((value as Record<string, unknown>)[DEFAULT_LANGUAGE] ?? '') : String(value);
    case 'refList':
      // Rows carry each item's label (its title or name); the key stands in when the library no longer has it.
      return Array.isArray(value)
        ? (value as { id?: unknown; label?: unknown }[]).map((item) => String(item.label ?? item.id ?? '')).join('、')
        : '';
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
