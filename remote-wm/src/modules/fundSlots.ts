/**
 * What the wm fund slots (top3Fund, highFund, selectList, handpickProductReason) share: their list filters — a search
 * over the slot's title and its funds' names or per-fund words, and the funds' risk level (an entry is found when any
 * of its funds has that level) — and the way a seed lists its funds in display order.
 *
 * Seeds name the fund library's ids on a fresh database: 1 恒盈美元货币, 2 鼎泰港元货币, 3 华晟环球投资级债券,
 * 4 港汇亚洲高息, 5 博睿短债, 6 中润稳健配置, 7 瑞联多元资产, 8 恒盈港股高股息, 9 华晟中国新经济, 10 鼎泰恒指,
 * 11 瑞联标普500, 12 博睿全球科技QDII, 13 远航新兴市场新成立 (risk unassessed).
 */
import { FUND_RISK_LEVELS, listFilter, type ListFilterDef, type RefListItem } from 'shared-ui/contract';

export const FUND_SLOT_FILTERS: readonly ListFilterDef[] = [
  listFilter.search('搜索标题 / 基金', ['title', 'funds']),
  listFilter.itemAttribute('risk', '基金风险等级', 'funds', FUND_RISK_LEVELS),
];

/** A seed's funds in display order: each `{ id, …its own fields }` gets its 1-based position. */
export const fundsInOrder = (...items: readonly ({ id: string } & Record<string, string>)[]): RefListItem[] =>
  items.map((item, i) => ({ ...item, position: i + 1 }));
