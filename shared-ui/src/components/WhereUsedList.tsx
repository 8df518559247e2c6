import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { FUND_SLOT_STATUS_LABELS, entryLocation, type ItemUse } from 'shared-ui/contract';
import { Link as RouterLink } from 'shared-ui/router';

export interface WhereUsedListProps {
  uses: readonly ItemUse[];
  /** What the item is called where it is named (基金, 基金经理, 文章, 资讯): the list's name and the empty line say it. */
  itemName: string;
  /** The item's own name before each line, where several items' uses are listed together (a refused delete). */
  itemLabel?: string;
  /** What to say when nothing uses it; the empty line is left out when absent. */
  emptyText?: string;
}

/**
 * Where a library item is used, the same for every library (issue 33): each slot by its module (理财 App · 开屏推荐),
 * a link to the module screen at the entry (`entryLocation`: the tab that lists it, the entry named), the entry's number
 * and state — or that it is the module's saved draft, which opens on the edit tab.
 *
 * @example <WhereUsedList uses={fund.slots} itemName="基金" emptyText="暂无运营位使用该基金，可以删除。" />
 */
export function WhereUsedList({ uses, itemName, itemLabel, emptyText }: WhereUsedListProps) {
  if (uses.length === 0) {
    return emptyText ? (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    ) : null;
  }
  return (
    <List dense aria-label={itemLabel ? `使用「${itemLabel}」的运营位` : `使用该${itemName}的运营位`}>
      {uses.map((use) => (
        <ListItem key={`${use.module_key}:${String(use.entry_id)}`} disableGutters>
          <ListItemText
            primary={
              <>
                {itemLabel ? `「${itemLabel}」 — ` : null}
                <Link component={RouterLink} to={entryLocation(use.path, use.entry_id, use.status)}>
                  {use.module_title}
                </Link>
              </>
            }
            secondary={use.entry_id === null ? '已保存的草稿（未预发布）' : `条目 #${String(use.entry_id)} · ${FUND_SLOT_STATUS_LABELS[use.status]}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
