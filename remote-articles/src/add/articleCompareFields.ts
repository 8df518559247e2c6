import { field, type FieldDef } from 'shared-ui/contract';

/** What 比较差异 compares when an article's save is refused as stale (1043): the fields a person edits, in form order. */
export const ARTICLE_COMPARE_FIELDS: readonly FieldDef[] = [
  field.text('title', '标题'),
  field.text('author', '作者'),
  field.text('image_author', '图片作者'),
  field.textarea('abstract', '摘要'),
  field.text('tags', '标签'),
  field.text('url', '原文链接'),
  field.text('thumbnail', '缩略图'),
  field.text('article_module', '文章模块'),
  field.text('show_time', '展示发布时间'),
  field.number('position', '排序'),
  field.text('manager_id', '关联基金经理'),
  field.richText('content', '正文'),
  field.textarea('own_disclaimer', '我方免责声明'),
  field.textarea('other_disclaimer', '他方免责声明'),
];
