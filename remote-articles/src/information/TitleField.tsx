import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { useWatch, type Control } from 'shared-ui/workflow';
import { TITLE_HINT_APP, TITLE_HINT_WEBSITE, textLength } from 'shared-ui/contract';
import { FormTextField } from './FormTextField';
import type { InformationFormValues } from './informationValues';

export interface TitleFieldProps {
  control: Control<InformationFormValues>;
  disabled?: boolean;
  /** A title the form suggests (the stock calendar's); a button puts it in the field when the two differ. */
  suggestion?: string;
  onUseSuggestion?: () => void;
}

/** The title, with spec §9's length hints (the website shows 28 characters, the app 34) counted as it is typed. */
export function TitleField({ control, disabled, suggestion, onUseSuggestion }: TitleFieldProps) {
  const title = useWatch({ control, name: 'title' });
  const length = textLength(title.trim());
  const hint =
    length > TITLE_HINT_APP
      ? `已输入 ${String(length)} 字：超过 ${String(TITLE_HINT_APP)} 字，官网与 App 都会截断显示`
      : length > TITLE_HINT_WEBSITE
        ? `已输入 ${String(length)} 字：官网只显示前 ${String(TITLE_HINT_WEBSITE)} 字`
        : `已输入 ${String(length)} 字（官网显示 ${String(TITLE_HINT_WEBSITE)} 字、App 显示 ${String(TITLE_HINT_APP)} 字以内）`;
  const offer = suggestion && suggestion !== title.trim() && onUseSuggestion;
  return (
    <FormTextField
      control={control}
      name="title"
      label="标题"
      required
      hint={hint}
      disabled={disabled}
      endAdornment={
        offer ? (
          <InputAdornment position="end">
            <Button size="small" onClick={onUseSuggestion} disabled={disabled} title={suggestion} data-testid="use-auto-title">
              使用自动标题
            </Button>
          </InputAdornment>
        ) : undefined
      }
    />
  );
}
