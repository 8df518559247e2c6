import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { richTextVisibleText, textLength, type RichTextFieldDef } from 'shared-ui/contract';
import { asText, type FieldInputProps } from './FieldInputProps';
import { HelperLine } from './HelperLine';

/**
 * tiptap is loaded when a form first shows a rich-text field, not with the workflow: the login page, the lists and the
 * forms without one never download it. Made once, at module load (a lazy component made in a render would remount).
 */
const LazyRichTextEditor = lazy(async () => ({ default: (await import('shared-ui/richText/editor')).RichTextEditor }));

/**
 * A `richText` field: the shared editor with the field's label, required mark, hint and message, a counter of the
 * visible text against `maxLength`, and read-only (no toolbar commands, no typing) when the form is disabled.
 * Images go in by http(s) address only (see fields.ts).
 */
export function RichTextInput({ def, value, onChange, onBlur, errorAt, disabled }: FieldInputProps<RichTextFieldDef>) {
  const html = asText(value);
  const counter = def.maxLength === undefined ? undefined : `${String(textLength(richTextVisibleText(html)))}/${String(def.maxLength)}`;
  const helper = def.hint || counter ? <HelperLine message={def.hint} counter={counter} /> : undefined;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={200} aria-label={`${def.label}编辑器加载中`} />}>
      <LazyRichTextEditor
        label={def.label}
        required={def.required}
        value={html}
        onChange={onChange}
        onBlur={onBlur}
        error={errorAt()}
        helperText={helper}
        disabled={disabled}
        minHeight={160}
        testId={`rich-text-${def.name}`}
      />
    </Suspense>
  );
}
