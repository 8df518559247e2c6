import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { H5CheckResult } from 'shared-ui/contract';

/** What a check refused, each with its reason (the person sees why before anything is sent). */
export function CheckRefusals({ refused, title }: { refused: H5CheckResult['refused']; title: string }) {
  if (refused.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }} data-testid="check-refusals">
      <AlertTitle>{title}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {refused.map((r) => (
          <li key={`${String(r.id)}-${r.file_name}`}>
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {r.file_name}
            </Box>
            ：{r.reason}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
