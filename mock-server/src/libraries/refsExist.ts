/**
 * Every item an entry names must exist in its library (spec §5: an article or fund must be picked from the dropdown;
 * a key that names nothing answers the library's own words, 文章不存在 for articles). Checked on save and pre-publish,
 * after the schema (counts, duplicates) and before anything is written.
 */
import { ErrorCode, LIBRARIES, entryRefs, fieldLibraries, type LibraryItem, type ModuleDefinition, type ModuleValues } from 'shared-ui/contract';
import { fieldRefusal } from '../workflow/refusal';
import type { LibrarySources } from './librarySource';

/** The libraries the modules pick from that this server has no source for: a start-up error, naming them. */
export function assertSourcesFor(modules: readonly ModuleDefinition[], sources: LibrarySources): void {
  for (const def of modules) {
    // Jump targets count: a carousel slide opening a fund needs the fund library as much as a fund collection does.
    for (const library of fieldLibraries(def.fields)) {
      if (!sources[library]) throw new Error(`模块 ${def.key} 引用了${LIBRARIES[library].title}，但 mock-server 尚未提供该库`);
    }
  }
}

/**
 * Throws a 1106 refusal naming each reference whose key its library does not have (`funds.1.id`, `target`,
 * `slides.0.jump_target`), in the order the entry names them. One lookup per field (and library and filter).
 */
export function assertRefsExist(def: ModuleDefinition, values: ModuleValues, sources: LibrarySources): void {
  const refs = entryRefs(def, values);
  const found = new Map<string, Set<string>>();
  const problems: { field: string; message: string }[] = [];
  for (const ref of refs) {
    const group = `${ref.field}|${ref.library}|${JSON.stringify(ref.filter ?? {})}`;
    if (!found.has(group)) {
      const keys = refs.filter((other) => `${other.field}|${other.library}|${JSON.stringify(other.filter ?? {})}` === group).map((other) => other.key);
      found.set(group, new Set((sources[ref.library]?.byIds(keys, ref.filter) ?? []).map((item: LibraryItem) => item.id)));
    }
    if (found.get(group)?.has(ref.key)) continue;
    // A slot narrowed to part of its library (市场热点: hot articles) accepts only that part, in its own words.
    problems.push({ field: ref.path, message: ref.filter && ref.filterMessage ? ref.filterMessage : LIBRARIES[ref.library].notFound });
  }
  if (problems.length > 0) throw fieldRefusal(ErrorCode.ValidationFailed, problems);
}
