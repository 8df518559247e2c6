import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { ArticleInUse } from 'shared-ui/contract';

export const SLOT_STATUS_LABELS: Record<ArticleInUse['slots'][number]['status'], string> = {
  prepublished: '预发布',
  scheduled: '定时发布',
  published: '已发布',
  draft: '草稿',
};

/** Which operation slot uses which article: "《标题》 — 热点文章（已发布，/operation/wm/modules/…，#12）". */
export function ArticleUsageList({ usages, titleOf }: { usages: readonly ArticleInUse[]; titleOf: (linkId: string) => string }) {
  const lines = usages.flatMap((usage) =>
    usage.slots.map((slot) => ({
      key: `${usage.linkId}:${slot.module_key}:${String(slot.entry_id)}`,
      primary: `《${titleOf(usage.linkId)}》 — ${slot.module_title}（${SLOT_STATUS_LABELS[slot.status]}）`,
      secondary: slot.entry_id === null ? `${slot.path} · 已保存的草稿` : `${slot.path} · 条目 #${String(slot.entry_id)}`,
    })),
  );
  return (
    <List dense aria-label="占用文章的运营位">
      {lines.map((line) => (
        <ListItem key={line.key} disableGutters>
          <ListItemText primary={line.primary} secondary={line.secondary} />
        </ListItem>
      ))}
    </List>
  );
}
