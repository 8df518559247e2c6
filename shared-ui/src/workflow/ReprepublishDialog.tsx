import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { WORKFLOW_WORDING, type ModuleDefinition, type WorkflowRow } from 'shared-ui/contract';
import { entryName } from './entryName';
import { useWorkflowAction } from './useWorkflowAction';
import { validationErrorsOf } from 'shared-ui';
import { isStaleConflict } from './useWorkflowAction';
import { ModuleForm } from './ModuleForm';
import { useModuleForm } from './useModuleForm';
import { valuesFromRecord } from './valuesFromRecord';
import { ScheduleInputs, timesSetOnPublishText } from './ScheduleInputs';
import { initialTimes, useScheduleTimes } from './useScheduleTimes';
import { ReloadedNotice, StaleSaveDialog, useStaleSaveConflict } from './StaleSaveDialog';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { LiveDiff } from './LiveDiff';
import type { BaseVersion, ScheduleTimes } from './WorkflowCommand';
import type { ModuleValues, StaleSaveDetail } from 'shared-ui/contract';

export interface ReprepublishDialogProps {
  module: ModuleDefinition;
  row: WorkflowRow;
  canUpload: boolean;
  onClose: () => void;
}

/**
 * 编辑 of a pre-published entry: the module's form and its preset time(s) (none where publish sets them), sent as
 * `PUT prepublish/:id` (save and pre-publish again), and what the form now differs from what is live, kept current as
 * it is typed. Mounted only while open.
 */
export function ReprepublishDialog({ module, row, canUpload, onClose }: ReprepublishDialogProps) {
  const words = WORKFLOW_WORDING[module.wording];
  const controller = useModuleForm(module, { initialValues: valuesFromRecord(module, row) });
  const schedule = useScheduleTimes(module, initialTimes(module, row));
  const action = useWorkflowAction(module);
  // useWatch types the whole form as a deep partial; the form always holds every field (loaded with full values).
  const typed = useWatch({ control: controller.form.control }) as ModuleValues;
  // The version of the entry the form shows (staleSave.ts): the row's, or a colleague's newer one after 重新加载.
  const [baseVersion, setBaseVersion] = useState<BaseVersion>(row.version);
  const { conflict, catchStale, dismiss } = useStaleSaveConflict<{ values: ModuleValues; times: ScheduleTimes }>();

  const send = (values: ModuleValues, times: ScheduleTimes, base: BaseVersion) =>
    action.mutate(
      { action: 'reprepublish', id: row.id, values, times, baseVersion: base },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (catchStale(error, { values, times })) return;
          // A 1015 refreshed the list: the entry left the pre-publish list.
          if (isStaleConflict(error)) onClose();
          else schedule.showServerErrors(controller.showServerErrors(validationErrorsOf(error)));
        },
      },
    );

  const confirm = async () => {
    const values = await controller.validate();
    const times = schedule.validate();
    if (values && times) send(values, times, baseVersion);
  };

  // What was in the form before 重新加载, for 恢复我的内容.
  const [replaced, setReplaced] = useState<{ mine: { values: ModuleValues; times: ScheduleTimes }; operator: string | null } | null>(null);
  const show = (values: ModuleValues, times: ScheduleTimes) => {
    controller.load(values);
    for (const [name, time] of Object.entries(times)) schedule.setTime(name, time);
  };
  const reloadTheirs = (mine: { values: ModuleValues; times: ScheduleTimes }, theirs: StaleSaveDetail) => {
    const current = theirs.current ?? {};
    show(valuesFromRecord(module, current), initialTimes(module, current as WorkflowRow));
    setBaseVersion(theirs.version);
    setReplaced({ mine, operator: theirs.operator });
    dismiss();
  };

  return (
    <Dialog open onClose={action.isPending ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>
        {words.edit}{entryName(module, row)}
      </DialogTitle>
      <DialogContent dividers>
        {replaced ? (
          <ReloadedNotice
            operator={replaced.operator}
            onRestore={() => {
              show(replaced.mine.values, replaced.mine.times);
              setReplaced(null);
            }}
          />
        ) : null}
        <ModuleForm controller={controller} canUpload={canUpload} disabled={action.isPending} />
        <Divider sx={{ my: 2 }} />
        {schedule.fields.length > 0 ? (
          <ScheduleInputs schedule={schedule} disabled={action.isPending} />
        ) : (
          // A module whose times are set on publish (`scheduleSetAt`): the entry keeps waiting with none.
          <Typography variant="body2" color="text.secondary">
            无需设置时间：{timesSetOnPublishText(module)}
          </Typography>
        )}
        <LiveDiff module={module} values={typed} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={action.isPending}>
          取消
        </Button>
        <Button variant="contained" onClick={() => void confirm()} loading={action.isPending}>
          保存并{words.prepublish}
        </Button>
      </DialogActions>
      {conflict ? (
        <StaleSaveDialog
          fields={module.fields}
          mine={{ ...conflict.mine.values, ...conflict.mine.times }}
          conflict={conflict.detail}
          busy={action.isPending}
          onReload={() => reloadTheirs(conflict.mine, conflict.detail)}
          onOverwrite={() => send(conflict.mine.values, conflict.mine.times, conflict.detail.version)}
          onClose={dismiss}
        />
      ) : null}
    </Dialog>
  );
}
