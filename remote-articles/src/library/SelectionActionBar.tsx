import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SelectionActionBarProps {
  /** How many rows are ticked; the action waits for at least one. */
  count: number;
  label: string;
  icon: ReactNode;
  color?: 'primary' | 'error';
  /** Said while nothing is ticked, e.g. '勾选文章后可批量删除'. */
  hint: string;
  onClick: () => void;
}

/** The action on the ticked rows of an article list (删除所选, 恢复所选) and how many are ticked. */
export function SelectionActionBar({ count, label, icon, color = 'primary', hint, onClick }: SelectionActionBarProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
      <Button variant="outlined" color={color} startIcon={icon} disabled={count === 0} onClick={onClick}>
        {label}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {count > 0 ? `已选 ${String(count)} 篇` : hint}
      </Typography>
    </Stack>
  );
}
