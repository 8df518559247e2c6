import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState, type FormEvent } from 'react';
import { isReportedByShell, notify } from 'shared-ui';
import { defaultSchedule, scheduleSchema, type H5CheckResult, type H5PrepublishEntry } from 'shared-ui/contract';
import { h5Calls } from '../api/h5Calls';
import { failureText } from '../api/reportH5Error';
import { useH5Action } from '../api/useH5Action';
import { CheckRefusals } from '../common/CheckRefusals';
import { publishFailure } from './publishFailure';
import { CmsDateTimePicker } from 'shared-ui/pickers';

export interface PublishDialogProps {
  entries: H5PrepublishEntry[];
  onClose: () => void;
  onDone: () => void;
}

interface Checked {
  /** What the check was asked about: a new time or choice needs a new check. */
  pushTime: string | undefined;
  result: H5CheckResult;
}

/**
 * 发布 of pre-publish entries, now or at a push time (Asia/Shanghai). `prepublish/check` runs first: when all pass,
 * they are published at once; otherwise the refusals are shown and the person may publish the ones that pass.
 * A failed publish shows '发布失败' and the reason, in the dialog and as a toast; the dialog stays open.
 */
export function PublishDialog({ entries, onClose, onDone }: PublishDialogProps) {
  const [when, setWhen] = useState<'now' | 'scheduled'>('now');
  const [pushTime, setPushTime] = useState(() => defaultSchedule({ schedule: 'push_time' }, Date.now()).push_time ?? '');
  const [timeError, setTimeError] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const check = useH5Action(({ ids, time }: { ids: number[]; time: string | undefined }) => h5Calls.prepublishCheck(ids, time));
  const publish = useH5Action(({ ids, time }: { ids: number[]; time: string | undefined }) => h5Calls.publish(ids, time));
  const busy = check.isPending || publish.isPending;
  const ids = entries.map((e) => e.id);
  const time = when === 'scheduled' ? pushTime : undefined;
  const current = checked && checked.pushTime === time ? checked.result : null;

  const send = (toPublish: number[]) =>
    publish.mutate(
      { ids: toPublish, time },
      {
        onSuccess: (data) => {
          notify.success(data.scheduled > 0 ? `已定时发布 ${String(data.scheduled)} 个文件，将于 ${time ?? ''} 上线` : `发布成功：${String(data.published)} 个文件已上线`);
          onDone();
        },
        onError: (error) => {
          const text = publishFailure(error);
          setFailure(text);
          if (!isReportedByShell(error)) notify.error(text);
        },
      },
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (time !== undefined) {
      const parsed = scheduleSchema('push_time', Date.now()).safeParse({ push_time: time });
      if (!parsed.success) {
        setTimeError(parsed.error.issues[0]?.message ?? '请选择发布时间');
        return;
      }
    }
    if (current) {
      send(current.ok);
      return;
    }
    check.mutate(
      { ids, time },
      {
        onSuccess: (result) => {
          setChecked({ pushTime: time, result });
          if (result.refused.length === 0) send(result.ok);
        },
        onError: (error) => setFailure(`检查失败：${failureText(error)}`),
      },
    );
  };

  const partial = current && current.refused.length > 0;
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>发布</DialogTitle>
        <DialogContent>
          <DialogContentText>
            发布选中的 {entries.length} 条预发布记录：{entries.slice(0, 3).map((e) => e.path).join('、')}
            {entries.length > 3 ? ` 等` : ''}。
          </DialogContentText>
          <RadioGroup row value={when} onChange={(e) => setWhen(e.target.value === 'scheduled' ? 'scheduled' : 'now')}>
            <FormControlLabel value="now" control={<Radio />} label="立即发布" disabled={busy} />
            <FormControlLabel value="scheduled" control={<Radio />} label="定时发布" disabled={busy} />
          </RadioGroup>
          {when === 'scheduled' ? (
            <Box sx={{ mt: 1 }}>
              <CmsDateTimePicker
                label="发布时间（北京时间）"
                name="push_time"
                value={pushTime}
                onChange={(text) => {
                  setPushTime(text);
                  setTimeError(null);
                }}
                error={timeError ?? undefined}
                helperText="到点后由服务器自动发布上线"
                required
                disabled={busy}
              />
            </Box>
          ) : null}
          {current ? <CheckRefusals refused={current.refused} title={`以下 ${String(current.refused.length)} 条不能发布`} /> : null}
          {failure ? (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="publish-failure">
              {failure}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            取消
          </Button>
          <Button type="submit" variant="contained" loading={busy} disabled={Boolean(partial && current.ok.length === 0)}>
            {partial ? `发布通过检查的 ${String(current.ok.length)} 条` : '检查并发布'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
