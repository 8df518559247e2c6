import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** While the session is restored or a lazy part of the shell loads. `inline`: inside the frame, not the whole page. */
export function FullPageSpinner({ inline = false }: { inline?: boolean }) {
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: inline ? 240 : '100vh' }}
      aria-busy="true"
    >
      <CircularProgress aria-label="加载中" />
    </Box>
  );
}
