import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent } from 'react';

export interface LoginFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  type?: 'text' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
}

/**
 * An outlined text field, built from the parts MUI's TextField renders. TextField itself always bundles Select (and
 * with it Menu, Popover, Modal): too much for the login page, which must stay small.
 */
export function LoginField({ name, label, value, onChange, error, type = 'text', autoComplete, autoFocus }: LoginFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth margin="dense" error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-describedby={helperId}
      />
      {/* A blank helper keeps the layout still when a message appears. */}
      <FormHelperText id={helperId}>{error ?? ' '}</FormHelperText>
    </FormControl>
  );
}
