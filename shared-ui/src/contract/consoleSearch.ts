/**
 * Search across the console (issue 33): the command palette's one server call, and where a found thing opens.
 *
 * | call                                                   | answer                                                       |
 * |--------------------------------------------------------|--------------------------------------------------------------|
 * | GET search/entries?search=&currPage=&pageSize=         | `Paged<EntryHit>`: entries whose title contains `search`     |
 *
 * A call of the console service (under CONSOLE_API_PREFIX, issue 43), answered from its entry index: the entries
 * pre-published, scheduled or live (a module's history is searched on its own screen). Open to every signed-in account, and answering only entries of modules the account's permitted paths open (the same
 * expansion rule as the menu and the gate, `mayOpenPath`): an account limited to one area never sees another's.
 * Best first: a title equal to the text, then one that starts with it, then the rest; live before pre-published
 * before history; newest first. Modules are matched in the browser (the menu tree and each remote's module list), and
 * articles, funds and managers through the pickers' search (`library/{key}/items?search=`, libraries.ts).
 */
import { z } from 'zod';
import type { ENTRY_HIT_SCHEMA } from './consoleAnswers';

export const CONSOLE_SEARCH_API = {
  entries: 'search/entries',
} as const;

/** Open to every session (the console service's gate): the answer itself is narrowed to the modules the account may open. */
export const SEARCH_CALL_OWNERS = [{ prefix: CONSOLE_SEARCH_API.entries, anySession: true }] as const;

export const ENTRY_SEARCH_LIMITS = { maxText: 64, defaultPageSize: 10, maxPageSize: 50 } as const;

/** The query of `search/entries`; each problem in Chinese (HTTP 400, 1106). */
export const entrySearchQuerySchema = z.object({
  search: z
    .string({ error: '请输入要搜索的标题' })
    .trim()
    .min(1, { error: '请输入要搜索的标题' })
    .max(ENTRY_SEARCH_LIMITS.maxText, { error: `搜索内容不能超过 ${String(ENTRY_SEARCH_LIMITS.maxText)} 个字` }),
  currPage: z.coerce.number({ error: '页码（currPage）必须是数字' }).int({ error: '页码（currPage）必须是整数' }).min(1, { error: '页码（currPage）从 1 开始' }).default(1),
  pageSize: z.coerce
    .number({ error: '每页条数（pageSize）必须是数字' })
    .int({ error: '每页条数（pageSize）必须是整数' })
    .min(1, { error: '每页条数（pageSize）至少为 1' })
    .max(ENTRY_SEARCH_LIMITS.maxPageSize, { error: `每页条数（pageSize）不能超过 ${String(ENTRY_SEARCH_LIMITS.maxPageSize)}` })
    .default(ENTRY_SEARCH_LIMITS.defaultPageSize),
});
export type EntrySearchQuery = z.input<typeof entrySearchQuerySchema>;

/** One entry found: which module (its title with the area, and its screen's path), which entry, its state and title. */
export type EntryHit = z.infer<typeof ENTRY_HIT_SCHEMA>;

// Where an entry lives is plain text work, in a light file of its own: the calendar's first screen links entries.
export { ENTRY_PARAM, entryLocation } from './entryLocation';
