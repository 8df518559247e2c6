import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { CmsPickersProvider } from 'shared-ui/workflow';

/**
 * A route's screen as its own chunk, behind a spinner: the lists and the detail pages never download the rich-text
 * editor (tiptap is most of this remote's weight). Call it once, at module load: a lazy component made during a
 * render would be a new component on every render of App, and remount its screen. `pickers`: the screen has date
 * pickers and gets their locale here.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>, props: P, pickers = false): ReactElement {
  const Screen = lazy(async () => ({ default: await load() }));
  const screen = <Screen {...props} />;
  return (
    <Suspense
      fallback={
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <CircularProgress size={28} aria-label="加载中" />
        </Box>
      }
    >
      {pickers ? <CmsPickersProvider>{screen}</CmsPickersProvider> : screen}
    </Suspense>
  );
}
