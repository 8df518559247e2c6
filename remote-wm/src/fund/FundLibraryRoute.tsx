import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';

// Its own chunk: the module screens of this remote never download the fund library's dialogs and grid columns.
const FundLibraryPage = lazy(async () => ({ default: (await import('./FundLibraryPage')).FundLibraryPage }));

/** `/operation/wm/fund`: the fund library, loaded on first visit, behind a spinner. */
export function FundLibraryRoute() {
  return (
    <Suspense
      fallback={
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <CircularProgress size={28} aria-label="加载中" />
        </Box>
      }
    >
      <FundLibraryPage />
    </Suspense>
  );
}
