/**
 * The `/v2/cms` REST dialect, written down once.
 *
 * Every answer is `{ code, data, msg }` with `code === 0` for success (sign-in answers 200). A paged answer's `data`
 * is `{ list, total, currPage, pageSize }`; paged calls take `currPage` (1-based), `pageSize`, `orderBy`, `order`.
 * Non-200 HTTP answers are turned into `code: -1` by the API client, so callers only ever look at `code`.
 */
export interface Envelope<T = unknown> {
  code: number;
  data: T;
  msg: string;
}

export interface Paged<T> {
  list: T[];
  total: number;
  currPage: number;
  pageSize: number;
}

export type SortOrder = 'asc' | 'desc';

export interface PagingQuery {
  currPage: number;
  pageSize: number;
  orderBy?: string;
  order?: SortOrder;
}

export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_ORDER_BY = 'id';
export const DEFAULT_ORDER: SortOrder = 'desc';

/** The base path of every call; integrators may change the prefix by configuration (`CMS_API_PREFIX`). */
export const DEFAULT_API_PREFIX = '/v2/cms/';

export const SUCCESS_CODE = 0;
export const SIGNIN_SUCCESS_CODE = 200;

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: SUCCESS_CODE, data, msg };
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

/**
 * `data` of an answer refused for its input (code 1106, or 1001 / 1023 / 1013 / 1019 when the catalogue has a code
 * for the cause): every problem, per field, with the Chinese message the form shows beside that field.
 */
export interface ValidationErrorData {
  errors: { field: string; message: string }[];
}
