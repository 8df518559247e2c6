import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Messages } from 'shared-ui';
import type { SessionStore } from './sessionStore';
import { useSessionState } from './useSessionState';

/**
 * The session-invalid message: a bar across the top, above everything (toasts included), from the invalid answer
 * until the logout. Not dismissable: it announces a logout that happens anyway.
 */
export function SessionInvalidNotice({ store }: { store?: SessionStore }) {
  const { invalidNotice } = useSessionState(store);
  if (!invalidNotice) return null;
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.snackbar + 1 }}>
      <Alert severity="warning" variant="filled" square role="alert" data-testid="session-invalid" sx={{ justifyContent: 'center' }}>
        {Messages.sessionInvalid}
      </Alert>
    </Box>
  );
}
