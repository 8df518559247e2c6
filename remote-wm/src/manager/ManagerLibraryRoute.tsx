import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';

// Its own chunk: the candidate module screen never downloads the manager library's dialogs and grid columns.
const ManagerLibraryPage = lazy(async () => ({ default: (await import('./ManagerLibraryPage')).ManagerLibraryPage }));

/** `/operation/wm/modules/candidate/managers`: the fund-manager library, loaded on first visit, behind a spinner. */
export function ManagerLibraryRoute() {
  return (
    <Suspense
      fallback={
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <CircularProgress size={28} aria-label="加载中" />
        </Box>
      }
    >
      <ManagerLibraryPage />
    </Suspense>
  );
}
