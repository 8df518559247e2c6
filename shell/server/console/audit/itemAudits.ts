/**
 * The audit plans of the writes beside the modules' workflow: the fund and manager libraries, the article and
 * information libraries, admin accounts, stock news and other stock news (their back-office steps and the approval
 * links' decisions). Each names the items it changes as the write names them (itemFamilies.ts `writtenIds`), or as its
 * answer does for a creation, and reads each through the spec's detail call.
 */
import {
  API,
  ARTICLE_API,
  AUDIT_CUSTOM_MODULES,
  FUND_API,
  INFORMATION_API,
  MANAGER_API,
  OTHER_NEWS_API,
  OTHER_NEWS_API_BASE,
  PERMISSION_API,
  STOCK_NEWS_API,
  STOCK_NEWS_API_BASE,
  type AuditAction,
} from 'shared-ui/contract';
import { itemId, itemIds, omit, pick, type Item, type ItemId, type ReadItem } from '../guard/itemFamilies';
import type { Body } from '../guard/passing';
import type { AuditPlan, AuditSubject, Subjects, SubjectsInput } from './auditRecorder';
import type { AuditPlace } from './auditStore';

/** A write the recorder stands in, by its route (relative to the API prefix, `:id` a path parameter). */
export interface AuditedRoute {
  method: 'POST' | 'PUT';
  url: string;
  plan: AuditPlan;
}

export function auditPlace(key: string): AuditPlace {
  const place = AUDIT_CUSTOM_MODULES.find((m) => m.key === key);
  if (!place) throw new Error(`audit place unknown: ${key}`);
  return place;
}

/** How a kind of item is seen: read by id, called by a title, shown without what moves on its own. */
interface ItemKind {
  place: AuditPlace;
  read: (read: ReadItem, id: ItemId) => Promise<Item | null>;
  title: (item: Item) => string;
  snapshot: (item: Item) => Record<string, unknown>;
}

const text = (name: string) => (item: Item) => (typeof item[name] === 'string' ? (item[name] as string) : '');

/** Who and when a row was written: the record says that itself. */
const STAMPS = ['id', 'version', 'create_time', 'update_time', 'create_operator', 'update_operator'];

const subject = (kind: ItemKind, id: ItemId, item: Item): [string, AuditSubject] => [String(id), { entryId: id, title: kind.title(item), snapshot: kind.snapshot(item) }];

async function readAll(kind: ItemKind, read: ReadItem, ids: readonly ItemId[]): Promise<Subjects> {
  const found: [string, AuditSubject][] = [];
  for (const id of ids) {
    const item = await kind.read(read, id);
    if (item) found.push(subject(kind, id, item));
  }
  return new Map(found);
}

type Names = { one: string } | { many: string } | 'path' | 'answer';

/** The ids a write names: a body field, a body list, the path's `:id`, or (a creation) its answer's `id` / `linkId`. */
function named(names: Names, { body, params, answer }: SubjectsInput, key = 'id'): ItemId[] {
  if (names === 'answer') return answer === undefined ? [] : itemIds((answer as Record<string, unknown> | null)?.[key]);
  if (names === 'path') return itemIds(params.id);
  return 'one' in names ? itemIds(body[names.one]) : itemIds(body[names.many]);
}

function route(method: AuditedRoute['method'], url: string, kind: ItemKind, action: AuditAction, names: Names, key?: string): AuditedRoute {
  return { method, url, plan: { place: kind.place, action, subjects: (input) => readAll(kind, input.read, named(names, input, key)) } };
}

const library = (place: string, detail: string): ItemKind => ({
  place: auditPlace(place),
  read: (read, id) => read(detail, { id }),
  title: text('name'),
  snapshot: omit([...STAMPS, 'slots', 'slot_count']),
});

const FUNDS = library('funds', FUND_API.detail);
const MANAGERS = library('managers', MANAGER_API.detail);

/** An article or information item: not its page views, edit records or the names looked up beside it. */
const libraryText = (place: string, detail: string): ItemKind => ({
  place: auditPlace(place),
  read: (read, linkId) => read(detail, { linkId }),
  title: text('title'),
  snapshot: omit([...STAMPS, 'linkId', 'pageview', 'records', 'manager_name', 'delete_time', 'delete_operator']),
});

const ARTICLES = libraryText('articles', ARTICLE_API.detail);
const INFORMATION = libraryText('information', INFORMATION_API.detail);

const ACCOUNTS: ItemKind = {
  place: auditPlace('permission'),
  read: (read, id) => read(`${PERMISSION_API.detail}/${String(id)}`),
  title: text('account'),
  snapshot: pick(['account', 'role', 'isSuperAdmin', 'permission', 'phone', 'signinMethod']),
};

const STOCK_NEWS_SEEN = ['symbol', 'stock_name', 'title', 'content', 'source', 'status', 'shelf', 'waiting_at', 'push_time', 'reject_reason'];
const STOCK_NEWS: ItemKind = { place: auditPlace('stockNews'), read: (read, id) => read(STOCK_NEWS_API.detail(id)), title: text('title'), snapshot: pick(STOCK_NEWS_SEEN) };

const OTHER_NEWS_SEEN = ['symbol', 'stock_name', 'title', 'summary', 'source', 'source_url', 'source_time', 'status'];
const OTHER_NEWS: ItemKind = { place: auditPlace('otherStockNews'), read: (read, id) => read(OTHER_NEWS_API.detail(id)), title: text('title'), snapshot: pick(OTHER_NEWS_SEEN) };

/**
 * An approval link's decision: no session, so the item is read as the link reads it — among those waiting for the
 * link (`waiting(body, query)`, with its token) before, and as the decision's answer after. The approver is the name
 * the body gives, which the backend accepted with the token.
 */
function decision(url: string, kind: ItemKind, action: AuditAction, waiting: (body: Body) => string): AuditedRoute {
  return {
    method: 'POST',
    url,
    plan: {
      place: kind.place,
      action,
      actor: (body) => (typeof body.approver === 'string' && body.approver.trim() !== '' ? body.approver.trim() : undefined),
      subjects: async ({ read, body, params, query, answer }) => {
        const id = itemId(params.id);
        if (id === undefined) return new Map();
        let item: Item | undefined;
        if (answer === undefined) {
          const list = (await read(waiting(body), query.token === undefined ? {} : { token: query.token })) as unknown;
          item = (Array.isArray(list) ? (list as Item[]) : []).find((row) => row.id === id);
        } else if (typeof answer === 'object' && answer !== null) item = answer as Item;
        return new Map(item ? [subject(kind, id, item)] : []);
      },
    },
  };
}

/** A stock-news save: a first submission (no id: the answer names it) creates; a resubmission updates. */
const stockNewsSave: AuditedRoute = {
  method: 'POST',
  url: STOCK_NEWS_API.save,
  plan: {
    place: STOCK_NEWS.place,
    action: 'update',
    subjects: (input) => readAll(STOCK_NEWS, input.read, input.body.id === undefined || input.body.id === null ? named('answer', input) : named({ one: 'id' }, input)),
  },
};

export const ITEM_AUDITS: readonly AuditedRoute[] = [
  route('POST', FUND_API.create, FUNDS, 'create', 'answer'),
  route('POST', `${FUND_API.create}/`, FUNDS, 'create', 'answer'),
  route('POST', FUND_API.update, FUNDS, 'update', { one: 'id' }),
  route('POST', FUND_API.delete, FUNDS, 'delete', { many: 'ids' }),
  route('POST', MANAGER_API.create, MANAGERS, 'create', 'answer'),
  route('POST', MANAGER_API.update, MANAGERS, 'update', { one: 'id' }),
  route('POST', MANAGER_API.delete, MANAGERS, 'delete', { many: 'ids' }),
  // Both spellings of a create the backend answers (with and without the trailing slash).
  route('POST', ARTICLE_API.create, ARTICLES, 'create', 'answer', 'linkId'),
  route('POST', ARTICLE_API.create.replace(/\/$/, ''), ARTICLES, 'create', 'answer', 'linkId'),
  route('POST', ARTICLE_API.save, ARTICLES, 'update', { one: 'linkId' }),
  route('POST', ARTICLE_API.delete, ARTICLES, 'delete', { many: 'linkIds' }),
  route('POST', ARTICLE_API.recovery, ARTICLES, 'restore', { many: 'linkIds' }),
  route('POST', INFORMATION_API.create, INFORMATION, 'create', 'answer', 'linkId'),
  route('POST', INFORMATION_API.create.replace(/\/$/, ''), INFORMATION, 'create', 'answer', 'linkId'),
  route('POST', INFORMATION_API.save, INFORMATION, 'update', { one: 'linkId' }),
  route('POST', INFORMATION_API.featured, INFORMATION, 'update', { many: 'linkIds' }),
  route('POST', API.adminCreate, ACCOUNTS, 'create', 'answer'),
  route('POST', API.adminUpdate, ACCOUNTS, 'permission', { one: 'id' }),
  stockNewsSave,
  route('POST', STOCK_NEWS_API.publish, STOCK_NEWS, 'publish', { one: 'id' }),
  route('POST', STOCK_NEWS_API.publishOut, STOCK_NEWS, 'offShelf', { one: 'id' }),
  route('POST', STOCK_NEWS_API.prePush, STOCK_NEWS, 'publish', { one: 'id' }),
  route('POST', STOCK_NEWS_API.offShelfApply, STOCK_NEWS, 'offShelfApply', { one: 'id' }),
  decision(`${STOCK_NEWS_API_BASE}h5/:id/agree`, STOCK_NEWS, 'approve', (body) => STOCK_NEWS_API.waiting(String(body.screen))),
  decision(`${STOCK_NEWS_API_BASE}h5/:id/reject`, STOCK_NEWS, 'reject', (body) => STOCK_NEWS_API.waiting(String(body.screen))),
  route('POST', `${OTHER_NEWS_API_BASE}:id/publish`, OTHER_NEWS, 'publish', 'path'),
  route('POST', `${OTHER_NEWS_API_BASE}:id/out`, OTHER_NEWS, 'offShelfApply', 'path'),
  decision(`${OTHER_NEWS_API_BASE}h5/:id/agree`, OTHER_NEWS, 'approve', () => OTHER_NEWS_API.waiting),
  decision(`${OTHER_NEWS_API_BASE}h5/:id/reject`, OTHER_NEWS, 'reject', () => OTHER_NEWS_API.waiting),
];
