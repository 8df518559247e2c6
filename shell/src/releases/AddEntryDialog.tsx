import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { ENTRY_SEARCH_LIMITS, RELEASE_LIMITS } from 'shared-ui/contract';
import { entryKeyOf, formEntryOf, type ReleaseFormEntry } from './releaseForm';
import { useEntrySearch } from './useReleases';

/** Typing pauses this long before the index is asked, so a word typed is one call, not one per key. */
const SEARCH_PAUSE_MS = 300;

function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

export interface AddEntryDialogProps {
  /** The entries already in the form: offered as 已加入, never twice. */
  picked: readonly ReleaseFormEntry[];
  onPick: (entry: ReleaseFormEntry) => void;
  onClose: () => void;
}

/**
 * Finds entries for the release in the console's entry index by title. Only pre-published ones can join a release
 * (scheduling publishes them), so only those are offered; each chosen one goes into the form, saved with 保存.
 */
export function AddEntryDialog({ picked, onPick, onClose }: AddEntryDialogProps) {
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const tooLong = trimmed.length > ENTRY_SEARCH_LIMITS.maxText;
  const settled = useSettledText(tooLong ? '' : trimmed);
  const search = useEntrySearch(settled);
  const hits = (search.data?.list ?? []).filter((hit) => hit.status === 'prepublished');
  const pickedKeys = new Set(picked.map(entryKeyOf));
  const full = picked.length >= RELEASE_LIMITS.entriesMax;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="add-entry-title">
      <DialogTitle id="add-entry-title">添加条目</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="按标题搜索预发布中的条目"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={tooLong}
          helperText={tooLong ? `搜索内容不能超过 ${String(ENTRY_SEARCH_LIMITS.maxText)} 个字` : '只有预发布中的条目可以加入批次'}
          slotProps={{ htmlInput: { 'data-testid': 'add-entry-search' } }}
        />
        {full ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            一个批次至多 {RELEASE_LIMITS.entriesMax} 个条目，已加满
          </Alert>
        ) : null}
        <SearchOutcome settled={settled} loading={search.isFetching} failed={search.isError ? search.error.message : null} found={hits.length} />
        <List dense aria-label="搜索结果">
          {hits.map((hit) => {
            const entry = formEntryOf(hit);
            const already = pickedKeys.has(entryKeyOf(entry));
            return (
              <ListItem
                key={entryKeyOf(entry)}
                divider
                secondaryAction={
                  <Button size="small" disabled={already || full} onClick={() => onPick(entry)} aria-label={already ? `${hit.title} 已加入` : `加入 ${hit.title}`}>
                    {already ? '已加入' : '加入'}
                  </Button>
                }
              >
                <ListItemText primary={`${hit.module_title} · ${hit.title}`} secondary={`ID ${String(hit.id)}`} />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>完成</Button>
      </DialogActions>
    </Dialog>
  );
}

function SearchOutcome({ settled, loading, failed, found }: { settled: string; loading: boolean; failed: string | null; found: number }) {
  if (settled === '') return null;
  if (loading) return <CircularProgress size={20} sx={{ mt: 1 }} aria-label="正在搜索" />;
  if (failed !== null) return <Alert severity="error" sx={{ mt: 1 }}>搜索失败：{failed}</Alert>;
  if (found > 0) return null;
  return (
    <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
      没有标题含「{settled}」的预发布条目
    </Typography>
  );
}
