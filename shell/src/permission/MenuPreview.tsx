import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { visibleMenu, type MenuEntry } from 'shared-ui';

function PreviewItems({ entries, depth }: { entries: readonly MenuEntry[]; depth: number }) {
  return entries.map((entry) => (
    <Box component="li" key={entry.path} sx={{ listStyle: 'none' }}>
      <ListItem component="div" dense disablePadding sx={{ pl: 1 + depth * 2 }} data-path={entry.path}>
        <ListItemText primary={entry.title} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: depth === 0 ? 600 : 400 } } }} />
      </ListItem>
      {entry.children && entry.children.length > 0 ? (
        <List disablePadding>
          <PreviewItems entries={entry.children} depth={depth + 1} />
        </List>
      ) : null}
    </Box>
  ));
}

/**
 * The menu exactly as the account will see it, through the same rule as the real menu (`visibleMenu`, spec §6's
 * expansion included). Read-only and fully open: the SideMenu's items are links and collapse, which a preview must
 * not do, so this renders the same tree plainly.
 */
export function MenuPreview({ permission, isSuperAdmin }: { permission: readonly string[]; isSuperAdmin: boolean }) {
  const entries = useMemo(() => visibleMenu({ permission, isSuperAdmin }), [permission, isSuperAdmin]);
  return (
    <Box data-testid="permission-preview" component="section" aria-labelledby="permission-preview-title">
      <Typography id="permission-preview-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        该账号将看到的菜单
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          无可见菜单
        </Typography>
      ) : (
        <List disablePadding aria-label="菜单预览">
          <PreviewItems entries={entries} depth={0} />
        </List>
      )}
    </Box>
  );
}
