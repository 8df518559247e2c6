import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RELEASE_LIMITS } from 'shared-ui/contract';
import { Link } from 'shared-ui/router';
import { AddEntryDialog } from './AddEntryDialog';
import { entryStateChip } from './releaseLabels';
import { entryKeyOf, type ReleaseFieldErrors, type ReleaseFormEntry } from './releaseForm';

export interface ReleaseEntriesProps {
  entries: readonly ReleaseFormEntry[];
  errors: ReleaseFieldErrors;
  /** A draft the person may prepare: entries can be added and removed. */
  editable: boolean;
  onAdd: (entry: ReleaseFormEntry) => void;
  onRemove: (key: string) => void;
}

/**
 * The release's entries in their order: module · title, where each stands, a link to it on its module screen, and
 * 移除 while the release is a draft; a problem the save found on one entry beside it, one on the list below it.
 */
export function ReleaseEntries({ entries, errors, editable, onAdd, onRemove }: ReleaseEntriesProps) {
  const [adding, setAdding] = useState(false);
  const full = entries.length >= RELEASE_LIMITS.entriesMax;
  return (
    <Box component="section" aria-labelledby="release-entries-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="release-entries-title" variant="subtitle1" component="h3">
          条目（{entries.length}/{RELEASE_LIMITS.entriesMax}）
        </Typography>
        {editable ? (
          <Button startIcon={<Add />} onClick={() => setAdding(true)} disabled={full} data-testid="release-add-entry">
            添加条目
          </Button>
        ) : null}
      </Stack>
      {entries.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          还没有条目{editable ? '：用「添加条目」加入预发布中的条目' : ''}
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="release-entries">
          {entries.map((entry, i) => {
            const chip = entryStateChip(entry.state);
            const problem = errors[`entries.${String(i)}`];
            return (
              <Box component="li" key={entryKeyOf(entry)} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }} data-testid={`release-entry-${entryKeyOf(entry)}`}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                  <Typography sx={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}>
                    {entry.moduleTitle} · {entry.title}
                  </Typography>
                  <Chip size="small" label={chip.label} color={chip.color} variant={entry.state === null ? 'outlined' : 'filled'} />
                  <MuiLink component={Link} to={entry.link} variant="body2">
                    查看条目
                  </MuiLink>
                  {editable ? (
                    <Button size="small" color="error" onClick={() => onRemove(entryKeyOf(entry))} aria-label={`移除 ${entry.title}`}>
                      移除
                    </Button>
                  ) : null}
                </Stack>
                {problem ? <FormHelperText error>{problem}</FormHelperText> : null}
              </Box>
            );
          })}
        </Box>
      )}
      {errors.entries ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errors.entries}
        </Alert>
      ) : null}
      {adding ? <AddEntryDialog picked={entries} onPick={onAdd} onClose={() => setAdding(false)} /> : null}
    </Box>
  );
}
