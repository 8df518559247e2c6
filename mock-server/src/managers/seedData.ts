/**
 * The twelve fund managers the library starts with (fictional people at the fictional fund houses of funds/catalogue.ts).
 * Their keys M1001–M1012 are fixed: the candidate module's seeds and the manager-brand articles name them. `funds`
 * names demo funds of the fund library by the start of their names (funds/seed.ts), each of the manager's own house
 * where the library has one; 远航资本 has no fund in the demo library, so its two managers start with none.
 */
import type { RelatedManager } from 'shared-ui/contract';

export interface SeedManager extends RelatedManager {
  years: number;
  /** Whether the demo row has a portrait (two do not yet: the list shows what is missing). */
  photo: boolean;
  funds: readonly string[];
  operator: string;
}

export const SEED_MANAGERS: readonly SeedManager[] = [
  { id: 'M1001', name: '陈思远', company: '恒盈基金', years: 14, photo: true, funds: ['恒盈美元货币市场基金'], operator: '王晓雯', intro: '固定收益部总监，14 年债券投资经验，擅长利率债久期管理与信用下沉风险控制。' },
  { id: 'M1002', name: '林雅琴', company: '恒盈基金', years: 9, photo: true, funds: ['恒盈港股高股息基金'], operator: '王晓雯', intro: '权益投资部基金经理，专注消费与医药赛道，坚持自下而上精选个股、长期持有。' },
  { id: 'M1003', name: '周振华', company: '华晟资产', years: 11, photo: true, funds: ['华晟中国新经济股票基金'], operator: '李思琪', intro: '量化投资总监，管理多只指数增强产品，模型覆盖 A 股与港股通标的。' },
  { id: 'M1004', name: '王海涛', company: '华晟资产', years: 12, photo: true, funds: ['华晟环球投资级债券基金', '华晟中国新经济股票基金'], operator: '李思琪', intro: '港股投资负责人，常驻香港 9 年，聚焦互联网平台与高股息央企。' },
  { id: 'M1005', name: '刘晓菲', company: '鼎泰基金', years: 10, photo: true, funds: ['鼎泰港元货币市场基金'], operator: '王晓雯', intro: '多资产配置部基金经理，管理 FOF 与养老目标基金，注重回撤控制。' },
  { id: 'M1006', name: '张明轩', company: '鼎泰基金', years: 8, photo: true, funds: ['鼎泰恒生指数追踪基金'], operator: '李思琪', intro: '科技组组长，覆盖半导体、算力与软件，擅长把握产业周期拐点。' },
  { id: 'M1007', name: '黄静怡', company: '远航资本', years: 7, photo: true, funds: [], operator: '王晓雯', intro: '美元债投资经理，CFA，管理亚洲投资级美元债基金，偏好中短久期。' },
  { id: 'M1008', name: '赵启明', company: '远航资本', years: 15, photo: false, funds: [], operator: '王晓雯', intro: '全球股票基金经理，覆盖美股科技与欧洲奢侈品，强调估值纪律。' },
  { id: 'M1009', name: '孙蔚然', company: '博睿基金', years: 10, photo: true, funds: ['博睿全球科技QDII基金'], operator: '李思琪', intro: 'ESG 投资负责人，管理可持续发展主题基金，深度参与上市公司治理。' },
  { id: 'M1010', name: '吴嘉树', company: '博睿基金', years: 13, photo: true, funds: ['博睿短期债券基金'], operator: '李思琪', intro: '货币与短债基金经理，管理规模逾 300 亿元，流动性管理经验丰富。' },
  { id: 'M1011', name: '郑雨桐', company: '中润基金', years: 7, photo: true, funds: ['中润稳健配置基金'], operator: '王晓雯', intro: '红利策略基金经理，偏好现金流稳定、分红持续的公用事业与金融龙头。' },
  { id: 'M1012', name: '许文博', company: '中润基金', years: 6, photo: false, funds: ['中润稳健配置基金'], operator: '李思琪', intro: '新能源与高端制造研究出身，管理先进制造主题基金，注重产业链比较。' },
];
