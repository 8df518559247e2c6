import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A helper text with a message on the left and, optionally, a counter on the right. */
export function HelperLine({ message, counter }: { message?: ReactNode; counter?: ReactNode }) {
  if (!counter) return <>{message}</>;
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <span>{message}</span>
      <Box component="span" sx={{ flexShrink: 0 }}>
        {counter}
      </Box>
    </Box>
  );
}
