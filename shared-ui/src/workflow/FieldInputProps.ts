import type { ComponentType } from 'react';
import type { FieldDef, FieldValue, ModuleDefinition } from 'shared-ui/contract';

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

/**
 * The input of any field kind (FieldInput), as a collection's rows receive it to draw each item's own fields. Handed
 * down rather than imported: FieldInput draws collections, so an import back would close a circle.
 */
export type ItemFieldInput = ComponentType<FieldInputProps & { module: ModuleDefinition; canUpload: boolean; item?: Readonly<Record<string, unknown>> }>;

/** A value as the text an input shows. */
export function asText(value: FieldValue | undefined): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
