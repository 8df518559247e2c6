/**
 * How the console names a module to a person wherever modules of several areas meet (the home page, the calendar, the
 * entry search, the audit trail's activity): with its area, as the menu says it.
 */
import { MENU_TREE, type MenuEntry } from './menu';
import { AREA_BASE_PATHS, type ModuleDefinition } from './module/defineModule';

function findTitle(entries: readonly MenuEntry[], path: string): string | undefined {
  for (const entry of entries) {
    if (entry.path === path) return entry.title;
    const inner = entry.children ? findTitle(entry.children, path) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** "理财 App · 推送": both apps have a 推送 module, so the area is what tells a person where to look. */
export function slotTitle(def: Pick<ModuleDefinition, 'area' | 'title'>): string {
  const area = findTitle(MENU_TREE, AREA_BASE_PATHS[def.area]);
  return area ? `${area} · ${def.title}` : def.title;
}
