import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';

/**
 * A route's screen as its own chunk, behind a spinner: a remote's other screens never download what only this one
 * needs (a library's dialogs and grid columns, the rich-text editor). Call it once, at module load: a lazy component
 * made during a render would be a new component on every render, and remount its screen. `wrap` puts providers the
 * screen needs around it (date pickers' locale …).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>, props: P, wrap: (screen: ReactNode) => ReactNode = (screen) => screen): ReactElement {
  const Screen = lazy(async () => ({ default: await load() }));
  return (
    <Suspense
      fallback={
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <CircularProgress size={28} aria-label="加载中" />
        </Box>
      }
    >
      {wrap(<Screen {...props} />)}
    </Suspense>
  );
}
