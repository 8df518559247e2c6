/**
 * The information form's values and the small rules around them (React-free): empty values per category, values
 * from a loaded item, the stock calendar's suggested title and the categories' labels.
 */
import {
  CMS_SOURCE,
  INFORMATION_CATEGORIES,
  STOCK_EVENT_TYPES,
  STOCK_MARKETS,
  formatCmsTime,
  isCmsDate,
  type InformationDetail,
  type InformationInput,
  type Option,
} from 'shared-ui/contract';

/** The form holds exactly the contract's input (a type alias, so it fits react-hook-form's FieldValues). */
export type InformationFormValues = { [K in keyof InformationInput]: InformationInput[K] };

export const STOCK_CALENDAR_TYPE = 1;
export const HEADLINES_TYPE = 2;
export const MARKET_ANALYSIS_TYPE = 4;

/** The categories written on an add page of this remote (the rest arrive from feeds and are only re-edited). */
export const ADDABLE_TYPES = [STOCK_CALENDAR_TYPE, HEADLINES_TYPE, MARKET_ANALYSIS_TYPE] as const;

export function labelOf<V extends string | number>(options: readonly Option<V>[], value: V | undefined): string {
  return options.find((o) => o.value === value)?.label ?? (value === undefined || value === '' ? '' : String(value));
}

export const categoryLabel = (type: number) => labelOf(INFORMATION_CATEGORIES, type);
export const marketLabel = (market: string) => labelOf(STOCK_MARKETS, market);
export const eventTypeLabel = (eventType: string) => labelOf(STOCK_EVENT_TYPES, eventType);

/** Is this a category number the feed knows (0–14)? */
export function isCategory(type: number): boolean {
  return INFORMATION_CATEGORIES.some((c) => c.value === type);
}

/** A new item of a category: shown now (the person may change it), a Hong Kong stock by default on the calendar. */
export function emptyInformationValues(type: number, now = Date.now()): InformationFormValues {
  return {
    type,
    title: '',
    author: '',
    abstract: '',
    content: '',
    show_time: formatCmsTime(now),
    event_date: '',
    market: type === STOCK_CALENDAR_TYPE ? 'hk' : '',
    stock_code: '',
    stock_name: '',
    event_type: '',
    related_stocks: '',
  };
}

/** A loaded item as the form's values (only the input fields; a missing one becomes ''). */
export function valuesFromDetail(detail: InformationDetail): InformationFormValues {
  const empty = emptyInformationValues(detail.type);
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  return {
    type: detail.type,
    title: text(detail.title, ''),
    author: text(detail.author, ''),
    abstract: text(detail.abstract, ''),
    content: text(detail.content, ''),
    show_time: text(detail.show_time, empty.show_time),
    event_date: text(detail.event_date, ''),
    market: text(detail.market, empty.market),
    stock_code: text(detail.stock_code, ''),
    stock_name: text(detail.stock_name, ''),
    event_type: text(detail.event_type, ''),
    related_stocks: text(detail.related_stocks, ''),
  };
}

/**
 * The title a stock-calendar entry suggests, e.g. `腾讯控股（00700）2026-11-26 财报发布`; '' until the stock, the date
 * and the event type are all chosen (a half title is worse than none).
 */
export function stockCalendarTitle(values: Pick<InformationFormValues, 'stock_name' | 'stock_code' | 'event_date' | 'event_type'>): string {
  const name = values.stock_name.trim();
  const code = values.stock_code.trim().toUpperCase();
  const event = STOCK_EVENT_TYPES.find((e) => e.value === values.event_type)?.label;
  if (!name || !code || !isCmsDate(values.event_date) || !event) return '';
  return `${name}（${code}）${values.event_date} ${event}`;
}

/** Written here, or taken from an external feed (whose label the item keeps on re-edit). */
export const isInHouse = (source: string) => source === CMS_SOURCE;
