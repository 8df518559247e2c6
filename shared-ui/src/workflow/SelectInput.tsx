import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';
import { optionLabel, type ChoiceFieldDef } from 'shared-ui/contract';
import type { FieldInputProps } from './FieldInputProps';

type Choice = string | number;

/** A drop-down of the field's options; `multiple` keeps an array. MUI gives option values back as they were. */
export function SelectInput({ def, value, onChange, onBlur, errorAt, disabled }: FieldInputProps<ChoiceFieldDef>) {
  const id = useId();
  const error = errorAt();
  const selected: Choice | Choice[] = def.multiple
    ? (Array.isArray(value) ? [...(value as readonly Choice[])] : [])
    : typeof value === 'string' || typeof value === 'number'
      ? value
      : '';
  return (
    <FormControl fullWidth required={def.required} error={Boolean(error)} disabled={disabled}>
      <InputLabel id={`${id}-label`}>{def.label}</InputLabel>
      <Select<Choice | Choice[]>
        labelId={`${id}-label`}
        label={def.label}
        name={def.name}
        multiple={def.multiple}
        value={selected}
        onChange={(e) => onChange(e.target.value)}
        onClose={onBlur}
        renderValue={(v) => (Array.isArray(v) ? v.map((one) => optionLabel(def.options, one)).join('、') : optionLabel(def.options, v))}
      >
        {def.options.map((o) => (
          <MenuItem key={String(o.value)} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
      {error || def.hint ? <FormHelperText>{error ?? def.hint}</FormHelperText> : null}
    </FormControl>
  );
}
