import type { MenuEntry } from 'shared-ui';

function isAtOrBelow(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The menu entry the current page belongs to: the deepest one whose path is the page's or an ancestor of it. */
export function activeMenuPath(entries: readonly MenuEntry[], pathname: string): string | null {
  let best: string | null = null;
  const walk = (list: readonly MenuEntry[]) => {
    for (const entry of list) {
      if (!isAtOrBelow(pathname, entry.path)) continue;
      if (!best || entry.path.length > best.length) best = entry.path;
      if (entry.children) walk(entry.children);
    }
  };
  walk(entries);
  return best;
}

/** The sections (entries with children) that contain the current page: they are expanded on every navigation. */
export function sectionsContaining(entries: readonly MenuEntry[], pathname: string): string[] {
  const out: string[] = [];
  const walk = (list: readonly MenuEntry[]) => {
    for (const entry of list) {
      if (!entry.children?.length || !isAtOrBelow(pathname, entry.path)) continue;
      out.push(entry.path);
      walk(entry.children);
    }
  };
  walk(entries);
  return out;
}
