import Stack from '@mui/material/Stack';
import { hasSheet, type FieldValue, type ModuleDefinition } from 'shared-ui/contract';
import { CalendarInput } from './CalendarInput';
import type { FieldInputProps } from './FieldInputProps';
import { FileInput } from './FileInput';
import { ImageInput } from './ImageInput';
import { FormJumpTargetInput, JumpTargetInput } from './JumpTargetInput';
import { ListInput } from './ListInput';
import { MultiLanguageInput } from './MultiLanguageInput';
import { NumberInput } from './NumberInput';
import { PlainTextInput } from './PlainTextInput';
import { RadioInput } from './RadioInput';
import { RefInput } from './RefInput';
import { RefListInput } from './RefListInput';
import { RichTextInput } from './RichTextInput';
import { SelectInput } from './SelectInput';
import { SheetUpload } from './SheetUpload';
import { SwitchInput } from './SwitchInput';

/**
 * The input of a field's kind. `item` is the collection item a field belongs to (its siblings: a jump target's type);
 * absent at the top level.
 */
export function FieldInput(props: FieldInputProps & { module: ModuleDefinition; canUpload: boolean; item?: Readonly<Record<string, unknown>> }) {
  const { def, module, canUpload, item, ...rest } = props;
  // A collection the module fills from a spreadsheet too: the upload and template sit under its rows.
  if (hasSheet(def)) {
    const rows = def.kind === 'refList' ? <RefListInput def={def} {...rest} module={module} canUpload={canUpload} ItemField={FieldInput} /> : <ListInput def={def} {...rest} module={module} canUpload={canUpload} ItemField={FieldInput} />;
    return (
      <Stack spacing={1}>
        {rows}
        {rest.disabled ? null : <SheetUpload def={def} value={rest.value} onChange={rest.onChange} disabled={rest.disabled} />}
      </Stack>
    );
  }
  switch (def.kind) {
    case 'text':
    case 'textarea':
    case 'link':
    case 'json':
    case 'uinList':
      return <PlainTextInput def={def} {...rest} />;
    case 'number':
      return <NumberInput def={def} {...rest} />;
    case 'select':
      return <SelectInput def={def} {...rest} />;
    case 'radio':
      return <RadioInput def={def} {...rest} />;
    case 'switch':
      return <SwitchInput def={def} {...rest} />;
    case 'multiLanguage':
      return <MultiLanguageInput def={def} {...rest} />;
    case 'image':
      return <ImageInput def={def} {...rest} module={module} canUpload={canUpload} />;
    case 'file':
      return <FileInput def={def} {...rest} module={module} canUpload={canUpload} />;
    case 'datetime':
    case 'date':
      return <CalendarInput def={def} {...rest} />;
    case 'ref':
      return <RefInput def={def} {...rest} module={module} />;
    case 'refList':
      return <RefListInput def={def} {...rest} module={module} canUpload={canUpload} ItemField={FieldInput} />;
    case 'list':
      return <ListInput def={def} {...rest} module={module} canUpload={canUpload} ItemField={FieldInput} />;
    case 'jumpTarget':
      return item ? <JumpTargetInput def={def} {...rest} typeValue={item[def.typeField] as FieldValue | undefined} /> : <FormJumpTargetInput def={def} {...rest} />;
    case 'richText':
      return <RichTextInput def={def} {...rest} />;
  }
}
