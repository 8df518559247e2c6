/**
 * The fund managers a manager-brand article can relate to (`GET article/relatedmanagers/list`). In the real system
 * they come from the fund-data service; here they are a fixed list (fictional people and companies), so a
 * manager_id in a seed or a test means the same person on every start.
 */
import type { RelatedManager } from 'shared-ui/contract';

export const RELATED_MANAGERS: readonly RelatedManager[] = [
  { id: 'M1001', name: '陈思远', company: '恒盈基金', intro: '固定收益部总监，14 年债券投资经验，擅长利率债久期管理与信用下沉风险控制。' },
  { id: 'M1002', name: '林雅琴', company: '恒盈基金', intro: '权益投资部基金经理，专注消费与医药赛道，坚持自下而上精选个股、长期持有。' },
  { id: 'M1003', name: '周振华', company: '华晟资产', intro: '量化投资总监，管理多只指数增强产品，模型覆盖 A 股与港股通标的。' },
  { id: 'M1004', name: '王海涛', company: '华晟资产', intro: '港股投资负责人，常驻香港 9 年，聚焦互联网平台与高股息央企。' },
  { id: 'M1005', name: '刘晓菲', company: '鼎泰基金', intro: '多资产配置部基金经理，管理 FOF 与养老目标基金，注重回撤控制。' },
  { id: 'M1006', name: '张明轩', company: '鼎泰基金', intro: '科技组组长，覆盖半导体、算力与软件，擅长把握产业周期拐点。' },
  { id: 'M1007', name: '黄静怡', company: '远航资本', intro: '美元债投资经理，CFA，管理亚洲投资级美元债基金，偏好中短久期。' },
  { id: 'M1008', name: '赵启明', company: '远航资本', intro: '全球股票基金经理，覆盖美股科技与欧洲奢侈品，强调估值纪律。' },
  { id: 'M1009', name: '孙蔚然', company: '博睿基金', intro: 'ESG 投资负责人，管理可持续发展主题基金，深度参与上市公司治理。' },
  { id: 'M1010', name: '吴嘉树', company: '博睿基金', intro: '货币与短债基金经理，管理规模逾 300 亿元，流动性管理经验丰富。' },
  { id: 'M1011', name: '郑雨桐', company: '中润基金', intro: '红利策略基金经理，偏好现金流稳定、分红持续的公用事业与金融龙头。' },
  { id: 'M1012', name: '许文博', company: '中润基金', intro: '新能源与高端制造研究出身，管理先进制造主题基金，注重产业链比较。' },
];

export function findManager(id: string): RelatedManager | undefined {
  return RELATED_MANAGERS.find((m) => m.id === id);
}

/** By name, company or id, as the picker's search box sends it. */
export function searchManagers(search: string): RelatedManager[] {
  const text = search.trim().toLowerCase();
  if (text === '') return [...RELATED_MANAGERS];
  return RELATED_MANAGERS.filter((m) => [m.id, m.name, m.company].some((v) => v.toLowerCase().includes(text)));
}
