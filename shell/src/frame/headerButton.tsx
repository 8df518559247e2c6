import Box from '@mui/material/Box';

/** On a phone a header button is its icon alone (its name stays for screen readers and as its tooltip). */
export const HEADER_BUTTON_SX = { minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } } } as const;

export function HeaderButtonLabel({ children }: { children: string }) {
  return (
    <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
      {children}
    </Box>
  );
}
