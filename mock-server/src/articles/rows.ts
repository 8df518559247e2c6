/** Rows of the article tables as SQLite returns them, and their shapes on the wire (contract articles.ts). */
import {
  formatCmsTime,
  informationSourceName,
  type ArticleDetail,
  type ArticleRow,
  type EditRecord,
  type EditRecordType,
  type InformationDetail,
  type InformationRow,
} from 'shared-ui/contract';

export interface ArticleStoreRow {
  id: number;
  link_id: string;
  title: string;
  author: string;
  image_author: string;
  abstract: string;
  tags: string;
  url: string;
  own_disclaimer: string;
  other_disclaimer: string;
  thumbnail: string;
  content: string;
  article_module: string;
  show_time: number;
  position: number;
  manager_id: string;
  pageview: number;
  create_time: number;
  create_operator: string;
  update_time: number;
  update_operator: string;
  deleted: 0 | 1;
  delete_time: number | null;
  delete_operator: string | null;
}

/** The columns a list reads: everything but the long texts (content, disclaimers). */
export const ARTICLE_LIST_COLUMNS = [
  'id', 'link_id', 'title', 'author', 'image_author', 'abstract', 'tags', 'url', 'thumbnail', 'article_module', 'show_time',
  'position', 'manager_id', 'pageview', 'create_time', 'create_operator', 'update_time', 'update_operator', 'deleted',
  'delete_time', 'delete_operator',
].join(', ');

export type ArticleListStoreRow = Omit<ArticleStoreRow, 'content' | 'own_disclaimer' | 'other_disclaimer'>;

export interface InformationStoreRow {
  id: number;
  link_id: string;
  type: number;
  featured: 0 | 1;
  source: string;
  title: string;
  author: string;
  abstract: string;
  content: string;
  show_time: number;
  event_date: string;
  market: string;
  stock_code: string;
  stock_name: string;
  event_type: string;
  related_stocks: string;
  pageview: number;
  create_time: number;
  create_operator: string;
  update_time: number;
  update_operator: string;
}

export interface EditRecordStoreRow {
  id: number;
  type: EditRecordType;
  operator: string;
  time: number;
}

export function toArticleRow(row: ArticleListStoreRow): ArticleRow {
  const answer: ArticleRow = {
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
    create_operator: row.create_operator,
    update_time: formatCmsTime(row.update_time),
    update_operator: row.update_operator,
  };
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
    linkId: row.link_id,
    title: row.title,
    author: row.author,
    image_author: row.image_author,
    abstract: row.abstract,
    tags: row.tags,
    url: row.url,
    own_disclaimer: row.own_disclaimer,
    other_disclaimer: row.other_disclaimer,
    thumbnail: row.thumbnail,
    content: row.content,
    article_module: row.article_module,
    show_time: formatCmsTime(row.show_time),
    position: row.position,
    manager_id: row.manager_id,
    manager_name: managerName,
    pageview: row.pageview,
    create_time: formatCmsTime(row.create_time),
    update_time: formatCmsTime(row.update_time),
    update_operator: row.update_operator,
    deleted: row.deleted === 1,
    records,
  };
}

export function toInformationRow(row: Omit<InformationStoreRow, 'content'>): InformationRow {
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
