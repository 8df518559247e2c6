/**
 * 理财 App 基金经理品牌 (fundManagerBrand): the home page's manager-voices section; articles of module 基金经理品牌
 * (each written for one manager in the articles area). Shape: articleSlots.ts.
 */
import { articleSlot, pickedArticles } from './articleSlots';

export const fundManagerBrand = articleSlot({
  name: 'fundManagerBrand',
  title: '基金经理品牌',
  description: '首页「基金经理说」栏目：从文章库的基金经理品牌类文章中选择，最多 4 篇',
  articleModule: 'managerbrand',
  max: 4,
  defaultTitle: '基金经理说',
  seed: [
    { status: 'published', offsetMinutes: -2880, operator: '陈浩然', values: { title: '基金经理说', articles: pickedArticles('A20261113015', 'A20261116016') } },
    { status: 'prepublished', offsetMinutes: 4320, operator: '李思琪', values: { title: '基金经理说', articles: pickedArticles('A20261116016') } },
    { status: 'history', offsetMinutes: -30240, operator: '王晓雯', values: { title: '基金经理说', articles: pickedArticles('A20261115004', 'A20261113015') } },
  ],
});
