/**
 * What the article and information calls answer (the `data` of code 0; the table in articles.ts says which call answers
 * which), as zod schemas: the OpenAPI document (`pnpm contract`) is written from them, the conformance kit and the
 * console's own check read a backend's answers against them, and the screens' types are inferred from them.
 *
 * Fields a screen reads are required; a time is a CMS time (`YYYY-MM-DD HH:mm:ss`). `version` is the console service's
 * (no `/v2/cms` backend has one), so it stays optional.
 */
import { z } from 'zod';
import { ITEM_USE_SCHEMA } from './libraries';
import { cmsTime } from './cmsTime';

export { cmsTime };

export const EDIT_RECORD_TYPES = ['create', 'edit', 'delete', 'recover'] as const;
export type EditRecordType = (typeof EDIT_RECORD_TYPES)[number];

export const EDIT_RECORD_SCHEMA = z.object({ id: z.number().int(), type: z.enum(EDIT_RECORD_TYPES), operator: z.string(), time: cmsTime });
export type EditRecord = z.infer<typeof EDIT_RECORD_SCHEMA>;

/** The version a re-edit, delete or recovery sends back as its base (staleSave.ts): the console service's. */
const VERSION = { version: z.number().int().optional() };

/** The fields an article shows in every list: what it is, where it shows, and who touched it when. */
const ARTICLE_LISTED = {
  linkId: z.string(),
  title: z.string(),
  author: z.string(),
  image_author: z.string(),
  abstract: z.string(),
  /** Keywords separated by English semicolons. */
  tags: z.string(),
  url: z.string(),
  thumbnail: z.string(),
  article_module: z.string(),
  show_time: cmsTime,
  position: z.number().int(),
  manager_id: z.string(),
  pageview: z.number().int(),
  create_time: cmsTime,
  update_time: cmsTime,
  update_operator: z.string(),
};

export const ARTICLE_ROW_SCHEMA = z.object({
  ...ARTICLE_LISTED,
  create_operator: z.string(),
  /** Recycle-bin rows only. */
  delete_time: cmsTime.optional(),
  delete_operator: z.string().optional(),
  ...VERSION,
});
export type ArticleRow = z.infer<typeof ARTICLE_ROW_SCHEMA>;

export const ARTICLE_DETAIL_SCHEMA = z.object({
  ...ARTICLE_LISTED,
  content: z.string(),
  own_disclaimer: z.string(),
  other_disclaimer: z.string(),
  deleted: z.boolean(),
  /** Newest first. */
  records: z.array(EDIT_RECORD_SCHEMA),
  /** The related manager's name when `manager_id` is set. */
  manager_name: z.string(),
  ...VERSION,
});
export type ArticleDetail = z.infer<typeof ARTICLE_DETAIL_SCHEMA>;

/**
 * Where an article is in use: pre-published or live entries of operation slots that point at it (`check/status`, the
 * spec's off-shelf question); the refusal of `article/delete` also names saved drafts that pick it (`draft`, no entry
 * id: a module has one draft).
 */
export const ARTICLE_IN_USE_SCHEMA = z.object({ linkId: z.string(), in_use: z.boolean(), slots: z.array(ITEM_USE_SCHEMA) });
export type ArticleInUse = z.infer<typeof ARTICLE_IN_USE_SCHEMA>;

export const RELATED_MANAGER_SCHEMA = z.object({ id: z.string(), name: z.string(), company: z.string(), intro: z.string() });
export type RelatedManager = z.infer<typeof RELATED_MANAGER_SCHEMA>;

export const ARTICLE_DELETE_ANSWER_SCHEMA = z.object({ deleted: z.number().int(), linkIds: z.array(z.string()) });
export type ArticleDeleteAnswer = z.infer<typeof ARTICLE_DELETE_ANSWER_SCHEMA>;

export const ARTICLE_RECOVERY_ANSWER_SCHEMA = z.object({ recovered: z.number().int(), linkIds: z.array(z.string()) });
export type ArticleRecoveryAnswer = z.infer<typeof ARTICLE_RECOVERY_ANSWER_SCHEMA>;

export const ARTICLE_PAGEVIEW_ANSWER_SCHEMA = z.object({ linkId: z.string(), pageview: z.number().int() });
export type ArticlePageviewAnswer = z.infer<typeof ARTICLE_PAGEVIEW_ANSWER_SCHEMA>;

export const ARTICLE_IMAGE_ANSWER_SCHEMA = z.object({ url: z.string() });
export type ArticleImageAnswer = z.infer<typeof ARTICLE_IMAGE_ANSWER_SCHEMA>;

export const INFORMATION_ROW_SCHEMA = z.object({
  linkId: z.string(),
  type: z.number().int(),
  featured: z.union([z.literal(0), z.literal(1)]),
  /** 'cms' for items written here; a feed's code (`reuters`, `cls`, …) for external items. */
  source: z.string(),
  source_name: z.string(),
  title: z.string(),
  author: z.string(),
  abstract: z.string(),
  show_time: cmsTime,
  pageview: z.number().int(),
  stock_code: z.string(),
  stock_name: z.string(),
  event_date: z.string(),
  /** Stock-calendar rows: the event type and market, for the feed's 事件类型 column ('' elsewhere). */
  event_type: z.string().optional(),
  market: z.string().optional(),
  update_time: cmsTime,
  update_operator: z.string(),
  ...VERSION,
});
export type InformationRow = z.infer<typeof INFORMATION_ROW_SCHEMA>;

export const INFORMATION_DETAIL_SCHEMA = INFORMATION_ROW_SCHEMA.extend({
  content: z.string(),
  event_type: z.string(),
  market: z.string(),
  /** Related stock codes, English-semicolon separated (headlines, market analysis). */
  related_stocks: z.string(),
  records: z.array(EDIT_RECORD_SCHEMA),
});
export type InformationDetail = z.infer<typeof INFORMATION_DETAIL_SCHEMA>;

/** `data` of `POST article/information/featured`: how many items changed (already so → not counted). */
export const INFORMATION_FEATURED_ANSWER_SCHEMA = z.object({ updated: z.number().int() });
export type InformationFeaturedAnswer = z.infer<typeof INFORMATION_FEATURED_ANSWER_SCHEMA>;
