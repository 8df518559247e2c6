import { LIBRARIES, type ModuleDefinition, type RefFieldDef } from 'shared-ui/contract';
import { asText, type FieldInputProps } from './FieldInputProps';
import { LibraryPicker } from './LibraryPicker';
import { useLibraryItems } from './useLibraryItems';
import { useRefFilter } from './useRefFilter';

/**
 * One item of a library (`field.ref`): a server-searched picker whose value is the item's key. A saved key the
 * library no longer has says so in the library's own words instead of showing a bare key.
 */
export function RefInput({ def, value, onChange, onBlur, errorAt, disabled, module }: FieldInputProps<RefFieldDef> & { module: ModuleDefinition }) {
  const key = asText(value);
  const filter = useRefFilter(def, module);
  const picked = useLibraryItems(def.library, key ? [key] : [], filter.value);
  const item = picked.data?.find((one) => one.id === key) ?? null;
  const missing = key !== '' && picked.isSuccess && !item;
  return (
    <LibraryPicker
      library={def.library}
      filter={filter.value}
      label={def.label}
      name={def.name}
      value={item ?? (key ? { id: key, label: key } : null)}
      onPick={(next) => onChange(next?.id ?? '')}
      onBlur={onBlur}
      error={errorAt() ?? (missing ? (def.filterMessage ?? LIBRARIES[def.library].notFound) : undefined)}
      helperText={filter.waiting ?? def.hint}
      required={def.required}
      disabled={disabled || filter.waiting !== null}
    />
  );
}
