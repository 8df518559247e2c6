import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { WORKFLOW_WORDING, stepTimes, type ModuleDefinition, type TakenTime, type WorkflowRow } from 'shared-ui/contract';
import { entryName } from './entryName';
import { useWorkflowAction } from './useWorkflowAction';
import { useRowConflict } from './useRowConflict';
import { validationErrorsOf } from 'shared-ui';
import { isStaleConflict } from './useWorkflowAction';
import { ScheduleInputs, scheduleLabels } from './ScheduleInputs';
import { LiveDiff } from './LiveDiff';
import { initialTimes, useScheduleTimes } from './useScheduleTimes';
import { useTakenTimes } from './useTakenTimes';
import { useLiveLimit } from './useLiveLimit';

export interface PublishDialogProps {
  module: ModuleDefinition;
  row: WorkflowRow;
  onClose: () => void;
}

/** No times held elsewhere to keep the default off (the module's own preset is the default). */
const NONE_TAKEN: readonly TakenTime[] = [];

/**
 * 发布 of a pre-published entry: now, or at a preset time / window (`POST publish {id, times}`). "Now" omits the
 * start; a window still needs its end. Where publishing sets the times (`scheduleSetAt: 'publish'`) there is no
 * "now": it asks every time, its default moved off the windows other entries hold, as a pre-publish's is. Below, what
 * differs from what is live now (LiveDiff), so nothing goes live unread. A module whose live entries fill its limit
 * says so first and offers no 确定: the server would refuse it (useLiveLimit). Mounted only while open.
 */
export function PublishDialog(props: PublishDialogProps) {
  return stepTimes(props.module, 'publish').nowAllowed ? <PublishTimes {...props} taken={NONE_TAKEN} /> : <PublishAfterTaken {...props} />;
}

/** Opens once the windows other entries hold are known, so the proposed one collides with none. */
function PublishAfterTaken(props: PublishDialogProps) {
  const taken = useTakenTimes(props.module);
  return taken ? <PublishTimes {...props} taken={taken} /> : null;
}

function PublishTimes({ module, row, onClose, taken }: PublishDialogProps & { taken: readonly TakenTime[] }) {
  const words = WORKFLOW_WORDING[module.wording];
  const [when, setWhen] = useState<'now' | 'scheduled'>('now');
  const schedule = useScheduleTimes(module, initialTimes(module, row, taken), 'publish');
  const action = useWorkflowAction(module);
  // With a window, going live now still needs the window's end; without "now", every time is asked.
  const asked = schedule.nowAllowed && when === 'now' ? schedule.fields.slice(1) : schedule.fields;

  const conflict = useRowConflict(module);
  const full = useLiveLimit(module);

  /** `base`: the version this publish is based on — the row as listed, or the one a stale refusal named (仍然发布). */
  const confirm = (base: number | null | undefined = row.version) => {
    const times = schedule.validate(asked);
    if (!times) return;
    action.mutate(
      { action: 'publish', id: row.id, times, baseVersion: base },
      {
        onSuccess: onClose,
        onError: (error) => {
          // A 1015 (the entry moved meanwhile) refreshed the list: there is nothing left here to publish.
          if (isStaleConflict(error)) return onClose();
          // 1043: re-edited since the list showed it; what would go live is not what the person looked at.
          if (conflict.catchStale(error, { verb: words.publish, row, resend: (version) => confirm(version) })) return;
          schedule.showServerErrors(validationErrorsOf(error));
        },
      },
    );
  };

  return (
    <Dialog open onClose={action.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>
        {words.publish}{entryName(module, row)}
      </DialogTitle>
      <DialogContent>
        {full ? (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="live-limit">
            {full.message}（线上的条目在「{words.published}」中）
          </Alert>
        ) : null}
        {schedule.nowAllowed ? (
          <RadioGroup value={when} onChange={(e) => setWhen(e.target.value === 'scheduled' ? 'scheduled' : 'now')}>
            <FormControlLabel value="now" control={<Radio />} label={`立即${words.publish}`} />
            <FormControlLabel value="scheduled" control={<Radio />} label={`定时${words.publish}`} />
          </RadioGroup>
        ) : (
          <DialogContentText sx={{ mb: 1 }}>请设置{scheduleLabels(module)}（北京时间）</DialogContentText>
        )}
        {asked.length > 0 ? <ScheduleInputs schedule={schedule} only={asked} disabled={action.isPending} /> : null}
        <LiveDiff module={module} values={row} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={action.isPending}>
          取消
        </Button>
        <Button variant="contained" onClick={() => confirm()} loading={action.isPending} disabled={full !== null}>
          确定{words.publish}
        </Button>
      </DialogActions>
      {conflict.dialog}
    </Dialog>
  );
}
