import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';

/** The card an area shows in place of its remote (it cannot load, or cannot run here): centred, announced as an alert. */
export function AreaCard({ testId, maxWidth, children }: { testId: string; maxWidth: number; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <Card variant="outlined" role="alert" data-testid={testId} sx={{ maxWidth, width: '100%' }}>
        <CardContent sx={{ textAlign: 'center', py: 4 }}>{children}</CardContent>
      </Card>
    </Box>
  );
}
