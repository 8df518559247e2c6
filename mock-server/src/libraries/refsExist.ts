/**
 * Every item an entry names must exist in its library (spec §5: an article or fund must be picked from the dropdown;
 * a key that names nothing answers the library's own words, 文章不存在 for articles). Checked on save and pre-publish,
 * after the schema (counts, duplicates) and before anything is written.
 */
import { ErrorCode, LIBRARIES, entryRefs, type ModuleDefinition, type ModuleValues } from 'shared-ui/contract';
import { fieldRefusal } from '../workflow/refusal';
import type { LibrarySources } from './librarySources';

/** The libraries the modules pick from that this server has no source for: a start-up error, naming them. */
export function assertSourcesFor(modules: readonly ModuleDefinition[], sources: LibrarySources): void {
  for (const def of modules) {
    for (const f of def.fields) {
      if ((f.kind === 'ref' || f.kind === 'refList') && !sources[f.library]) {
        throw new Error(`模块 ${def.key} 的字段 ${f.name} 引用了${LIBRARIES[f.library].title}，但 mock-server 尚未提供该库`);
      }
    }
  }
}

/** Throws a 1106 refusal naming each reference whose key its library does not have (`funds.1.id`, `target`). */
export function assertRefsExist(def: ModuleDefinition, values: ModuleValues, sources: LibrarySources): void {
  const refs = entryRefs(def, values).filter((ref) => ref.field !== 'articleRefs');
  const problems: { field: string; message: string }[] = [];
  for (const f of def.fields) {
    if (f.kind !== 'ref' && f.kind !== 'refList') continue;
    const mine = refs.filter((ref) => ref.field === f.name);
    if (mine.length === 0) continue;
    // A slot narrowed to part of its library (市场热点: hot articles) accepts only that part, in its own words.
    const found = new Set((sources[f.library]?.byIds(mine.map((ref) => ref.key), f.filter) ?? []).map((item) => item.id));
    const message = f.filter && f.filterMessage ? f.filterMessage : LIBRARIES[f.library].notFound;
    for (const ref of mine) {
      if (found.has(ref.key)) continue;
      problems.push({ field: f.kind === 'refList' ? `${ref.field}.${String(ref.position - 1)}.id` : ref.field, message });
    }
  }
  if (problems.length > 0) throw fieldRefusal(ErrorCode.ValidationFailed, problems);
}
