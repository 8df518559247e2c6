// From the root entry, not 'shared-ui/contract': the contract's index brings zod, which the first screen does not need.
import { moduleLinkPageOf, type MenuEntry } from 'shared-ui';

function isAtOrBelow(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * The menu entry the current page belongs to: the deepest one whose path is the page's or an ancestor of it. A module
 * screen (`<area>/modules/<name>`, hidden from the menu) belongs to its area's 模块编辑, the page it is reached
 * through, unless the menu has an entry of its own for it.
 */
export function activeMenuPath(entries: readonly MenuEntry[], pathname: string): string | null {
  let best: string | null = null;
  const all: string[] = [];
  const walk = (list: readonly MenuEntry[]) => {
    for (const entry of list) {
      all.push(entry.path);
      if (entry.children) walk(entry.children);
      if (!isAtOrBelow(pathname, entry.path)) continue;
      if (!best || entry.path.length > best.length) best = entry.path;
    }
  };
  walk(entries);
  const linkPage = moduleLinkPageOf(pathname);
  if (linkPage === null || !all.includes(linkPage)) return best;
  // Only the area (or nothing) matched: the module has no entry of its own.
  const area = linkPage.slice(0, -'/modulesEdit'.length);
  return best === null || (best as string).length <= area.length ? linkPage : best;
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
