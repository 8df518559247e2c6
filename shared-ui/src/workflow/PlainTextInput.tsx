import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { fieldSchema, textLength, type FieldDef } from 'shared-ui/contract';
import { asText, type FieldInputProps } from './FieldInputProps';
import { HelperLine } from './HelperLine';

type TextKinds = Extract<FieldDef, { kind: 'text' | 'textarea' | 'link' | 'json' | 'uinList' }>;

const UIN_HINT = '多个 UIN 以分号分隔，中英文分号均可';

/**
 * A problem worth showing while typing, before the form is validated: JSON that does not parse, text past its hard
 * limit or with illegal characters. The field's own schema says it, so the words are the ones the server would use.
 * (Links are left alone: every link is "not http" until its fourth letter.)
 */
function liveProblem(def: TextKinds, text: string): string | undefined {
  if (text.trim() === '' || !(def.kind === 'json' || def.kind === 'text' || def.kind === 'textarea')) return undefined;
  const result = fieldSchema(def).safeParse(text);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * The text-like kinds: text and textarea (with a length counter, a soft warning past `lengthHint`, `maxLength` as the
 * schema's hard limit), link, JSON (monospace) and UIN list.
 */
export function PlainTextInput({ def, value, onChange, onBlur, errorAt, disabled }: FieldInputProps<TextKinds>) {
  const text = asText(value);
  const error = errorAt() ?? liveProblem(def, text);
  const multiline = def.kind === 'textarea' || def.kind === 'json' || def.kind === 'uinList';

  let counter: ReactNode;
  let warning: string | undefined;
  if (def.kind === 'text' || def.kind === 'textarea') {
    const length = textLength(text);
    const limit = def.maxLength ?? def.lengthHint;
    if (limit !== undefined) counter = `${String(length)}/${String(limit)}`;
    if (def.lengthHint !== undefined && length > def.lengthHint && (def.maxLength === undefined || length <= def.maxLength)) {
      warning = `已超过建议长度 ${String(def.lengthHint)} 个字`;
    }
  }
  const hint = def.kind === 'uinList' ? [def.hint, UIN_HINT].filter(Boolean).join('；') : def.hint;
  const message: ReactNode =
    error ??
    (warning ? (
      <Box component="span" sx={{ color: 'warning.main' }} data-testid={`length-warning-${def.name}`}>
        {warning}
      </Box>
    ) : (
      hint
    ));

  return (
    <TextField
      label={def.label}
      name={def.name}
      required={def.required}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      disabled={disabled}
      error={Boolean(error)}
      helperText={message || counter ? <HelperLine message={message} counter={counter} /> : undefined}
      placeholder={def.kind === 'link' ? 'https://…' : undefined}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
      slotProps={{ htmlInput: def.kind === 'json' ? { style: { fontFamily: 'monospace' }, spellCheck: false } : undefined }}
    />
  );
}
