import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatFieldValue, canonicalJson, richTextVisibleText, type FieldDef, type ModuleDefinition } from 'shared-ui/contract';
import { jsonLines, lineDiff, type DiffLine } from './lineDiff';

/** A field's value as lines to compare: JSON pretty-printed with sorted keys, anything else as its list text. */
function valueLines(field: FieldDef, value: unknown): string[] {
  if (field.kind === 'json') return typeof value === 'string' && value !== '' ? jsonLines(value) : [];
  // A rich text compares by its visible text, one line per block (the list cell's cut would hide changes).
  if (field.kind === 'richText') return richTextLines(typeof value === 'string' ? value : '');
  const text = formatFieldValue(field, value);
  return text === '' ? [] : text.split('\n');
}

function richTextLines(html: string): string[] {
  return html
    .split(/<\/(?:p|h[1-6]|li|blockquote|tr|pre)\s*>|<br\s*\/?>/i)
    .map(richTextVisibleText)
    .filter((line) => line !== '');
}

const MARKS: Record<DiffLine['kind'], { sign: string; color: string; background: string }> = {
  same: { sign: ' ', color: 'text.secondary', background: 'transparent' },
  removed: { sign: '-', color: 'error.dark', background: 'rgba(211, 47, 47, 0.08)' },
  added: { sign: '+', color: 'success.dark', background: 'rgba(46, 125, 50, 0.08)' },
};

export interface ValuesDiffProps {
  module: Pick<ModuleDefinition, 'fields'>;
  before: Readonly<Record<string, unknown>>;
  after: Readonly<Record<string, unknown>>;
}

/**
 * What changes from `before` to `after`, field by field: only the fields that differ, each as removed (-) and added
 * (+) lines; "无变化" when nothing does. Values are shown as text (never HTML), so nothing in them can run.
 */
export function ValuesDiff({ module, before, after }: ValuesDiffProps) {
  const changed = module.fields.filter((field) => canonicalJson(before[field.name] ?? null) !== canonicalJson(after[field.name] ?? null));
  if (changed.length === 0) return <Typography color="text.secondary">内容无变化</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {changed.map((field) => (
        <Box key={field.name} role="group" aria-label={`${field.label}的变化`}>
          <Typography variant="subtitle2" component="h3">
            {field.label}
          </Typography>
          <Box component="pre" sx={{ m: 0, p: 1, fontSize: 13, fontFamily: 'monospace', bgcolor: 'grey.50', borderRadius: 1, overflowX: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {lineDiff(valueLines(field, before[field.name]), valueLines(field, after[field.name])).map((line, index) => (
              <Box key={index} component="span" data-diff={line.kind} sx={{ display: 'block', color: MARKS[line.kind].color, bgcolor: MARKS[line.kind].background }}>
                {`${MARKS[line.kind].sign} ${line.text}`}
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
