import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { SwitchFieldDef } from 'shared-ui/contract';
import type { FieldInputProps } from './FieldInputProps';

/** On/off as 1/0, the values the server stores. */
export function SwitchInput({ def, value, onChange, onBlur, errorAt, disabled }: FieldInputProps<SwitchFieldDef>) {
  const error = errorAt();
  const on = value === 1;
  const state = on ? (def.onLabel ?? '是') : (def.offLabel ?? '否');
  return (
    <FormControl error={Boolean(error)} disabled={disabled}>
      <FormControlLabel
        control={<Switch name={def.name} checked={on} onChange={(e) => onChange(e.target.checked ? 1 : 0)} onBlur={onBlur} />}
        label={`${def.label}（${state}）`}
      />
      {error || def.hint ? <FormHelperText>{error ?? def.hint}</FormHelperText> : null}
    </FormControl>
  );
}
