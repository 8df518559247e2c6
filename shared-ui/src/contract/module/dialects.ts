/**
 * The bases of spec §7 that do not speak the common pattern, as data: each names only the actions it calls
 * differently (the rest are the common pattern's). Our reading of each, where the spec lists only the names, is in
 * remote-wm/README.md ("Module dialects").
 */
import { z } from 'zod';
import type { LiveListDef, WorkflowDialect, WorkflowEndpoint } from './workflow';
import type { ModuleDefinition } from './defineModule';

/**
 * `operation/wm/recommend/articles/` — base, list, add, modify, delete, offshell, update: the edit draft is the
 * `base`, saved by `update`; `add` pre-publishes it and `modify` saves and pre-publishes again (spec §7 `PUT modify`:
 * no id in the path, the entry's `id` rides in the body); `list` is the pre-publish list, `delete` removes from it;
 * `offshell` takes a live list off shelf.
 */
export const RECOMMEND_ARTICLES_DIALECT: WorkflowDialect = {
  content: { method: 'GET', path: 'base' },
  save: { method: 'POST', path: 'update' },
  prepublish: { method: 'POST', path: 'add' },
  reprepublish: { method: 'PUT', path: 'modify' },
  prepublishList: { method: 'GET', path: 'list' },
  prepublishDelete: { method: 'POST', path: 'delete' },
  out: { method: 'POST', path: 'offshell' },
};

/**
 * `…/recommend/articles/hot/` and `…/insider/` — save is a PUT, `delete` (POST) removes pre-published entries, a
 * pre-published entry's detail is `prepublish/{id}/detail`, `publish/remove` (POST) takes off shelf, and the live
 * list is `base/publish/list` (with the optional `search`). Their edit list is also kept item by item:
 * HOT_ARTICLES_EDIT_LIST.
 */
export const HOT_ARTICLES_DIALECT: WorkflowDialect = {
  save: { method: 'PUT', path: 'save' },
  prepublishDelete: { method: 'POST', path: 'delete' },
  detail: { method: 'GET', path: 'prepublish/:id/detail' },
  out: { method: 'POST', path: 'publish/remove' },
  publishedList: { method: 'GET', path: 'base/publish/list' },
};

/** The hot/insider bases' `add` (one article joins the edit list) and `list` (the edit list, paged): editList.ts. */
export const HOT_ARTICLES_EDIT_LIST = {
  add: { method: 'POST', path: 'add' },
  list: { method: 'GET', path: 'list' },
} as const satisfies Record<string, WorkflowEndpoint>;

/** The parameter naming the recommend-article module an article is added to (spec §3 `rm_article_mod_id`). */
export const RECOMMEND_ARTICLE_MODULE_PARAM = 'rm_article_mod_id';

/**
 * `GET operation/wm/recommend/articles/general/modules` (spec §7's "general modules" of the recommend base): the
 * recommend-article modules one adds articles to, each with the id `add` names it by (`rm_article_mod_id`).
 * Answer: `GeneralModule[]`, by id. Readable by whoever may use one of them or the recommend list.
 */
export const RECOMMEND_GENERAL_MODULES = {
  base: 'operation/wm/recommend/articles/',
  endpoint: { method: 'GET', path: 'general/modules' },
  owners: ['/operation/wm/modules/recommend', '/operation/wm/modules/hotSubject', '/operation/wm/modules/marketReference'],
} as const;

/** One general module as `general/modules` answers it (the document's schema and the type, from one source). */
export const GENERAL_MODULE_SCHEMA = z.object({
  /** The value of `rm_article_mod_id` that names it. */
  id: z.number().int(),
  /** `hotSubject`, `marketReference`. */
  name: z.string(),
  title: z.string(),
  /** Its base, relative to the API prefix (`operation/wm/recommend/articles/hot/`). */
  api_base: z.string(),
});
export type GeneralModule = z.infer<typeof GENERAL_MODULE_SCHEMA>;

/** The general modules: the modules below the recommend base whose edit list is named by `rm_article_mod_id`. */
export function generalModules(modules: readonly ModuleDefinition[]): GeneralModule[] {
  return modules
    .filter((m) => m.apiBase.startsWith(RECOMMEND_GENERAL_MODULES.base) && m.editList?.owner.param === RECOMMEND_ARTICLE_MODULE_PARAM)
    .map((m) => ({ id: m.editList?.owner.id ?? 0, name: m.name, title: m.title, api_base: m.apiBase }))
    .sort((a, b) => a.id - b.id);
}

/**
 * `operation/wm/home/common/` (home common topics): the live topics are one ordered list — `publish/position/save`
 * sets the order, `showtime/update` changes a live topic's show time without publishing it again.
 */
export const HOME_COMMON_LIVE_LIST: LiveListDef = {
  order: { method: 'POST', path: 'publish/position/save' },
  edit: { fields: ['show_time'], endpoint: { method: 'POST', path: 'showtime/update' }, title: '展示时间' },
};
