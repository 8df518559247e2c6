import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { WORKFLOW_WORDING, type ModuleDefinition, type WorkflowRow } from 'shared-ui/contract';
import { entryName } from './entryName';
import { useWorkflowAction } from './useWorkflowAction';
import { validationErrorsOf } from 'shared-ui';
import { isStaleConflict } from './useWorkflowAction';
import { ModuleForm } from './ModuleForm';
import { useModuleForm } from './useModuleForm';
import { valuesFromRecord } from './valuesFromRecord';
import { ScheduleInputs } from './ScheduleInputs';
import { initialTimes, useScheduleTimes } from './useScheduleTimes';

export interface ReprepublishDialogProps {
  module: ModuleDefinition;
  row: WorkflowRow;
  canUpload: boolean;
  onClose: () => void;
}

/**
 * 编辑 of a pre-published entry: the module's form and its preset time(s), sent as `PUT prepublish/:id` (save and
 * pre-publish again). Mounted only while open.
 */
export function ReprepublishDialog({ module, row, canUpload, onClose }: ReprepublishDialogProps) {
  const words = WORKFLOW_WORDING[module.wording];
  const controller = useModuleForm(module, { initialValues: valuesFromRecord(module, row) });
  const schedule = useScheduleTimes(module, initialTimes(module, row));
  const action = useWorkflowAction(module);

  const confirm = async () => {
    const values = await controller.validate();
    const times = schedule.validate();
    if (!values || !times) return;
    action.mutate(
      { action: 'reprepublish', id: row.id, values, times },
      {
        onSuccess: onClose,
        onError: (error) => {
          // A 1015 refreshed the list; what was typed stays in the form's autosave copy.
          if (isStaleConflict(error)) onClose();
          else schedule.showServerErrors(controller.showServerErrors(validationErrorsOf(error)));
        },
      },
    );
  };

  return (
    <Dialog open onClose={action.isPending ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>
        {words.edit}{entryName(module, row)}
      </DialogTitle>
      <DialogContent dividers>
        <ModuleForm controller={controller} canUpload={canUpload} disabled={action.isPending} />
        <Divider sx={{ my: 2 }} />
        <ScheduleInputs schedule={schedule} disabled={action.isPending} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={action.isPending}>
          取消
        </Button>
        <Button variant="contained" onClick={() => void confirm()} loading={action.isPending}>
          保存并{words.prepublish}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
