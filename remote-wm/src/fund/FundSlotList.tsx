import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { FUND_SLOT_STATUS_LABELS, type FundSlot } from 'shared-ui/contract';
import { Link as RouterLink } from 'shared-ui/router';

/** The slots that show a fund: the module (a link to its screen), the entry and its status, in Chinese. */
export function FundSlotList({ slots, fundName, label = '使用该基金的运营位' }: { slots: readonly FundSlot[]; fundName?: string; label?: string }) {
  return (
    <List dense aria-label={label}>
      {slots.map((slot) => (
        <ListItem key={`${slot.module_key}:${String(slot.entry_id)}`} disableGutters>
          <ListItemText
            primary={
              <>
                {fundName ? `「${fundName}」 — ` : null}
                <Link component={RouterLink} to={slot.path}>
                  {slot.module_title}
                </Link>
              </>
            }
            secondary={slot.entry_id === null ? '已保存的草稿（未预发布）' : `条目 #${String(slot.entry_id)} · ${FUND_SLOT_STATUS_LABELS[slot.status]}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
