import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LANGUAGES, LANGUAGE_LABELS, textLength, type MultiLanguageFieldDef, type MultiLanguageValue } from 'shared-ui/contract';
import type { FieldInputProps } from './FieldInputProps';

function asLanguages(value: unknown): MultiLanguageValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as MultiLanguageValue) : {};
}

/** One input per language, each labelled with the language's name; required languages marked. */
export function MultiLanguageInput({ def, value, onChange, onBlur, errorAt, disabled }: FieldInputProps<MultiLanguageFieldDef>) {
  const languages = def.languages ?? LANGUAGES;
  const required = new Set(def.required ? (def.requiredLanguages ?? languages) : []);
  const texts = asLanguages(value);
  const whole = errorAt();
  return (
    <FormControl component="fieldset" error={Boolean(whole)} disabled={disabled} fullWidth>
      <FormLabel component="legend" required={def.required}>
        {def.label}
      </FormLabel>
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {languages.map((lang) => {
          const text = texts[lang] ?? '';
          const error = errorAt(lang);
          const counter = def.maxLength !== undefined ? `${String(textLength(text))}/${String(def.maxLength)}` : undefined;
          return (
            <TextField
              key={lang}
              label={`${def.label}（${LANGUAGE_LABELS[lang]}）`}
              name={`${def.name}.${lang}`}
              required={required.has(lang)}
              value={text}
              onChange={(e) => onChange({ ...texts, [lang]: e.target.value })}
              onBlur={onBlur}
              disabled={disabled}
              error={Boolean(error)}
              helperText={error ?? counter}
              multiline={def.multiline}
              minRows={def.multiline ? 2 : undefined}
              fullWidth
              size="small"
            />
          );
        })}
      </Stack>
      {whole || def.hint ? <FormHelperText>{whole ?? def.hint}</FormHelperText> : null}
    </FormControl>
  );
}
