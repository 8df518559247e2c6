import Box from '@mui/material/Box';

/** The id of the frame's main region, where SkipToContent takes the focus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of Tab on every signed-in page (WCAG 2.4.1): 跳到主要内容 shows when it has the focus, and Enter puts
 * the focus on the page itself, past the header and the eighty-odd entries of the side menu. The focus moves by
 * script, not by the address's #fragment, so the router sees no navigation.
 */
export function SkipToContent() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        left: 8,
        top: -64,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        borderRadius: 1,
        boxShadow: 4,
        fontWeight: 600,
        '&:focus': { top: 8 },
      }}
    >
      跳到主要内容
    </Box>
  );
}
