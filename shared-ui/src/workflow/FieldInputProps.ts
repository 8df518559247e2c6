import type { FieldDef, FieldValue } from 'shared-ui/contract';

/** What every input of a field kind receives from the form. */
export interface FieldInputProps<D extends FieldDef = FieldDef> {
  def: D;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  onBlur: () => void;
  /** The error message of the field, or of one of its parts (a language of a multi-language field). */
  errorAt: (part?: string) => string | undefined;
  disabled: boolean;
}

/** A value as the text an input shows. */
export function asText(value: FieldValue | undefined): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
