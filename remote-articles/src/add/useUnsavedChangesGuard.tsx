import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type Location } from 'shared-ui/router';

export interface UnsavedChangesGuard {
  /** The 离开此页？ dialog while a navigation waits; render it. */
  dialog: ReactNode;
  /** Lets the next navigation through (after a successful save the form is no longer dirty, but state lags a render). */
  allowNextNavigation: () => void;
}

/**
 * Warns before unsaved input is left behind: in-app navigation waits for 离开 / 继续编辑 (react-router's blocker), a
 * reload or closing the tab gets the browser's own question (beforeunload). Sign-out is never held back: the session
 * is ending anyway, and the local copy (useAutosave) brings the text back after the next sign-in.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const bypass = useRef(false);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
        dirty &&
        !bypass.current &&
        // A change of the query alone is a move too (the manager-website page's tabs unmount the form).
        (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) &&
        nextLocation.pathname !== '/login',
      [dirty],
    ),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const dialog =
    blocker.state === 'blocked' ? (
      <Dialog open onClose={() => blocker.reset()} maxWidth="xs" fullWidth>
        <DialogTitle>离开此页？</DialogTitle>
        <DialogContent>
          <DialogContentText>文章还有未保存的修改，离开后这些修改不会保存到文章中。</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="error" onClick={() => blocker.proceed()}>
            离开
          </Button>
          <Button variant="contained" autoFocus onClick={() => blocker.reset()}>
            继续编辑
          </Button>
        </DialogActions>
      </Dialog>
    ) : null;

  return { dialog, allowNextNavigation: () => (bypass.current = true) };
}
