/** 理财 App 市场解读 (analysis): the home page's macro-view section; articles of module 宏观. Shape: articleSlots.ts. */
import { articleSlot, pickedArticles } from './articleSlots';

export const analysis = articleSlot({
  name: 'analysis',
  title: '市场解读',
  description: '首页「市场解读」栏目：从文章库的宏观类文章中选择，最多 5 篇',
  articleModule: 'macro',
  max: 5,
  defaultTitle: '市场解读',
  seed: [
    { status: 'published', offsetMinutes: -1440, operator: '陈浩然', values: { title: '市场解读', articles: pickedArticles('A20261110011', 'A20261112012') } },
    { status: 'prepublished', offsetMinutes: 2880, operator: '李思琪', values: { title: '本周宏观', articles: pickedArticles('A20261112012') } },
    { status: 'history', offsetMinutes: -20160, operator: '王晓雯', values: { title: '市场解读', articles: pickedArticles('A20261121008', 'A20261110011') } },
    { status: 'draft', values: { title: '议息周解读', articles: pickedArticles('A20261110011') } },
  ],
});
