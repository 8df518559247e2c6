/** Rows of the article tables as SQLite returns them, and their shapes on the wire (contract articles.ts). */
import {
  articleInputSchema,
  formatCmsTime,
  informationInputSchema,
  informationSourceName,
  type ArticleDetail,
  type ArticleInput,
  type ArticleRow,
  type EditRecord,
  type EditRecordType,
  type InformationDetail,
  type InformationInput,
  type InformationRow,
} from 'shared-ui/contract';

/**
 * What a form writes, as stored: the contract's input shapes (their fields are the columns, named alike) with
 * show_time in epoch ms. Tags arrive normalised and content sanitised (inputs.ts).
 */
export type ArticleValues = StoredTime<ArticleInput>;
export type InformationValues = StoredTime<InformationInput>;
type StoredTime<T extends { show_time: string }> = Omit<T, 'show_time'> & { show_time: number };

/** Who made and last changed a row, and its page views: the columns both tables have after their values. */
export interface Stamps {
  pageview: number;
  create_time: number;
  create_operator: string;
  update_time: number;
  update_operator: string;
}
export const STAMP_COLUMNS = ['pageview', 'create_time', 'create_operator', 'update_time', 'update_operator'] as const satisfies readonly (keyof Stamps)[];

/** The columns an article's form writes, in the schema's order (the one list: the contract's schema). */
export const ARTICLE_VALUE_COLUMNS = articleInputSchema.keyof().options;
/** An information item's `type` is set once, at creation: every other input field is a column an edit writes. */
export const INFORMATION_VALUE_COLUMNS = informationInputSchema.keyof().options.filter((c) => c !== 'type');

export interface ArticleStoreRow extends ArticleValues, Stamps {
  id: number;
  link_id: string;
  deleted: 0 | 1;
  delete_time: number | null;
  delete_operator: string | null;
}

/** The long texts a list leaves out. */
const ARTICLE_LONG_COLUMNS = ['content', 'own_disclaimer', 'other_disclaimer'] as const;
export type ArticleListStoreRow = Omit<ArticleStoreRow, (typeof ARTICLE_LONG_COLUMNS)[number]>;

export const ARTICLE_INSERT_COLUMNS = ['link_id', ...ARTICLE_VALUE_COLUMNS, ...STAMP_COLUMNS] as const;
/** The columns a list reads: everything but the long texts. */
export const ARTICLE_LIST_COLUMNS: readonly string[] = [
  'id',
  ...ARTICLE_INSERT_COLUMNS.filter((c) => !(ARTICLE_LONG_COLUMNS as readonly string[]).includes(c)),
  'deleted',
  'delete_time',
  'delete_operator',
];

export interface InformationStoreRow extends InformationValues, Stamps {
  id: number;
  link_id: string;
  featured: 0 | 1;
  source: string;
}
export type InformationListStoreRow = Omit<InformationStoreRow, 'content'>;

export const INFORMATION_INSERT_COLUMNS = ['link_id', 'type', 'featured', 'source', ...INFORMATION_VALUE_COLUMNS, ...STAMP_COLUMNS] as const;
export const INFORMATION_LIST_COLUMNS: readonly string[] = ['id', ...INFORMATION_INSERT_COLUMNS.filter((c) => c !== 'content')];

export interface EditRecordStoreRow {
  id: number;
  type: EditRecordType;
  operator: string;
  time: number;
}

/** What a list row and a detail both say of an article. */
type ArticleCommon = Omit<ArticleRow, 'create_operator' | 'delete_time' | 'delete_operator'>;

function articleCommon(row: ArticleListStoreRow): ArticleCommon {
  return {
    linkId: row.link_id,
    title: row.title,
    author: row.author,
    image_author: row.image_author,
    abstract: row.abstract,
    tags: row.tags,
    url: row.url,
    thumbnail: row.thumbnail,
    article_module: row.article_module,
    show_time: formatCmsTime(row.show_time),
    position: row.position,
    manager_id: row.manager_id,
    pageview: row.pageview,
    create_time: formatCmsTime(row.create_time),
    update_time: formatCmsTime(row.update_time),
    update_operator: row.update_operator,
  };
}

export function toArticleRow(row: ArticleListStoreRow): ArticleRow {
  const answer: ArticleRow = { ...articleCommon(row), create_operator: row.create_operator };
  if (row.deleted === 1) {
    answer.delete_time = row.delete_time === null ? '' : formatCmsTime(row.delete_time);
    answer.delete_operator = row.delete_operator ?? '';
  }
  return answer;
}

export function toEditRecord(row: EditRecordStoreRow): EditRecord {
  return { id: row.id, type: row.type, operator: row.operator, time: formatCmsTime(row.time) };
}

export function toArticleDetail(row: ArticleStoreRow, records: EditRecord[], managerName: string): ArticleDetail {
  return {
    ...articleCommon(row),
    own_disclaimer: row.own_disclaimer,
    other_disclaimer: row.other_disclaimer,
    content: row.content,
    manager_name: managerName,
    deleted: row.deleted === 1,
    records,
  };
}

export function toInformationRow(row: InformationListStoreRow): InformationRow {
  return {
    linkId: row.link_id,
    type: row.type,
    featured: row.featured === 1 ? 1 : 0,
    source: row.source,
    source_name: informationSourceName(row.source),
    title: row.title,
    author: row.author,
    abstract: row.abstract,
    show_time: formatCmsTime(row.show_time),
    pageview: row.pageview,
    stock_code: row.stock_code,
    stock_name: row.stock_name,
    event_date: row.event_date,
    event_type: row.event_type,
    market: row.market,
    update_time: formatCmsTime(row.update_time),
    update_operator: row.update_operator,
  };
}

export function toInformationDetail(row: InformationStoreRow, records: EditRecord[]): InformationDetail {
  return {
    ...toInformationRow(row),
    content: row.content,
    market: row.market,
    event_type: row.event_type,
    related_stocks: row.related_stocks,
    records,
  };
}
