import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, consoleApi, consoleApiWrites, isPathPermitted, notify, unwrap, useSession } from 'shared-ui';
import { ErrorCode, RELEASE_API, RELEASE_LIMITS, RELEASE_PATH, isCallAllowed, type ModuleDefinition, type Release, type WorkflowRow } from 'shared-ui/contract';
import { Link as RouterLink } from 'shared-ui/router';
import { entryName } from './entryName';

/** May the signed-in account put entries into a release: the release screen is open to it and its role may save one. */
export function useMayAddToRelease(): boolean {
  const { permission, role } = useSession();
  return isPathPermitted(permission, RELEASE_PATH) && isCallAllowed(role, 'POST', RELEASE_API.save);
}

const RELEASES_KEY = ['releases', 'list'] as const;

/** The releases still being prepared, whose time is ahead: the ones an entry can join. */
function joinable(list: readonly Release[]): Release[] {
  return list.filter((release) => release.state === 'draft' && !release.due);
}

/**
 * 加入发布批次 (issue 48) from a module's pre-publish list: the entry joins a release still being prepared, which then
 * schedules it with the campaign's other entries at one time. Saved on the release's version as listed: someone
 * changing the release meanwhile is told, the list read again, nothing overwritten.
 */
export function AddToReleaseDialog({ module, row, onClose }: { module: ModuleDefinition; row: WorkflowRow; onClose: () => void }) {
  const queryClient = useQueryClient();
  const releases = useQuery({ queryKey: RELEASES_KEY, queryFn: () => unwrap(consoleApi.get<Release[]>(RELEASE_API.list)) });
  const [chosen, setChosen] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const options = joinable(releases.data ?? []);
  const holds = (release: Release) => release.entries.some((entry) => entry.module === module.key && entry.recordId === row.id);
  const full = (release: Release) => release.entries.length >= RELEASE_LIMITS.entriesMax;

  const save = async () => {
    const release = options.find((one) => one.id === chosen);
    if (!release) return setProblem('请选择一个发布批次');
    setSaving(true);
    setProblem(null);
    try {
      const entries = [...release.entries.map((entry) => ({ module: entry.module, id: entry.recordId })), { module: module.key, id: row.id }];
      await unwrap(consoleApiWrites.post<Release>(RELEASE_API.save, { id: release.id, name: release.name, push_time: release.push_time, note: release.note, entries, base_version: release.version }));
      notify.success(`已加入发布批次「${release.name}」`);
      void queryClient.invalidateQueries({ queryKey: ['releases'] });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.reportedByShell) return;
      if (error instanceof ApiError && error.code === ErrorCode.StaleSave) {
        // Changed by someone since the list was read: read again, let the person choose again.
        void releases.refetch();
        setProblem(`${error.message}。批次列表已重新读取，请再选一次`);
      } else setProblem(error instanceof Error ? error.message : '加入失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="add-to-release-title">
      <DialogTitle id="add-to-release-title">加入发布批次：{entryName(module, row)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          批次安排发布时，本条目将与批次中的其他条目在批次的上线时间一起发布；撤回或下架批次时也一起撤回、下架。
        </Typography>
        {releases.isLoading ? <Typography role="status">正在读取发布批次…</Typography> : null}
        {releases.isError ? <Alert severity="error">发布批次未能读取：{releases.error.message}</Alert> : null}
        {releases.data && options.length === 0 ? (
          <Alert severity="info">
            没有准备中的发布批次。请先到{' '}
            <Link component={RouterLink} to={RELEASE_PATH} underline="always">
              发布批次
            </Link>{' '}
            新建一个。
          </Alert>
        ) : null}
        {options.length > 0 ? (
          <RadioGroup aria-label="发布批次" value={chosen === null ? '' : String(chosen)} onChange={(event) => setChosen(Number(event.target.value))}>
            {options.map((release) => (
              <FormControlLabel
                key={release.id}
                value={String(release.id)}
                disabled={holds(release) || full(release)}
                control={<Radio />}
                label={`${release.name} · ${release.push_time.slice(0, 16)} 上线 · ${String(release.entries.length)} 个条目${holds(release) ? '（已在此批次中）' : full(release) ? `（已满 ${String(RELEASE_LIMITS.entriesMax)} 个）` : ''}`}
              />
            ))}
          </RadioGroup>
        ) : null}
        {problem ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {problem}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>取消</Button>
        <Button variant="contained" disabled={saving || chosen === null} onClick={() => void save()}>
          {saving ? '正在加入…' : '加入'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
