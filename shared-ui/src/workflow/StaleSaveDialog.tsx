import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { ApiError, ErrorCode } from 'shared-ui';
import { staleSaveMessage, type FieldDef, type StaleSaveDetail } from 'shared-ui/contract';
import { entryDiff } from './entryDiff';
import { EntryDiffView } from './EntryDiffView';

/** The detail of a 1043 answer (a save based on a version someone else replaced), or null for any other error. */
export function staleSaveOf(error: unknown): StaleSaveConflict | null {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.StaleSave) return null;
  const data = (error.data ?? {}) as Partial<StaleSaveDetail>;
  return { operator: data.operator ?? null, time: data.time ?? null, version: data.version ?? null, current: data.current ?? null, message: error.message };
}

export type StaleSaveConflict = StaleSaveDetail & { message: string };

/**
 * A screen's stale-save state: `catchStale(error, mine)` in a save's onError takes a 1043 (true) and keeps what was
 * being saved beside the refusal for the dialog; anything else is left to the caller (false). `read`: how a refusal
 * is recognised as stale, for a route with its own stale code (the libraries' 1015).
 */
export function useStaleSaveConflict<T>(read: (error: unknown) => StaleSaveConflict | null = staleSaveOf) {
  const [conflict, setConflict] = useState<{ mine: T; detail: StaleSaveConflict } | null>(null);
  const catchStale = useCallback(
    (error: unknown, mine: T) => {
      const detail = read(error);
      setConflict(detail ? { mine, detail } : null);
      return detail !== null;
    },
    [read],
  );
  const dismiss = useCallback(() => setConflict(null), []);
  return { conflict, catchStale, dismiss };
}

export interface StaleSaveDialogProps {
  /** The fields compared (a module's, or a screen's own list for articles and the like). */
  fields: readonly FieldDef[];
  /** What this person tried to save. */
  mine: Readonly<Record<string, unknown>>;
  conflict: StaleSaveConflict;
  busy: boolean;
  /** Load what is there now into the form; the caller keeps `mine` where it can be restored (the autosave copy). */
  onReload: () => void;
  /** Save `mine` over it: the caller resends based on `conflict.version`. */
  onOverwrite: () => void;
  /** Back to the form, with `mine` still in it. */
  onClose: () => void;
  /**
   * For an action on a record rather than a save (publish, withdraw, off shelf, delete, approve): what the overwrite
   * button does (仍然发布 …), what closing says, and the line under the refusal. A save leaves them as they are.
   */
  wording?: { overwrite: string; close: string; hint: string };
}

/**
 * A save refused as stale (1043): who changed it and when, with 比较差异 (theirs → mine, field by field), 重新加载
 * (take theirs; mine stays restorable) and 覆盖保存 (mine wins, knowingly). Closing keeps the form as it was, so
 * nothing typed is lost in any branch.
 */
export function StaleSaveDialog({ fields, mine, conflict, busy, onReload, onOverwrite, onClose, wording }: StaleSaveDialogProps) {
  const [comparing, setComparing] = useState(false);
  const gone = conflict.current === null;
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth={comparing ? 'md' : 'sm'} fullWidth aria-labelledby="stale-save-title">
      <DialogTitle id="stale-save-title">内容已被他人修改</DialogTitle>
      <DialogContent>
        {/* An action's dialog names its own buttons (重新加载 / 仍然发布), not a save's 覆盖. */}
        <Alert severity="warning">{wording ? staleSaveMessage(conflict, wording.overwrite) : conflict.message}</Alert>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {wording?.hint ??
            (gone
              ? '覆盖保存会以您的内容重新建立；关闭本窗口可继续编辑，您输入的内容不会丢失。'
              : '重新加载会载入对方的版本，您的内容保留为可恢复的本地副本；覆盖保存会以您的内容替换对方的修改。')}
        </Typography>
        {comparing && conflict.current ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              对方的版本 → 您的内容
            </Typography>
            <EntryDiffView diff={entryDiff(fields, conflict.current, mine)} sides={{ before: '对方的版本', after: '您的内容' }} />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {wording?.close ?? '继续编辑'}
        </Button>
        {gone ? null : (
          <Button onClick={() => setComparing((open) => !open)} disabled={busy}>
            {comparing ? '收起差异' : '比较差异'}
          </Button>
        )}
        {gone && !wording ? null : (
          <Button onClick={onReload} disabled={busy}>
            重新加载
          </Button>
        )}
        {gone && wording ? null : (
          <Button variant="contained" color="warning" onClick={onOverwrite} loading={busy}>
            {wording?.overwrite ?? '覆盖保存'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/**
 * After 重新加载 in a dialog with no local copy of its own: says whose version is shown and brings mine back with one
 * click, so reloading loses nothing typed.
 */
export function ReloadedNotice({ operator, onRestore }: { operator: string | null; onRestore: () => void }) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRestore}>
          恢复我的内容
        </Button>
      }
    >
      已载入 {operator ?? '他人'} 修改后的版本
    </Alert>
  );
}
