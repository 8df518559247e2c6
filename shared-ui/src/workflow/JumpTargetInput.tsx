import { useEffect, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { LIBRARIES, jumpTargetSpec, type FieldValue, type JumpTargetFieldDef, type LibraryItem, type ModuleValues } from 'shared-ui/contract';
import { asText, type FieldInputProps } from './FieldInputProps';
import { LibraryPicker } from './LibraryPicker';
import { PlainTextInput } from './PlainTextInput';
import { useModuleFormContext } from './ModuleFormContext';
import { useLibraryItems } from './useLibraryItems';

type Props = FieldInputProps<JumpTargetFieldDef>;
type LibrarySpec = Exclude<JumpTargetFieldDef['targets'][string], 'url'>;

/** A library item as the target: searched on the server, never typed; a key the library lacks says so in its words. */
function LibraryTarget({ def, spec, value, onChange, onBlur, errorAt, disabled }: Props & { spec: LibrarySpec }) {
  const key = asText(value);
  const library = LIBRARIES[spec.library];
  const picked = useLibraryItems(spec.library, key ? [key] : [], spec.filter);
  // The item just picked shows by its name at once, before the lookup of its key answers.
  const [chosen, setChosen] = useState<LibraryItem | null>(null);
  const item = picked.data?.find((one) => one.id === key) ?? (chosen?.id === key ? chosen : null);
  const missing = key !== '' && picked.isSuccess && !picked.data.some((one) => one.id === key);
  return (
    <LibraryPicker
      library={spec.library}
      filter={spec.filter}
      label={`${def.label}（${library.itemName}）`}
      name={def.name}
      value={item ?? (key ? { id: key, label: key } : null)}
      onPick={(next) => {
        setChosen(next);
        onChange(next?.id ?? '');
      }}
      onBlur={onBlur}
      error={errorAt() ?? (missing ? (spec.filterMessage ?? library.notFound) : undefined)}
      helperText={def.hint}
      required
      disabled={disabled}
    />
  );
}

/**
 * A jump target (`field.jumpTarget`) for the jump type `typeValue`: a picker over the type's library, an http(s) link
 * box for H5, or nothing for a type that opens nothing in particular.
 */
export function JumpTargetInput(props: Props & { typeValue: FieldValue | undefined }) {
  const { typeValue, ...rest } = props;
  const spec = jumpTargetSpec(rest.def, typeValue);
  if (!spec) return null;
  if (spec === 'url') return <PlainTextInput {...rest} def={{ kind: 'link', name: rest.def.name, label: `${rest.def.label}（H5 链接）`, required: true, hint: rest.def.hint }} />;
  // Keyed by library: a picker switching from funds to articles starts afresh.
  return <LibraryTarget key={spec.library} {...rest} spec={spec} />;
}

/**
 * A top-level jump target in a ModuleForm: it follows the form's jump type and clears itself when a person changes
 * the type (a load or restore, which sets both together, is not a change and keeps the target).
 */
function WatchedJumpTarget({ form, ...props }: Props & { form: UseFormReturn<ModuleValues> }) {
  const { def } = props;
  const typeValue = useWatch({ control: form.control, name: def.typeField }) as FieldValue | undefined;
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (name === def.typeField && type === 'change') form.setValue(def.name, '', { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [form, def.name, def.typeField]);
  return <JumpTargetInput {...props} typeValue={typeValue} />;
}

/** A top-level jump target: needs the ModuleForm around it to see its jump type; outside one it shows nothing. */
export function FormJumpTargetInput(props: Props) {
  const form = useModuleFormContext();
  return form ? <WatchedJumpTarget {...props} form={form} /> : null;
}
