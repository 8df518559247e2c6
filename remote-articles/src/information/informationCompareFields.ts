import { field, type FieldDef } from 'shared-ui/contract';

/** What 比较差异 compares when an information item's re-edit is refused as stale (1043), in form order. */
export const INFORMATION_COMPARE_FIELDS: readonly FieldDef[] = [
  field.text('title', '标题'),
  field.text('author', '作者'),
  field.textarea('abstract', '摘要'),
  field.text('show_time', '展示发布时间'),
  field.text('stock_code', '股票代码'),
  field.text('stock_name', '股票名称'),
  field.text('event_date', '事件日期'),
  field.text('event_type', '事件类型'),
  field.text('market', '市场'),
  field.text('related_stocks', '相关股票'),
  field.richText('content', '正文'),
];
