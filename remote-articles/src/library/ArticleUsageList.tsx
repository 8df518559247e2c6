import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { entryLocation, type ArticleInUse } from 'shared-ui/contract';
import { Link as RouterLink } from 'shared-ui/router';

export const SLOT_STATUS_LABELS: Record<ArticleInUse['slots'][number]['status'], string> = {
  prepublished: '预发布',
  scheduled: '定时发布',
  published: '已发布',
  draft: '草稿',
};

/**
 * Which operation slot uses which article: "《标题》 — 理财 App · 热点文章（已发布）", and a link to the entry (or the saved
 * draft) on its module screen — never a route for people to read (issue 44, item 14).
 */
export function ArticleUsageList({ usages, titleOf }: { usages: readonly ArticleInUse[]; titleOf: (linkId: string) => string }) {
  const lines = usages.flatMap((usage) =>
    usage.slots.map((slot) => ({
      key: `${usage.linkId}:${slot.module_key}:${String(slot.entry_id)}`,
      primary: `《${titleOf(usage.linkId)}》 — ${slot.module_title}（${SLOT_STATUS_LABELS[slot.status]}）`,
      to: entryLocation(slot.path, slot.entry_id, slot.status),
      open: slot.entry_id === null ? '打开已保存的草稿' : `打开条目 #${String(slot.entry_id)}`,
    })),
  );
  return (
    <List dense aria-label="占用文章的运营位">
      {lines.map((line) => (
        <ListItem key={line.key} disableGutters>
          <ListItemText
            primary={line.primary}
            secondary={
              <Link component={RouterLink} to={line.to} underline="always">
                {line.open}
              </Link>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
