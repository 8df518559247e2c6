/**
 * 研究文章 (articleModules): the research column of the employee-share-plan (员工持股) app, at
 * `/operation/esop/modules/articleModules`. Base `operation/esop/articles/` (spec §7: operation/esop/...), the esop
 * app's alone, so no scope.
 *
 * An operation slot like the wealth app's article sections (remote-wm articleSlots.ts), built here from the contract
 * (remotes never import each other): a column title and an ordered list of articles picked from the article library —
 * never typed; an article in a waiting or live list cannot be deleted or taken off shelf — one list live at a time.
 * Plan members are the group's staff holding its shares, who read the house view on the markets, so the column draws
 * from the whole library (宏观, 热点, 基金经理品牌, 投资者教育: the library has no research module of its own) and each
 * article may carry a one-line 推荐语 under its title. Up to 8 articles: the column is one screen of the app's 研究 tab.
 */
import { defineModule, field, type RefListItem } from 'shared-ui/contract';

export const ESOP_RESEARCH_MAX = 8;

/** A seed's articles in display order, each with its 推荐语 ('' for none). */
const researchArticles = (...items: readonly (readonly [linkId: string, remark: string])[]): RefListItem[] =>
  items.map(([id, remark], i) => ({ id, position: i + 1, remark }));

export const articleModules = defineModule({
  area: 'esop',
  name: 'articleModules',
  title: '研究文章',
  description: '员工持股 App「研究」栏目：从文章库选择文章并排序，同一时间只有一组上线',
  apiBase: 'operation/esop/articles/',
  schedule: 'push_time',
  // Its heading is the slot's title: the picks say which entry (issue 44, item 6).
  entryName: ['title', 'articles'],
  fields: [
    field.text('title', '栏目标题', { required: true, maxLength: 12, defaultValue: '研究文章', inList: true, hint: 'App「研究」栏目上方的标题' }),
    field.refList('articles', '文章', 'articles', {
      min: 1,
      max: ESOP_RESEARCH_MAX,
      inList: true,
      hint: '从文章库选择，按排序展示',
      itemFields: [field.text('remark', '推荐语', { maxLength: 20, hint: '标题下方的一句话，可留空' })],
    }),
  ],
  // One list is live; a second would leave the app to pick one.
  limits: { maxLive: 1 },
  seed: [
    {
      status: 'published',
      offsetMinutes: -4320,
      operator: '林思颖',
      values: {
        title: '研究文章',
        articles: researchArticles(
          ['A20261112012', '内需修复，关注顺周期盈利'],
          ['A20261121008', '降息预期升温下的债券配置'],
          ['A20261119014', ''],
        ),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 2880,
      operator: '林思颖',
      values: {
        title: '年末策略',
        articles: researchArticles(['A20261110011', '美元走弱，港元资产迎机会'], ['A20261117013', ''], ['A20261113015', '消费与医药的长期逻辑']),
      },
    },
    {
      status: 'history',
      offsetMinutes: -30240,
      operator: '赵国栋',
      values: {
        title: '研究文章',
        articles: researchArticles(['A20261114018', '读懂利率与久期'], ['A20261110011', '']),
      },
    },
    {
      status: 'draft',
      values: {
        title: '投资者教育',
        articles: researchArticles(['A20261111017', '先看懂风险等级再买基金']),
      },
    },
  ],
});
