import { field, type FieldDef } from 'shared-ui/contract';

/** What the conflict dialog compares of a stock-news item (theirs → mine), in the edit form's words. */
export const STOCK_NEWS_COMPARE_FIELDS: readonly FieldDef[] = [
  field.text('stock_name', '股票'),
  field.text('title', '标题'),
  field.text('source', '来源'),
  field.richText('content', '正文'),
];
