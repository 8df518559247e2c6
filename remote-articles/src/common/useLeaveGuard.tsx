import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type Location } from 'shared-ui/router';

/** What the question says: the article editor speaks of the article, the information forms of the page. */
export interface LeaveGuardWords {
  title: string;
  text: string;
  /** The button that keeps the person on the page. */
  stay: string;
}

export const PAGE_LEAVE_WORDS: LeaveGuardWords = { title: '离开此页面？', text: '有尚未保存的修改，离开后这些修改将丢失。', stay: '留在此页' };

export interface LeaveGuard {
  /** The question shown while a navigation waits for an answer; render it anywhere in the page. */
  dialog: ReactNode;
  /** Lets the next navigation through without asking: the changes were just saved (the dirty flag lags a render). */
  release: () => void;
}

/**
 * Asks before unsaved input is left behind: a move inside the app waits for 离开 or the stay button (the data
 * router's blocker), a reload or a closed tab gets the browser's own question (beforeunload). A move to /login is
 * never held: the session is ending anyway, and the local copy (useLocalCopy) brings the text back after the next
 * sign-in.
 *
 * @example const guard = useLeaveGuard(form.formState.isDirty); … {guard.dialog}
 */
export function useLeaveGuard(when: boolean, words: LeaveGuardWords = PAGE_LEAVE_WORDS): LeaveGuard {
  const released = useRef(false);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
        when &&
        !released.current &&
        // A change of the query alone is a move too (the manager-website page's tabs unmount the form).
        (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) &&
        nextLocation.pathname !== '/login',
      [when],
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
    released.current = true;
  }, []);

  const dialog =
    blocker.state === 'blocked' ? (
      <Dialog open onClose={() => blocker.reset()} maxWidth="xs" fullWidth>
        <DialogTitle>{words.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{words.text}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="error" onClick={() => blocker.proceed()}>
            离开
          </Button>
          <Button variant="contained" autoFocus onClick={() => blocker.reset()}>
            {words.stay}
          </Button>
        </DialogActions>
      </Dialog>
    ) : null;

  return { dialog, release };
}
