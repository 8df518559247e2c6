import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { SMS_MESSAGES } from 'shared-ui';

export interface PhoneFieldProps extends Pick<TextFieldProps, 'size' | 'margin' | 'autoFocus' | 'autoComplete'> {
  value: string;
  /** The field's problem, shown in place of the hint. */
  error?: string;
  onChange: (value: string) => void;
}

/** A staff phone (Hong Kong or mainland mobile, the contract's rule) as the SMS pages ask for it. */
export function PhoneField({ value, error, onChange, ...rest }: PhoneFieldProps) {
  return (
    <TextField
      name="phone"
      label="手机号"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? SMS_MESSAGES.phoneHint}
      type="tel"
      inputMode="tel"
      fullWidth
      {...rest}
    />
  );
}
