/**
 * 英文研报 (englishResearch): the report list of the English 研究 tab (app language English). The article library
 * holds Chinese articles of four modules and no language or research attribute, so an English slot picks a 宏观
 * article (the house's research, as chineseResearch) and carries the English its readers see: per report an English
 * headline (required) and an English summary, and the column title in English. Base
 * `operation/wm/articles/englishResearch/`, schedule `push_time`, one list live at a time, 1–8 reports; the shape
 * and rules are `englishResearchSlot`'s.
 */
import { DOLLAR, englishReports, englishResearchSlot, FED, PMI } from './englishResearchSlots';

export const englishResearch = englishResearchSlot({
  name: 'englishResearch',
  title: '英文研报',
  description: '研究频道（英文版 App）的研报列表：从文章库的宏观类文章中选择，填写英文标题与摘要，最多 8 篇',
  max: 8,
  defaultTitle: 'Research',
  titleHint: '英文版研究频道顶部的标题',
  seed: [
    { status: 'published', offsetMinutes: -2880, operator: '王晓雯', values: { title: 'Research', articles: englishReports(FED, DOLLAR, PMI) } },
    { status: 'prepublished', offsetMinutes: 1440, operator: '李思琪', values: { title: 'Research', articles: englishReports(PMI, FED) } },
    { status: 'history', offsetMinutes: -20160, operator: '陈浩然', values: { title: 'Research', articles: englishReports(DOLLAR) } },
  ],
});
