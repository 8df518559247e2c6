import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useSyncExternalStore } from 'react';
import { notificationQueue } from './notify';

export interface NotificationHostProps {
  /** How long a message stays; errors stay twice as long because they usually ask the reader to act. */
  autoHideMs?: number;
}

/**
 * Shows the newest message of the `notify` queue at the top centre: a new result replaces the one on screen (a save's
 * 保存成功 gives way at once to the publish that follows), and closing it drops the older ones too. Render it once,
 * in the shell; remotes only call `notify`.
 */
export function NotificationHost({ autoHideMs = 3_000 }: NotificationHostProps) {
  const queue = useSyncExternalStore(notificationQueue.subscribe, notificationQueue.getSnapshot, notificationQueue.getSnapshot);
  const current = queue[queue.length - 1];
  if (!current) return null;
  const close = () => notificationQueue.dismissThrough(current.id);
  return (
    <Snackbar
      key={current.id}
      open
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={current.severity === 'error' ? autoHideMs * 2 : autoHideMs}
      onClose={(_event, reason) => {
        // A click elsewhere on the page should not swallow an error the reader has not read yet.
        if (reason !== 'clickaway') close();
      }}
    >
      <Alert severity={current.severity} variant="filled" onClose={close} data-testid="notification" sx={{ minWidth: 280 }}>
        {current.message}
      </Alert>
    </Snackbar>
  );
}
