import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { WORKFLOW_WORDING, type ModuleDefinition, type ModuleValues } from 'shared-ui/contract';
import type { ScheduleTimes } from './WorkflowCommand';
import { ScheduleInputs, timesSetOnPublishText } from './ScheduleInputs';
import type { ScheduleTimesState } from './useScheduleTimes';
import { LiveDiff } from './LiveDiff';

export interface PrepublishDialogProps {
  module: ModuleDefinition;
  /** What is being pre-published, compared with what is live (LiveDiff). */
  values: ModuleValues;
  schedule: ScheduleTimesState;
  busy: boolean;
  onConfirm: (times: ScheduleTimes) => void;
  onClose: () => void;
}

/**
 * Asks the preset time(s) of a pre-publish — none where the module's times are set on publish — above what the entry
 * changes against what is live. Mounted only while open, so it starts from fresh defaults each time.
 */
export function PrepublishDialog({ module, values, schedule, busy, onConfirm, onClose }: PrepublishDialogProps) {
  const words = WORKFLOW_WORDING[module.wording];
  const confirm = () => {
    const times = schedule.validate();
    if (times) onConfirm(times);
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{words.prepublish}</DialogTitle>
      <DialogContent>
        {schedule.fields.length > 0 ? (
          <>
            <DialogContentText sx={{ mb: 1 }}>请设置预设时间（北京时间）</DialogContentText>
            <ScheduleInputs schedule={schedule} disabled={busy} />
          </>
        ) : (
          // A module whose times are set on publish (`scheduleSetAt`): the entry waits with none.
          <DialogContentText sx={{ mb: 1 }}>无需设置时间：{timesSetOnPublishText(module)}</DialogContentText>
        )}
        <LiveDiff module={module} values={values} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          取消
        </Button>
        <Button variant="contained" onClick={confirm} loading={busy}>
          确定{words.prepublish}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
