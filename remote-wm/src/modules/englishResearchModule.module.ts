/**
 * 英文研报栏目 (englishResearchModule): the research section of the English home page — a column title and 1–3
 * reports, each an article of the library's 宏观 module with its English headline and summary. Same shape and rules as
 * englishResearch (`englishResearchSlot`: no Chinese in the English texts); fewer reports, because a home section
 * shows what fits without scrolling and links to the research tab for the rest.
 */
import { DOLLAR, englishReports, englishResearchSlot, FED, PMI } from './englishResearchSlots';

export const englishResearchModule = englishResearchSlot({
  name: 'englishResearchModule',
  title: '英文研报栏目',
  description: '英文版 App 首页的研报栏目：最多 3 篇宏观类研报，填写英文标题与摘要，点击「More」进入英文研究频道',
  max: 3,
  defaultTitle: 'Research Insights',
  titleHint: '英文版首页栏目上方的标题',
  seed: [
    { status: 'published', offsetMinutes: -4320, operator: '王晓雯', values: { title: 'Research Insights', articles: englishReports(FED, DOLLAR) } },
    { status: 'prepublished', offsetMinutes: 2880, operator: '李思琪', values: { title: 'Research Insights', articles: englishReports(PMI) } },
    { status: 'draft', values: { title: 'Weekly Research', articles: englishReports(DOLLAR, PMI) } },
    { status: 'history', offsetMinutes: -30240, operator: '陈浩然', values: { title: 'Research Insights', articles: englishReports(DOLLAR) } },
  ],
});
