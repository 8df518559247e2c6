/**
 * An edit list kept item by item (spec §7 hot/ and insider/: `add`, `list`). The module's draft holds an ordered
 * collection (`field`); besides saving the whole draft, one item joins it with `add`, and `list` reads it back, paged
 * from page 1, each item with what its library says of it (spec §3's hot-topic and market-reference entry). The
 * owner parameter (`rm_article_mod_id`) names the module the item is added to, so a call cannot land in another list.
 *
 * | call                        | body / query                                                   | answer                      |
 * |-----------------------------|----------------------------------------------------------------|-----------------------------|
 * | POST add                    | `{id, <owner param>, …item fields, base_version?}` + scope      | DraftRow: the draft after it |
 * | GET list                    | `currPage` (from 1), `pageSize`                                 | Paged<EditListEntry>         |
 *
 * `add` is a save of the draft (the role rule judges it as one): it keeps the draft valid (the module's schema and
 * rules), refuses a repeat (1019), an unknown key (文章不存在), an item another module holds (`disjointWith`, 1019) and a
 * stale base (1043). The entries of `list` are the draft's items by position, with the facts below and the owner id.
 */
import { z } from 'zod';
import { ARTICLE_MODULES } from '../articles';
import { CMS_TIME_PATTERN } from '../time';
import type { WorkflowEndpoint } from './workflow';
import type { ItemFieldDef, RefListItem } from './fields';
import { emptyValue } from './fields';

export interface EditListDef {
  /** The module's `refList` field that is the edit list (`rm_articles`). */
  field: string;
  /** `POST add`: one item joins the draft's list. */
  add: WorkflowEndpoint;
  /** `GET list`: the draft's list, paged. */
  list: WorkflowEndpoint;
  /** The body parameter naming the list's module and this module's value of it (`rm_article_mod_id`). */
  owner: { param: string; id: number };
}

/**
 * What the article library says of a picked article, on every item of an edit list of articles (spec §3: hot-topic
 * and market-reference entry). `article_module` is the code (macro, hot, managerbrand, education); a screen shows its
 * label (ARTICLE_MODULES).
 */
export const ARTICLE_ENTRY_FACTS_SCHEMA = z.object({
  article_title: z.string(),
  article_module: z.string(),
  article_author: z.string(),
  article_digest: z.string(),
  article_show_time: z.string().regex(new RegExp(CMS_TIME_PATTERN)),
});

export type ArticleEntryFacts = z.infer<typeof ARTICLE_ENTRY_FACTS_SCHEMA>;

export const ARTICLE_ENTRY_FACT_NAMES = Object.keys(ARTICLE_ENTRY_FACTS_SCHEMA.shape) as readonly (keyof ArticleEntryFacts)[];

/** One entry of `list`, and each item of the collection in the draft and the records: the item plus its facts. */
export type EditListEntry = RefListItem & Partial<ArticleEntryFacts> & Readonly<Record<string, unknown>>;

/**
 * The body of `add` for one picked item: its key, the owner id, and each of the item's own fields (its value, or the
 * field's empty value). Position and label are the server's to set.
 */
export function editListAddBody(list: EditListDef, itemFields: readonly ItemFieldDef[], item: Readonly<Record<string, unknown>> & { id: string }): Record<string, unknown> {
  const own = Object.fromEntries(itemFields.map((sub) => [sub.name, item[sub.name] ?? emptyValue(sub)]));
  return { ...own, id: item.id, [list.owner.param]: list.owner.id };
}

/**
 * The line a screen shows under an entry of an edit list of articles: its module as a label (spec §3), key, author and
 * show day (`热点 · A20261117013 · 王晓雯 · 2026-11-17`); undefined when the entry carries no facts.
 */
export function entryFactsLine(entry: EditListEntry | undefined): string | undefined {
  if (!entry || typeof entry.article_module !== 'string') return undefined;
  const moduleLabel = ARTICLE_MODULES.find((option) => option.value === entry.article_module)?.label ?? entry.article_module;
  return [moduleLabel, entry.id, entry.article_author ?? '', (entry.article_show_time ?? '').slice(0, 10)].filter(Boolean).join(' · ');
}
