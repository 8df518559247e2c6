/**
 * 中文研报 (chineseResearch): the report list of the Chinese 研究 tab. The article library has no research module
 * (its modules are 宏观, 热点, 基金经理品牌, 投资者教育), so the research slots draw from 宏观 — the strategy team's
 * macro and allocation pieces are the house's research. Shape: articleSlots.ts (title, 1–8 articles, one list live).
 * Seeds pick the macro anchor articles A20261110011 (美元指数回落), A20261112012 (PMI), A20261121008 (美联储议息前瞻).
 */
import { articleSlot, pickedArticles } from './articleSlots';

export const chineseResearch = articleSlot({
  name: 'chineseResearch',
  title: '中文研报',
  description: '研究频道（简体中文）的研报列表：从文章库的宏观类文章中选择，最多 8 篇，按展示顺序排列',
  articleModule: 'macro',
  max: 8,
  defaultTitle: '研究报告',
  seed: [
    { status: 'published', offsetMinutes: -2880, operator: '王晓雯', values: { title: '研究报告', articles: pickedArticles('A20261121008', 'A20261110011', 'A20261112012') } },
    { status: 'prepublished', offsetMinutes: 1440, operator: '李思琪', values: { title: '年度策略', articles: pickedArticles('A20261112012', 'A20261121008') } },
    { status: 'history', offsetMinutes: -20160, operator: '陈浩然', values: { title: '研究报告', articles: pickedArticles('A20261110011') } },
  ],
});
