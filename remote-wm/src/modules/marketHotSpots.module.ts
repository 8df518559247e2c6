/** 理财 App 市场热点 (marketHotSpots): the home page's hot-topics section; articles of module 热点. Shape: articleSlots.ts. */
import { articleSlot, pickedArticles } from './articleSlots';

export const marketHotSpots = articleSlot({
  name: 'marketHotSpots',
  title: '市场热点',
  description: '首页「市场热点」栏目：从文章库的热点类文章中选择，最多 5 篇',
  articleModule: 'hot',
  max: 5,
  defaultTitle: '市场热点',
  seed: [
    { status: 'published', offsetMinutes: -720, operator: '王晓雯', values: { title: '市场热点', articles: pickedArticles('A20261117013', 'A20261119014') } },
    { status: 'prepublished', offsetMinutes: 1440, operator: '李思琪', values: { title: '年末热点', articles: pickedArticles('A20261119014', 'A20261117013') } },
    { status: 'history', offsetMinutes: -10080, operator: '陈浩然', values: { title: '市场热点', articles: pickedArticles('N20261122015') } },
  ],
});
