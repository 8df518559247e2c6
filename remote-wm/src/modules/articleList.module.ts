/**
 * 文章列表 (articleList): the article list of a content page of the wealth app — 基金频道「基金资讯」, 理财学堂,
 * 养老专区, 活动专区: a list title and an ordered list of articles picked from the whole library (any article module:
 * a page mixes market pieces, manager interviews and lessons), the app showing them in that order. Base
 * `operation/wm/articlelist/`. Design where the spec is silent:
 * - One live list per page (1019 on a second); pages are independent.
 * - 1–20 articles (a page's list scrolls; past twenty nobody reaches the end), none twice (1019, 文章重复添加).
 * - Each article may be marked 置顶 to show with a large picture at the head; at most 2 (the head has room for two).
 * - Schedule `push_time`. An article a pre-published or live list shows cannot be deleted from the library.
 * Seeds pick anchor articles of several modules (A20261117013 AI 算力, A20261115004 陈思远, A20261111017 风险等级 …); never
 * `SEED_LINK_IDS.freeArticle` (A20261118002), which tests expect no slot to use.
 */
import { defineModule, field, type ModuleValues, type Option, type RefListItem } from 'shared-ui/contract';

export const ARTICLE_LIST_PAGES: readonly Option<string>[] = [
  { value: 'fund_news', label: '基金资讯' },
  { value: 'wealth_school', label: '理财学堂' },
  { value: 'retirement', label: '养老专区' },
  { value: 'activity', label: '活动专区' },
];

export const MAX_FEATURED_ARTICLES = 2;

const listed = (...items: readonly (readonly [linkId: string, featured?: boolean])[]): RefListItem[] =>
  items.map(([id, featured = false], i) => ({ id, position: i + 1, featured: featured ? 1 : 0 }));
const articlesOf = (values: ModuleValues): readonly RefListItem[] => (Array.isArray(values.articles) ? (values.articles as readonly RefListItem[]) : []);

export const articleList = defineModule({
  area: 'wm',
  name: 'articleList',
  title: '文章列表',
  description: '基金资讯、理财学堂、养老专区、活动专区等页面的文章列表：从文章库选择并排序，每个页面同时上线一个列表',
  apiBase: 'operation/wm/articlelist/',
  schedule: 'push_time',
  // Its heading is the slot's title: the picks say which entry (issue 44, item 6).
  entryName: ['title', 'articles'],
  fields: [
    field.select('page', '所在页面', ARTICLE_LIST_PAGES, { required: true, defaultValue: 'fund_news', inList: true }),
    field.text('title', '列表标题', { required: true, maxLength: 12, inList: true, hint: '页面顶部的标题' }),
    field.refList('articles', '文章', 'articles', {
      min: 1,
      max: 20,
      inList: true,
      hint: '从文章库搜索选择，按展示顺序排列',
      itemFields: [field.switch('featured', '置顶大图', { defaultValue: 0, onLabel: '置顶', offLabel: '普通', hint: '置顶的文章以大图显示在列表最前' })],
    }),
  ],
  rules: [
    {
      field: 'articles',
      message: `最多置顶 ${String(MAX_FEATURED_ARTICLES)} 篇文章`,
      test: (values) => articlesOf(values).filter((item) => item.featured === 1).length <= MAX_FEATURED_ARTICLES,
    },
  ],
  uniqueWhileLive: { fields: ['page'], message: '该页面已有上线的文章列表，请先下架' },
  seed: [
    {
      status: 'published',
      offsetMinutes: -2880,
      operator: '王晓雯',
      values: { page: 'fund_news', title: '基金资讯', articles: listed(['A20261117013', true], ['A20261115004'], ['A20261113015'], ['A20261119014']) },
    },
    {
      status: 'published',
      offsetMinutes: -2800,
      operator: '王晓雯',
      values: { page: 'wealth_school', title: '理财学堂', articles: listed(['A20261111017', true], ['A20261114018']) },
    },
    { status: 'prepublished', offsetMinutes: 1440, operator: '李思琪', values: { page: 'retirement', title: '养老专区', articles: listed(['A20261116016'], ['A20261110011']) } },
    { status: 'history', offsetMinutes: -20160, operator: '陈浩然', values: { page: 'fund_news', title: '基金资讯', articles: listed(['A20261119014', true], ['A20261117013']) } },
  ],
});
