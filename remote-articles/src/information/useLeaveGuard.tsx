import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useEffect, useRef, type ReactElement } from 'react';
import { useBlocker } from 'shared-ui/router';

export interface LeaveGuard {
  /** The question shown while a navigation waits for an answer (render it anywhere in the page). */
  dialog: ReactElement;
  /** Lets the next navigation through without asking: the changes were just saved. */
  release: () => void;
}

/**
 * Asks before leaving a page with unsaved changes: a dialog for a move inside the app (the data router's blocker),
 * the browser's own question for a reload or a closed tab. A move to /login (the session ended) is never held.
 *
 * @example const guard = useLeaveGuard(form.formState.isDirty); … {guard.dialog}
 */
export function useLeaveGuard(when: boolean): LeaveGuard {
  const state = useRef({ when, released: false });
  useEffect(() => {
    state.current.when = when;
  }, [when]);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) =>
        state.current.when &&
        !state.current.released &&
        currentLocation.pathname !== nextLocation.pathname &&
        // The shell's logout after a session expiry must go through; the local copy keeps what was typed.
        nextLocation.pathname !== '/login',
      [],
    ),
  );
  useEffect(() => {
    if (!when) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  const release = useCallback(() => {
    state.current.released = true;
  }, []);

  const dialog = (
    <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} maxWidth="xs" fullWidth>
      <DialogTitle>离开此页面？</DialogTitle>
      <DialogContent>
        <DialogContentText>有尚未保存的修改，离开后这些修改将丢失。</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>留在此页</Button>
        <Button color="error" variant="contained" onClick={() => blocker.proceed?.()}>
          离开
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { dialog, release };
}
