/**
 * The demo library as rows, generated from the vocabulary with a seeded PRNG: a few hundred articles over the four
 * modules and information items over categories 1–14, spread over the months before `now`, each with its edit
 * record (create, some edits, a few deletes and recoveries). Same `now`, same rows.
 */
import { formatCmsTime, seedImagePath, type EditRecordType } from 'shared-ui/contract';
import type { NewArticle } from '../articleRepository';
import { linkIdDay } from '../libraryTable';
import type { NewInformation } from '../informationRepository';
import { ANCHOR_ARTICLES, ANCHOR_DISCLAIMERS, ANCHOR_INFORMATION, anchorThumbnail } from './anchors';
import { articleText, type ArticleModuleKey } from './articleTemplates';
import { informationText } from './informationTemplates';
import { Prng } from './prng';
import { AUTHORS, IMAGE_AUTHORS, OPERATORS } from './vocabulary';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const SEED = 20261121;

export const SEED_ARTICLE_COUNTS: Readonly<Record<ArticleModuleKey, number>> = { macro: 85, hot: 90, managerbrand: 60, education: 70 };
/** Per information category; the two busiest desks (stock calendar, headlines) write more. */
export const seedInformationCount = (type: number): number => (type <= 2 ? 40 : 28);
export const SEED_RECYCLED = 8;
export const SEED_RECOVERED = 2;
/** Who the edit record names for items the feeds brought in. */
export const FEED_OPERATOR = '资讯同步';

export interface SeedEvent {
  type: EditRecordType;
  operator: string;
  time: number;
}

export interface SeedRow<Row> {
  row: Row;
  /** Oldest first; ends with 'delete' for a row in the recycle bin. */
  events: SeedEvent[];
  deleted: boolean;
}

const minute = (ms: number) => Math.floor(ms / MINUTE) * MINUTE;

/** A row's create and (sometimes) edits, none after `now`. */
function history(r: Prng, created: number, now: number, editChance: number, creator: string): SeedEvent[] {
  const events: SeedEvent[] = [{ type: 'create', operator: creator, time: created }];
  let time = created;
  while (events.length < 4 && r.chance(editChance)) {
    time = Math.min(now, time + r.int(30, 7 * 24 * 60) * MINUTE);
    events.push({ type: 'edit', operator: r.pick(OPERATORS), time });
  }
  return events;
}

/** `prefix` + yyyymmdd of `at` + the day's next free sequence number. */
function linkIdMaker(prefix: string, taken: Iterable<string>): (at: number) => string {
  const used = new Set(taken);
  const next = new Map<string, number>();
  return (at) => {
    const stem = `${prefix}${linkIdDay(at)}`;
    let n = next.get(stem) ?? 0;
    let id: string;
    do {
      n += 1;
      id = `${stem}${String(n).padStart(3, '0')}`;
    } while (used.has(id));
    next.set(stem, n);
    used.add(id);
    return id;
  };
}

function lastOf(events: readonly SeedEvent[]): SeedEvent {
  const last = events[events.length - 1];
  if (!last) throw new Error('seed row without events');
  return last;
}

export function generateArticles(now: number): SeedRow<NewArticle>[] {
  const r = new Prng(SEED);
  const titles = new Set(ANCHOR_ARTICLES.map((a) => a.title));
  const makeLinkId = linkIdMaker('A', ANCHOR_ARTICLES.map((a) => a.link_id));
  type Draft = { row: Omit<NewArticle, 'position'>; anchor: boolean };
  const drafts: Draft[] = ANCHOR_ARTICLES.map((a) => {
    const show = minute(now - a.hoursAgo * HOUR);
    const { hoursAgo: _hours, deleted: _deleted, ...values } = a;
    return {
      anchor: true,
      row: {
        ...values,
        image_author: '视觉中国',
        own_disclaimer: ANCHOR_DISCLAIMERS.own,
        other_disclaimer: a.url ? ANCHOR_DISCLAIMERS.other : '',
        thumbnail: anchorThumbnail(a.article_module),
        show_time: show,
        pageview: r.skewed(200, 20000),
        create_time: show - 2 * HOUR,
        create_operator: r.pick(OPERATORS),
      },
    };
  });
  for (const module of Object.keys(SEED_ARTICLE_COUNTS) as ArticleModuleKey[]) {
    for (let i = 0; i < SEED_ARTICLE_COUNTS[module]; i += 1) {
      const text = articleText(r, module, titles);
      const show = minute(now - r.int(2 * 60, 180 * 24 * 60) * MINUTE);
      const created = show - r.int(0, 2 * 24 * 60) * MINUTE;
      const reposted = r.chance(0.25);
      drafts.push({
        anchor: false,
        row: {
          ...text,
          link_id: '',
          author: r.pick(AUTHORS),
          image_author: r.pick(IMAGE_AUTHORS),
          url: reposted ? `https://news.example-media.com/${linkIdDay(show)}/${String(r.int(1000, 9999))}.html` : '',
          own_disclaimer: ANCHOR_DISCLAIMERS.own,
          other_disclaimer: reposted ? ANCHOR_DISCLAIMERS.other : '',
          thumbnail: r.chance(0.85) ? seedImagePath(`article-${module}-${String(r.int(0, 4))}`, { width: 360, height: 240 }) : '',
          article_module: module,
          show_time: show,
          pageview: r.skewed(20, 60000),
          create_time: created,
          create_operator: r.pick(OPERATORS),
        },
      });
    }
  }
  // Inserted oldest first, so id order is creation order (the list's default, id descending, is newest first).
  drafts.sort((a, b) => a.row.create_time - b.row.create_time);
  for (const d of drafts) if (!d.anchor) d.row.link_id = makeLinkId(d.row.create_time);
  // Position: the order within the module's slot list, newest display time first.
  const position = new Map<string, number>();
  for (const module of Object.keys(SEED_ARTICLE_COUNTS)) {
    drafts.filter((d) => d.row.article_module === module).sort((a, b) => b.row.show_time - a.row.show_time).forEach((d, i) => position.set(d.row.link_id, i + 1));
  }
  const recycled = new Set(r.sample(drafts.filter((d) => !d.anchor), SEED_RECYCLED + SEED_RECOVERED).map((d) => d.row.link_id));
  let recoveries = 0;
  return drafts.map(({ row, anchor }) => {
    const events = history(r, row.create_time, now, anchor ? 0 : 0.35, row.create_operator);
    const anchorDeleted = anchor && ANCHOR_ARTICLES.some((a) => a.link_id === row.link_id && a.deleted);
    let deleted = anchorDeleted;
    if (anchorDeleted || recycled.has(row.link_id)) {
      const removed = Math.min(now, lastOf(events).time + r.int(60, 3 * 24 * 60) * MINUTE);
      events.push({ type: 'delete', operator: r.pick(OPERATORS), time: removed });
      deleted = true;
      if (!anchorDeleted && recoveries < SEED_RECOVERED) {
        recoveries += 1;
        events.push({ type: 'recover', operator: r.pick(OPERATORS), time: Math.min(now, removed + r.int(60, 24 * 60) * MINUTE) });
        deleted = false;
      }
    }
    const last = lastOf(events);
    return { row: { ...row, position: position.get(row.link_id) ?? 0, update_time: last.time, update_operator: last.operator }, events, deleted };
  });
}

export function generateInformation(now: number): SeedRow<NewInformation>[] {
  const r = new Prng(SEED + 1);
  const day = (offset: number) => formatCmsTime(now + offset * DAY).slice(0, 10);
  const used = new Set(
    ANCHOR_INFORMATION.map((a) => (a.type === 1 ? `1:${String(a.eventOffsetDays)}:${a.market}:${a.stock_code}:${a.event_type}` : `${String(a.type)}:${a.title}`)),
  );
  const makeLinkId = linkIdMaker('I', ANCHOR_INFORMATION.map((a) => a.link_id));
  const rows: NewInformation[] = ANCHOR_INFORMATION.map(({ hoursAgo, eventOffsetDays, ...a }) => {
    const show = minute(now - hoursAgo * HOUR);
    const event_date = eventOffsetDays === null ? '' : day(eventOffsetDays);
    const create_operator = a.source === 'cms' ? r.pick(OPERATORS) : FEED_OPERATOR;
    return { ...a, show_time: show, event_date, pageview: r.skewed(100, 30000), create_time: show, create_operator };
  });
  for (let type = 1; type <= 14; type += 1) {
    for (let i = 0; i < seedInformationCount(type); i += 1) {
      const { eventOffsetDays, ...text } = informationText(r, type, used);
      const show = minute(now - r.int(10, 90 * 24 * 60) * MINUTE);
      rows.push({
        ...text,
        link_id: '',
        type,
        featured: r.chance(type === 1 ? 0.05 : 0.12) ? 1 : 0,
        show_time: show,
        event_date: eventOffsetDays === null ? '' : day(eventOffsetDays),
        pageview: r.skewed(10, 80000),
        create_time: text.source === 'cms' ? show - r.int(0, 600) * MINUTE : show,
        create_operator: text.source === 'cms' ? r.pick(OPERATORS) : FEED_OPERATOR,
      });
    }
  }
  rows.sort((a, b) => a.create_time - b.create_time);
  return rows.map((row) => {
    const link = row.link_id === '' ? makeLinkId(row.create_time) : row.link_id;
    const events = history(r, row.create_time, now, row.featured === 1 ? 0.6 : 0.1, row.create_operator);
    const last = lastOf(events);
    return { row: { ...row, link_id: link, update_time: last.time, update_operator: last.operator }, events, deleted: false };
  });
}
