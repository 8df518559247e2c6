/**
 * 股票科普 (stocksScience): the 「新手学堂」 section of the 行情 page — investor-education articles that explain how
 * Hong Kong and US trading works. Shape: brArticleSection.ts; only education articles are offered and accepted.
 */
import { brArticleSection, seedArticles } from './brArticleSection';

export const stocksScience = brArticleSection({
  name: 'stocksScience',
  title: '股票科普',
  description: '行情页「新手学堂」栏目：从文章库的投资者教育类文章中选择，最多 6 篇，一次一组上线',
  articleModule: 'education',
  max: 6,
  defaultTitle: '新手学堂',
  remarkLabel: '一句话看点',
  seed: [
    { status: 'published', offsetMinutes: -2880, operator: '梁志豪', values: { title: '新手学堂', articles: seedArticles(['A20261111017', '先测评，再选产品'], ['A20261114018', '利率与久期 3 分钟读懂']) } },
    { status: 'prepublished', offsetMinutes: 1440, operator: '黄诗韵', values: { title: '港股入门', articles: seedArticles(['A20261114018', '']) } },
    { status: 'history', offsetMinutes: -20160, operator: '梁志豪', values: { title: '新手学堂', articles: seedArticles(['A20261111017', '风险等级怎么看']) } },
  ],
});
