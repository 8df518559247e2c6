import type { ModuleDefinition } from 'shared-ui/contract';
import { DateTimeInput } from './DateTimeInput';
import type { FieldInputProps } from './FieldInputProps';
import { ImageInput } from './ImageInput';
import { MultiLanguageInput } from './MultiLanguageInput';
import { NumberInput } from './NumberInput';
import { PlainTextInput } from './PlainTextInput';
import { RadioInput } from './RadioInput';
import { RefInput } from './RefInput';
import { RefListInput } from './RefListInput';
import { SelectInput } from './SelectInput';
import { SwitchInput } from './SwitchInput';

/** The input of a field's kind. */
export function FieldInput(props: FieldInputProps & { module: ModuleDefinition; canUpload: boolean }) {
  const { def, module, canUpload, ...rest } = props;
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
    case 'datetime':
      return <DateTimeInput def={def} {...rest} />;
    case 'ref':
      return <RefInput def={def} {...rest} />;
    case 'refList':
      return <RefListInput def={def} {...rest} module={module} canUpload={canUpload} />;
  }
}
