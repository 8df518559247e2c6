import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import type { ChoiceFieldDef } from 'shared-ui/contract';
import type { FieldInputProps } from './FieldInputProps';

/** Radio buttons of the field's options. The DOM speaks strings; the value goes back as the option's own (a number stays one). */
export function RadioInput({ def, value, onChange, onBlur, errorAt, disabled }: FieldInputProps<ChoiceFieldDef>) {
  const id = useId();
  const error = errorAt();
  return (
    <FormControl required={def.required} error={Boolean(error)} disabled={disabled}>
      <FormLabel id={`${id}-label`}>{def.label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${id}-label`}
        name={def.name}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(e) => onChange(def.options.find((o) => String(o.value) === e.target.value)?.value ?? null)}
        onBlur={onBlur}
      >
        {def.options.map((o) => (
          <FormControlLabel key={String(o.value)} value={String(o.value)} control={<Radio />} label={o.label} />
        ))}
      </RadioGroup>
      {error || def.hint ? <FormHelperText>{error ?? def.hint}</FormHelperText> : null}
    </FormControl>
  );
}
