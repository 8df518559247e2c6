import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RELEASE_LIMITS, type Release, type ReleaseCheck } from 'shared-ui/contract';
import { CmsDateTimePicker } from 'shared-ui/pickers';
import { ReleaseActions } from './ReleaseActions';
import { ReleaseEntries } from './ReleaseEntries';
import { ReleaseNoticeView, noticeOf, type ReleaseNotice } from './ReleaseNotice';
import { releaseStateColor, releaseStateLabel } from './releaseLabels';
import { readRefusal } from './releaseRefusal';
import { useReleaseForm } from './useReleaseForm';
import type { ReleasePermissions } from './useReleasePermissions';
import { fetchRelease, releaseCalls, releaseKeys } from './useReleases';

export interface ReleasePanelProps {
  /** The release as read; null: a new one. */
  release: Release | null;
  may: ReleasePermissions;
  /** A new release was saved: open it by its id. */
  onCreated: (id: number) => void;
  onDeleted: () => void;
}

const checkNotice = (check: ReleaseCheck): ReleaseNotice =>
  check.problems.length === 0 ? { kind: 'checkPassed' } : { kind: 'problems', title: `检查发现 ${String(check.problems.length)} 个问题（按 ${check.at} 检查）`, problems: check.problems };

/**
 * One release: its name, time, note and entries (editable while it is a draft, by whoever may prepare), 保存, 检查,
 * and the steps on the whole release. What stopped its last scheduling, a check's result or a refusal is said above.
 */
export function ReleasePanel({ release, may, onCreated, onDeleted }: ReleasePanelProps) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<ReleaseNotice | null>(null);
  const form = useReleaseForm({
    release,
    onSaved: (saved) => {
      setNotice(null);
      if (!release) onCreated(saved.id);
    },
    onRefusal: (refusal) => setNotice(noticeOf(refusal)),
  });
  const { base, values, errors } = form;
  const editable = may.save && (base === null || base.state === 'draft');
  const stale = notice?.kind === 'stale';

  const check = useMutation({
    mutationFn: (id: number) => releaseCalls.check(id),
    onSuccess: (result) => setNotice(checkNotice(result)),
    onError: (error) => setNotice(noticeOf(readRefusal(error))),
  });
  // 重新加载 after a stale refusal: the release as it is now, the person's edits given up.
  const reload = useMutation({
    mutationFn: (id: number) => queryClient.fetchQuery({ queryKey: releaseKeys.detail(id), queryFn: () => fetchRelease(id), staleTime: 0 }),
    onSuccess: (fresh) => {
      form.reset(fresh);
      setNotice(null);
      void queryClient.invalidateQueries({ queryKey: releaseKeys.list() });
    },
    onError: (error) => setNotice(noticeOf(readRefusal(error))),
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="release-panel-title" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <div>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id="release-panel-title" variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {base ? base.name : '新建批次'}
            </Typography>
            {base ? <Chip size="small" label={releaseStateLabel(base)} color={releaseStateColor(base)} /> : null}
          </Stack>
          {base ? (
            <Typography variant="body2" color="text.secondary">
              负责人 {base.owner} · {base.update_operator} 于 {base.update_time} 更新
            </Typography>
          ) : null}
        </div>
        {base?.stopped ? (
          <Alert severity="error" data-testid="release-stopped">
            <AlertTitle>上次操作未全部完成</AlertTitle>
            {base.stopped}
          </Alert>
        ) : null}
        {notice ? <ReleaseNoticeView notice={notice} stopped={base?.stopped ?? null} onReload={() => base && reload.mutate(base.id)} reloading={reload.isPending} /> : null}
        <TextField
          label="批次名称"
          required
          disabled={!editable}
          value={values.name}
          onChange={(event) => form.setField('name', event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name ?? `${String(values.name.length)}/${String(RELEASE_LIMITS.nameMax)}`}
        />
        <CmsDateTimePicker label="上线时间" name="push_time" required disabled={!editable} value={values.push_time} onChange={(text) => form.setField('push_time', text)} error={errors.push_time} />
        <TextField
          label="说明"
          multiline
          minRows={2}
          disabled={!editable}
          value={values.note}
          onChange={(event) => form.setField('note', event.target.value)}
          error={Boolean(errors.note)}
          helperText={errors.note ?? `${String(values.note.length)}/${String(RELEASE_LIMITS.noteMax)}`}
        />
        <ReleaseEntries entries={values.entries} errors={errors} editable={editable} onAdd={form.addEntry} onRemove={form.removeEntry} />
        {base && form.dirty ? (
          <Typography variant="body2" color="text.secondary">
            有未保存的修改：保存后才能检查和安排发布
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {editable ? (
            <Button variant="contained" onClick={form.save} loading={form.saving} disabled={stale || (base !== null && !form.dirty)} data-testid="release-save">
              保存
            </Button>
          ) : null}
          {base ? (
            <>
              <Button variant="outlined" onClick={() => check.mutate(base.id)} loading={check.isPending} disabled={stale || form.dirty} data-testid="release-check">
                检查
              </Button>
              <ReleaseActions release={base} may={may} blocked={stale || form.dirty} onNotice={setNotice} onDeleted={onDeleted} />
            </>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
