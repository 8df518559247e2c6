/** Every collision of the shown range in words, each entry a link: what the colours and icons flag, said as text. */
import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { memo } from 'react';
import { COLLISION_LABELS } from 'shared-ui';
import { Link as RouterLink } from 'shared-ui/router';
import type { PlacedAnswer } from './scheduleEvents';

/** Drawn again only for another answer: a change of view or date that keeps the answer leaves it as it is. */
export const CollisionList = memo(function CollisionList({ answer }: { answer: PlacedAnswer }) {
  const clashing = answer.list.filter((entry) => entry.collisions.length > 0);
  if (clashing.length === 0) return null;
  const titles = new Map(answer.modules.map((m) => [m.key, m.title]));
  return (
    <Alert severity="warning" icon={<WarningAmber />} sx={{ mb: 1.5 }} data-testid="schedule-collisions">
      <AlertTitle>发现 {clashing.length} 个冲突条目</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 180, overflowY: 'auto' }}>
        {clashing.map((entry) => (
          <li key={entry.key}>
            <Link component={RouterLink} to={entry.link} color="inherit" underline="always">
              {titles.get(entry.module) ?? entry.module}「{entry.title}」（{entry.start.slice(0, 16)}）
            </Link>
            ：{entry.collisions.map((c) => `${COLLISION_LABELS[c.kind]}——${c.reason}`).join('；')}
          </li>
        ))}
      </Box>
    </Alert>
  );
});
