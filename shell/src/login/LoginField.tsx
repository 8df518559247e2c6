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
 * The look MUI gives a focused or filled field, by CSS alone: the build pre-renders the login form into the page
 * (`scripts/prerenderLogin.tsx`), and until the page's script takes it over MUI's state cannot follow the typing, so
 * the label would sit over the text. `placeholder=" "` lets CSS see that a field is filled (`:placeholder-shown`).
 * Once MUI has taken over, it marks the label `data-shrink="true"` itself and the label rules no longer match; the
 * focused outline is the one MUI gives (its focused and error rules are more specific, so an error stays red).
 */
const BEFORE_START = {
  '&:has(input:focus, input:not(:placeholder-shown)) > label[data-shrink="false"]': {
    transform: 'translate(14px, -9px) scale(0.75)',
    maxWidth: 'calc(133% - 32px)',
  },
  '&:has(input:focus, input:not(:placeholder-shown)) fieldset > legend': { maxWidth: '100%' },
  '&:has(input:focus) > label[data-shrink="false"]': { color: 'primary.main' },
  '&:has(input:focus) fieldset': { borderColor: 'primary.main', borderWidth: 2 },
} as const;

/**
 * An outlined text field, built from the parts MUI's TextField renders. TextField itself always bundles Select (and
 * with it Menu, Popover, Modal): too much for the login page, which must stay small.
 */
export function LoginField({ name, label, value, onChange, error, type = 'text', autoComplete, autoFocus }: LoginFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth margin="dense" error={Boolean(error)} sx={BEFORE_START}>
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
        placeholder=" "
        aria-describedby={helperId}
      />
      {/* A blank helper keeps the layout still when a message appears. */}
      <FormHelperText id={helperId}>{error ?? ' '}</FormHelperText>
    </FormControl>
  );
}
