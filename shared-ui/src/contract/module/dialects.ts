/**
 * The bases of spec §7 that do not speak the common pattern, as data: each names only the actions it calls
 * differently (the rest are the common pattern's). Our reading of each, where the spec lists only the names, is in
 * remote-wm/README.md ("Module dialects").
 */
import type { LiveListDef, WorkflowDialect } from './workflow';

/**
 * `operation/wm/recommend/articles/` — base, list, add, modify, delete, offshell, update: the edit draft is the
 * `base`, saved by `update`; `add` pre-publishes it and `modify/{id}` saves and pre-publishes again; `list` is the
 * pre-publish list, `delete` removes from it; `offshell` takes a live list off shelf.
 */
export const RECOMMEND_ARTICLES_DIALECT: WorkflowDialect = {
  content: { method: 'GET', path: 'base' },
  save: { method: 'POST', path: 'update' },
  prepublish: { method: 'POST', path: 'add' },
  reprepublish: { method: 'PUT', path: 'modify/:id' },
  prepublishList: { method: 'GET', path: 'list' },
  prepublishDelete: { method: 'POST', path: 'delete' },
  out: { method: 'POST', path: 'offshell' },
};

/**
 * `…/recommend/articles/hot/` and `…/insider/` — save is a PUT, `delete` (POST) removes pre-published entries, a
 * pre-published entry's detail is `prepublish/{id}/detail`, `publish/remove` (POST) takes off shelf, and the live
 * list is `base/publish/list` (with the optional `search`).
 */
export const HOT_ARTICLES_DIALECT: WorkflowDialect = {
  save: { method: 'PUT', path: 'save' },
  prepublishDelete: { method: 'POST', path: 'delete' },
  detail: { method: 'GET', path: 'prepublish/:id/detail' },
  out: { method: 'POST', path: 'publish/remove' },
  publishedList: { method: 'GET', path: 'base/publish/list' },
};

/**
 * `operation/wm/home/common/` (home common topics): the live topics are one ordered list — `publish/position/save`
 * sets the order, `showtime/update` changes a live topic's show time without publishing it again.
 */
export const HOME_COMMON_LIVE_LIST: LiveListDef = {
  order: { method: 'POST', path: 'publish/position/save' },
  edit: { fields: ['show_time'], endpoint: { method: 'POST', path: 'showtime/update' }, title: '展示时间' },
};
