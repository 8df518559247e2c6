import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { memo, useCallback, useMemo, useState, type SyntheticEvent } from 'react';
import { Link as RouterLink, useLocation } from 'shared-ui/router';
import { flattenMenu, useDocumentTitle, visibleMenu, type MenuEntry, type MenuViewer } from 'shared-ui';
import { activeMenuPath, sectionsContaining } from './activeMenu';
import { SectionIcon } from './SectionIcon';
import type { MenuIntent } from '../remotes/areaIntent';

interface ItemProps {
  entry: MenuEntry;
  depth: number;
  /** The active menu path when it is this entry or below it; null otherwise (see `activeWithin`). */
  activePath: string | null;
  open: ReadonlySet<string>;
  toggle: (path: string) => void;
}

/**
 * The active path as an entry needs it: only the entries on the way to the page (the old one and the new one) see a
 * navigation, so the rest of the menu — some eighty buttons with icons and links — is not rendered again on every
 * click (it was, before the page that was clicked could render). Every entry lies below its section's path
 * (SideMenu.test checks the menu for it).
 */
const activeWithin = (entry: MenuEntry, activePath: string | null) =>
  activePath !== null && (activePath === entry.path || activePath.startsWith(`${entry.path}/`)) ? activePath : null;

const MenuItem = memo(function MenuItem({ entry, depth, activePath, open, toggle }: ItemProps) {
  const indent = { pl: 2 + depth * 2 };
  const icon =
    depth === 0 ? (
      <ListItemIcon sx={{ minWidth: 36 }}>
        <SectionIcon icon={entry.icon} fontSize="small" />
      </ListItemIcon>
    ) : null;
  const children = entry.children ?? [];
  if (children.length > 0) {
    const expanded = open.has(entry.path);
    const containsActive = activePath !== null && activePath.startsWith(`${entry.path}/`);
    return (
      <li>
        <ListItemButton onClick={() => toggle(entry.path)} aria-expanded={expanded} sx={indent} data-path={entry.path}>
          {icon}
          <ListItemText primary={entry.title} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: depth === 0 || containsActive ? 600 : 400 } } }} />
          {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </ListItemButton>
        <Collapse in={expanded} timeout="auto">
          <List disablePadding>
            {children.map((child) => (
              <MenuItem key={child.path} entry={child} depth={depth + 1} activePath={activeWithin(child, activePath)} open={open} toggle={toggle} />
            ))}
          </List>
        </Collapse>
      </li>
    );
  }
  const selected = entry.path === activePath;
  // Every entry is a list item of its list (nav > ul > li, sections holding a ul of their own), as screen readers
  // count and announce them.
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={entry.path}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        sx={indent}
        data-path={entry.path}
      >
        {icon}
        <ListItemText primary={entry.title} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: depth === 0 ? 600 : 400 } } }} />
      </ListItemButton>
    </li>
  );
});

/**
 * The left menu: the menu tree as this user may see it (`visibleMenu`), sections collapsible, the current page
 * highlighted, and every navigation expanding the sections down to it (spec §2).
 */
export function SideMenu({ viewer, onIntent }: { viewer: MenuViewer; onIntent?: (intent: MenuIntent, isScreen: boolean) => void }) {
  const { permission, isSuperAdmin } = viewer;
  const entries = useMemo(() => visibleMenu({ permission, isSuperAdmin }), [permission, isSuperAdmin]);
  const { pathname } = useLocation();
  // Top-level sections start open (there are few, and staff look for their area there); deeper ones open on demand.
  const [expansion, setExpansion] = useState(() => ({
    pathname,
    open: new Set([...entries.filter((e) => e.children?.length).map((e) => e.path), ...sectionsContaining(entries, pathname)]),
  }));
  // On navigation, open the way to the new page (adjusting state while rendering, as React advises over an effect);
  // sections the user opened stay open. The set stays the same object when the way is open already, so the entries
  // need not render again.
  if (expansion.pathname !== pathname) {
    const closed = sectionsContaining(entries, pathname).filter((path) => !expansion.open.has(path));
    setExpansion({ pathname, open: closed.length > 0 ? new Set([...expansion.open, ...closed]) : expansion.open });
  }
  const toggle = useCallback(
    (path: string) =>
      setExpansion((s) => {
        const open = new Set(s.open);
        if (open.has(path)) open.delete(path);
        else open.add(path);
        return { ...s, open };
      }),
    [],
  );
  const activePath = activeMenuPath(entries, pathname);
  // The tab names the menu entry the page belongs to (a screen that knows better names itself over it).
  useDocumentTitle(flattenMenu(entries).find((entry) => entry.path === activePath)?.title, 0);
  // Pointing at, focusing or pressing an entry says where the person is going: that area's code may start to load,
  // and a screen's (a link's; a section only opens) once the person rests on it (areaIntent's menuIntentReader).
  const intent = useMemo(() => {
    const read = (how: 'point' | 'focus' | 'press') => (event: SyntheticEvent) => {
      const entry = event.target instanceof Element ? event.target.closest('[data-path]') : null;
      const path = entry?.getAttribute('data-path');
      if (path) onIntent?.({ path, how }, entry?.tagName === 'A');
    };
    return { point: read('point'), focus: read('focus'), press: read('press'), leave: () => onIntent?.({ how: 'leave' }, false) };
  }, [onIntent]);
  return (
    <nav
      aria-label="主菜单"
      data-testid="side-menu"
      onPointerOver={intent.point}
      onPointerLeave={intent.leave}
      onFocus={intent.focus}
      onPointerDown={intent.press}
    >
      <List dense>
        {entries.map((entry) => (
          <MenuItem key={entry.path} entry={entry} depth={0} activePath={activeWithin(entry, activePath)} open={expansion.open} toggle={toggle} />
        ))}
      </List>
    </nav>
  );
}
