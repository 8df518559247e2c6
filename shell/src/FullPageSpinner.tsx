import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * While the session is restored or a lazy part of the shell loads. `inline`: inside the frame, not the whole page.
 * The whole-page one is the page for that moment, so it is one as a screen reader reads it: a main landmark with a
 * heading saying what is happening (axe's landmark-one-main and page-has-heading-one, met on every page).
 */
/** Read by a screen reader, not drawn. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export function FullPageSpinner({ inline = false }: { inline?: boolean }) {
  return (
    <Box
      component={inline ? 'div' : 'main'}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: inline ? 240 : '100vh' }}
      aria-busy="true"
    >
      {inline ? null : (
        <Box component="h1" sx={visuallyHidden}>
          正在加载
        </Box>
      )}
      <CircularProgress aria-label="加载中" />
    </Box>
  );
}
