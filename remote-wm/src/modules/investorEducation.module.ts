/** 理财 App 投资者教育 (investorEducation): the home page's learning section; articles of module 投资者教育. Shape: articleSlots.ts. */
import { articleSlot, pickedArticles } from './articleSlots';

export const investorEducation = articleSlot({
  name: 'investorEducation',
  title: '投资者教育',
  description: '首页「投教课堂」栏目：从文章库的投资者教育类文章中选择，最多 6 篇',
  articleModule: 'education',
  max: 6,
  defaultTitle: '投教课堂',
  seed: [
    { status: 'published', offsetMinutes: -4320, operator: '王晓雯', values: { title: '投教课堂', articles: pickedArticles('A20261111017', 'A20261114018') } },
    { status: 'prepublished', offsetMinutes: 2880, operator: '李思琪', values: { title: '新手必读', articles: pickedArticles('A20261114018') } },
    { status: 'history', offsetMinutes: -40320, operator: '陈浩然', values: { title: '投教课堂', articles: pickedArticles('A20261118002', 'A20261111017') } },
  ],
});
