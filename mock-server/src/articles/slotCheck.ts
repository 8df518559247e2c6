/**
 * Which operation slots use an article (spec §4: an article pre-published or published to an operation slot cannot
 * be deleted or taken off shelf). A slot is an entry of a module that declares `articleRefs`, in a status that
 * shows (or is about to show) it: pre-published, scheduled or published. A saved draft is not a slot (nobody sees
 * it, and it is not checked against anything until it is pre-published), nor is history.
 *
 * Any engine may ask: give it the database and the modules (ctx.db, ctx.modules) and the linkIds. Call
 * `ctx.applyDue()` first so an entry whose dead time has passed no longer counts.
 */
import { AREA_BASE_PATHS, MENU_TREE, type ArticleInUse, type MenuEntry, type ModuleDefinition, type ModuleValues } from 'shared-ui/contract';
import type { Db } from '../db/openDatabase';

export type SlotStatus = ArticleInUse['slots'][number]['status'];
export const SLOT_STATUSES: readonly SlotStatus[] = ['prepublished', 'scheduled', 'published'];

function findTitle(entries: readonly MenuEntry[], path: string): string | undefined {
  for (const entry of entries) {
    if (entry.path === path) return entry.title;
    const inner = entry.children ? findTitle(entry.children, path) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** "理财 App · 推送": both apps have a 推送 module, so the area is what tells a person where to look. */
export function slotTitle(def: ModuleDefinition): string {
  const area = findTitle(MENU_TREE, AREA_BASE_PATHS[def.area]);
  return area ? `${area} · ${def.title}` : def.title;
}

interface SlotRow {
  id: number;
  module_key: string;
  status: SlotStatus;
  field_values: string;
}

/** One answer per asked linkId (in the order asked, repeats removed), in use or not. */
export function articlesInUse(db: Db, modules: readonly ModuleDefinition[], linkIds: readonly string[]): ArticleInUse[] {
  const answers = new Map<string, ArticleInUse>(linkIds.map((linkId) => [linkId, { linkId, in_use: false, slots: [] }]));
  // Only modules that can point at articles are read at all: most modules never do, and their entries are skipped
  // by the index (module_key, status, id) rather than parsed.
  const referring = new Map(modules.filter((m) => m.articleRefs).map((m) => [m.key, m]));
  if (referring.size === 0 || answers.size === 0) return [...answers.values()];
  const keys = [...referring.keys()];
  const rows = db
    .prepare<unknown[], SlotRow>(
      `SELECT id, module_key, status, field_values FROM workflow_records
       WHERE module_key IN (${keys.map(() => '?').join(', ')}) AND status IN (${SLOT_STATUSES.map(() => '?').join(', ')})
       ORDER BY id`,
    )
    .all(...keys, ...SLOT_STATUSES);
  for (const row of rows) {
    const def = referring.get(row.module_key);
    if (!def?.articleRefs) continue;
    // Written by this server from values its schema parsed (workflow/rows.ts reads them the same way).
    const refs = def.articleRefs(JSON.parse(row.field_values) as ModuleValues);
    for (const linkId of new Set(refs)) {
      const answer = answers.get(linkId);
      if (!answer) continue;
      answer.in_use = true;
      answer.slots.push({ module_key: def.key, module_title: slotTitle(def), path: def.path, entry_id: row.id, status: row.status });
    }
  }
  return [...answers.values()];
}
