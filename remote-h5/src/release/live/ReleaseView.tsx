import Stack from '@mui/material/Stack';
import { HistoryGrid } from './HistoryGrid';
import { LiveFilesGrid } from './LiveFilesGrid';

/** The release view: what is live now, and the history of every publish and revoke. */
export function ReleaseView() {
  return (
    <Stack spacing={4}>
      <LiveFilesGrid />
      <HistoryGrid />
    </Stack>
  );
}
