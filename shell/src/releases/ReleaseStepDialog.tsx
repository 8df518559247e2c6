import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { CmsDateTimePicker } from 'shared-ui/pickers';
import type { ReleaseStepWords } from './releaseSteps';

export interface ReleaseStepDialogProps {
  words: ReleaseStepWords;
  /** 改期 asks for the new time, starting from the current one. */
  time: { initial: string; error: string | undefined; onEdit: () => void } | null;
  pending: boolean;
  onConfirm: (time: string) => void;
  onClose: () => void;
}

/**
 * Asks before a step on the whole release, saying what will happen to how many entries. 取消 has the focus, so a
 * stray Enter changes nothing; while the step is on its way the dialog stays.
 */
export function ReleaseStepDialog({ words, time, pending, onConfirm, onClose }: ReleaseStepDialogProps) {
  const [pushTime, setPushTime] = useState(time?.initial ?? '');
  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="release-step-title">
      <DialogTitle id="release-step-title">{words.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{words.question}</DialogContentText>
        {time ? (
          <Box sx={{ mt: 2 }}>
            <CmsDateTimePicker
              label="新的上线时间"
              name="move_push_time"
              value={pushTime}
              disablePast
              error={time.error}
              onChange={(text) => {
                setPushTime(text);
                time.onEdit();
              }}
            />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          取消
        </Button>
        <Button variant="contained" color={words.danger ? 'error' : 'primary'} onClick={() => onConfirm(pushTime)} loading={pending} data-testid="release-step-confirm">
          {words.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
