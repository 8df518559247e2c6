import { LIBRARIES, type RefFieldDef } from 'shared-ui/contract';
import { asText, type FieldInputProps } from './FieldInputProps';
import { LibraryPicker } from './LibraryPicker';
import { useLibraryItems } from './useLibraryItems';

/**
 * One item of a library (`field.ref`): a server-searched picker whose value is the item's key. A saved key the
 * library no longer has says so in the library's own words instead of showing a bare key.
 */
export function RefInput({ def, value, onChange, onBlur, errorAt, disabled }: FieldInputProps<RefFieldDef>) {
  const key = asText(value);
  const picked = useLibraryItems(def.library, key ? [key] : [], def.filter);
  const item = picked.data?.find((one) => one.id === key) ?? null;
  const missing = key !== '' && picked.isSuccess && !item;
  return (
    <LibraryPicker
      library={def.library}
      filter={def.filter}
      label={def.label}
      name={def.name}
      value={item ?? (key ? { id: key, label: key } : null)}
      onPick={(next) => onChange(next?.id ?? '')}
      onBlur={onBlur}
      error={errorAt() ?? (missing ? (def.filterMessage ?? LIBRARIES[def.library].notFound) : undefined)}
      helperText={def.hint}
      required={def.required}
      disabled={disabled}
    />
  );
}
