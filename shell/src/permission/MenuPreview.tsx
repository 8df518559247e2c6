import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { SECTION_REDIRECTS, isFullAccess, isPathPermitted, visibleMenu, type MenuEntry } from 'shared-ui';
import { treePaths, type PermissionNode } from './buildPermissionTree';

/** Where an area's link page (`<area>/modulesEdit`) finds its modules: `<area>/modules/…` (H5: `/h5/config/…`). */
function moduleRoots(linkPage: string): string[] {
  const area = linkPage.slice(0, -'/modulesEdit'.length);
  return area === '/h5' ? ['/h5/config/'] : [`${area}/modules/`];
}

/**
 * The menu with what each link page (模块编辑) will offer this account beneath it: the modules and screens granted one
 * by one (个股资讯 alone, without the link page granted, shows as 证券 App › 个股资讯: the area's root opens the link page). With full access every module is offered, so none is listed.
 */
function withGrantedModules(entries: readonly MenuEntry[], tree: readonly PermissionNode[], permission: readonly string[]): MenuEntry[] {
  if (isFullAccess(permission)) return [...entries];
  const titles = new Map<string, string>();
  const walk = (nodes: readonly PermissionNode[]) => nodes.forEach((n) => (titles.set(n.path, n.title), walk(n.children)));
  walk(tree);
  return entries.map((entry) => {
    if (entry.children) return { ...entry, children: withGrantedModules(entry.children, tree, permission) };
    // 模块编辑 itself, or an area shown as the one link to it (a module granted without the link page: visibleMenu).
    const linkPage = entry.path.endsWith('/modulesEdit') ? entry.path : SECTION_REDIRECTS[entry.path];
    if (!linkPage?.endsWith('/modulesEdit')) return entry;
    const roots = moduleRoots(linkPage);
    const offered = treePaths(tree).filter((path) => roots.some((root) => path.startsWith(root)));
    const granted = offered.filter((path) => isPathPermitted(permission, path));
    if (granted.length === 0) return entry;
    // A whole area granted: one line, not forty.
    if (granted.length === offered.length) return { ...entry, children: [{ path: `${entry.path}#all`, title: '全部模块' }] };
    return { ...entry, children: granted.map((path) => ({ path, title: titles.get(path) ?? path })) };
  });
}

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
 * expansion included), each 模块编辑 with the modules its link page will offer (from the permission tree). Read-only and fully open: the SideMenu's items are links and collapse, which a preview must
 * not do, so this renders the same tree plainly.
 */
export function MenuPreview({ permission, isSuperAdmin, tree = [] }: { permission: readonly string[]; isSuperAdmin: boolean; tree?: readonly PermissionNode[] }) {
  const entries = useMemo(() => withGrantedModules(visibleMenu({ permission, isSuperAdmin }), tree, permission), [permission, isSuperAdmin, tree]);
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
