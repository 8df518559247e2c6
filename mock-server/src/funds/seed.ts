/**
 * The catalogue is reference data: every start adds the catalogue funds the table lacks (the same ISINs always).
 * The library's demo funds (twelve rated, one not yet rated) go in once (a marker row), each pointing at a catalogue fund by ISIN, with the words
 * an operations colleague would write; ids 1–13 on a fresh database, so slot seeds and tests may name them. Called by
 * createLibrarySources, before any module is seeded.
 */
import type { Db } from '../db/openDatabase';
import { CATALOGUE } from './catalogue';

const DEMO: readonly { match: string; title: string; remark: string; description: string; operator: string }[] = [
  { match: '恒盈美元货币市场基金', title: '美元闲钱理财，T+1 到账', remark: '七日年化稳定，随取随用', description: '主要投资美元存款、短期票据与高评级商业票据，流动性高，适合存放短期美元资金。', operator: 'admin' },
  { match: '鼎泰港元货币市场基金', title: '港元现金管家', remark: '低波动，适合备用金', description: '投资港元定期存款与短期存款证，净值波动小。', operator: 'admin' },
  { match: '华晟环球投资级债券基金', title: '环球优质债券一篮子配置', remark: '分散投资全球投资级债券', description: '投资于全球政府债及投资级公司债，久期中等，追求稳定票息收益。', operator: 'admin' },
  { match: '港汇亚洲高息债券基金', title: '亚洲高息债，每月派息', remark: '票息较高，注意信用风险', description: '主要投资亚洲高收益美元债，月度派息，收益较高但波动与信用风险亦较高。', operator: 'admin' },
  { match: '博睿短期债券基金', title: '短债打底，回撤可控', remark: '短久期，利率风险较低', description: '组合平均久期控制在 2 年以内，适合作为组合的稳健底仓。', operator: 'admin' },
  { match: '中润稳健配置基金', title: '股债均衡，一只搞定', remark: '股债平衡，追求稳健增值', description: '根据市场环境动态调整股债比例，权益仓位一般不超过 40%。', operator: 'admin' },
  { match: '瑞联环球多元资产基金', title: '多元资产，分散风险', remark: '跨资产配置，降低单一市场波动', description: '配置全球股票、债券、房地产信托及另类资产。', operator: 'admin' },
  { match: '恒盈港股高股息基金', title: '港股高息龙头', remark: '精选高股息蓝筹，关注分红', description: '投资于香港上市的高股息公用事业、金融及电讯龙头。', operator: 'admin' },
  { match: '华晟中国新经济股票基金', title: '把握中国新经济成长', remark: '聚焦科技、消费与医疗', description: '投资中国互联网、消费升级及医疗创新企业，波动较大。', operator: 'admin' },
  { match: '鼎泰恒生指数追踪基金', title: '一键配置恒指成分股', remark: '费率低，紧贴恒生指数', description: '被动跟踪恒生指数，跟踪误差低，管理费率 0.1%。', operator: 'admin' },
  { match: '瑞联标普500指数基金', title: '美股核心资产', remark: '低成本配置美国大盘股', description: '被动跟踪标普 500 指数，覆盖美国 500 家大型上市公司。', operator: 'admin' },
  { match: '博睿全球科技QDII基金', title: '人民币投资全球科技', remark: '通过 QDII 额度布局海外科技', description: '以人民币认购，投资美国及亚洲科技龙头，需承担汇率及市场风险。', operator: 'admin' },
  // A new launch not yet rated (risk unassessed): the fund filter and hot subjects offer 未评估 too.
  { match: '远航新兴市场新成立基金', title: '新兴市场新成立基金，认购期中', remark: '风险等级评估中', description: '新成立的新兴市场股票基金，风险等级待评估，评估完成前不向客户推荐。', operator: 'admin' },
];

const SEED_NAME = 'demo-library';
const MINUTE = 60_000;

export function seedFunds(db: Db, now: number): void {
  const addCatalogue = db.prepare(
    'INSERT OR IGNORE INTO fund_catalogue (isin, name, currency, risk_level, fund_house, fund_type) VALUES (@isin, @name, @currency, @risk_level, @fund_house, @fund_type)',
  );
  db.transaction(() => {
    for (const entry of CATALOGUE) addCatalogue.run(entry);
    if (db.prepare('SELECT 1 FROM fund_seeded WHERE name = ?').get(SEED_NAME)) return;
    const insert = db.prepare(
      `INSERT INTO funds (isin, name, title, remark, description, create_time, create_operator, update_time, update_operator)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    DEMO.forEach((demo, i) => {
      // The first catalogue fund whose name starts with the product (its first share class).
      const fund = CATALOGUE.find((c) => c.name.startsWith(demo.match));
      if (!fund) throw new Error(`基金库种子数据找不到产品：${demo.match}`);
      // Added over the last weeks, oldest first, on whole minutes: the list's times read like real ones.
      const at = Math.floor(now / MINUTE) * MINUTE - (DEMO.length - i) * 26 * 60 * MINUTE;
      insert.run(fund.isin, fund.name, demo.title, demo.remark, demo.description, at, demo.operator, at, demo.operator);
    });
    db.prepare('INSERT INTO fund_seeded (name, seeded_at) VALUES (?, ?)').run(SEED_NAME, now);
  })();
}
