/**
 * Realistic other stock news: filings and third-party pieces about stocks of the library, in every state. Seeded once,
 * into an empty table (a restart keeps what staff did); a seed naming a symbol the library lacks stops the start.
 */
import type { Db } from '../db/openDatabase';
import type { LibrarySource } from '../libraries/librarySource';

type Seed = readonly [symbol: string, title: string, source: string, status: 0 | 1 | 2 | 3, hoursAgo: number, summary: string];

const SEEDS: readonly Seed[] = [
  ['00700.HK', '腾讯控股：回购 107 万股，耗资约 4.2 亿港元', '港交所披露易', 1, 20, '公司于 11 月 21 日在联交所回购股份，为本月第 12 次回购。'],
  ['09988.HK', '阿里巴巴：董事会批准年度股息每股 0.125 美元', '港交所披露易', 1, 44, '年度股息将于 12 月派付予记录日期登记在册之股东。'],
  ['03690.HK', '美团：第三季度核心本地商业收入同比增长 20%', '财华社', 0, 3, '到店酒旅业务增速回升，即时配送单量创新高。'],
  ['01810.HK', '小米集团：汽车业务单月交付突破 4 万辆', '第一财经', 0, 5, '公司称新工厂产能爬坡顺利，全年交付目标有望提前完成。'],
  ['AAPL.US', '苹果：据报道将在明年推出折叠屏 iPhone', '路透社', 1, 70, '供应链人士称折叠屏面板已进入小批量试产。'],
  ['TSLA.US', '特斯拉：FSD 在华路测许可获批扩大范围', '彭博社', 2, 30, '新许可覆盖上海、深圳两地部分城区道路。'],
  ['NVDA.US', '英伟达：下一代数据中心 GPU 提前量产', '华尔街日报', 1, 96, '公司在投资者会议上确认新品将于明年一季度交付。'],
  ['600519.SH', '贵州茅台：拟每股派发现金红利 23.882 元', '上交所公告', 3, 240, '本次利润分配以实施权益分派股权登记日登记的总股本为基数。'],
  ['000858.SZ', '五粮液：前三季度净利润同比增长 9.2%', '深交所公告', 1, 120, '第三季度单季营收略低于市场预期，毛利率保持稳定。'],
  ['00941.HK', '中国移动：5G 套餐客户数突破 5.5 亿', '港交所披露易', 0, 1, '公司公布 10 月运营数据，移动客户净增 186 万户。'],
  ['00388.HK', '港交所：11 月日均成交额 1,820 亿港元', '港交所披露易', 0, 2, '新股集资额继续位居全球前列，北向交易活跃。'],
  ['02318.HK', '中国平安：前十个月寿险保费收入同比增长 6.5%', '港交所披露易', 0, 4, '个人业务新单保费增速环比改善。'],
  ['MSFT.US', '微软：Azure 新增两个亚太数据中心区域', '路透社', 0, 6, '新区域将于明年上半年投入商用。'],
  ['09868.HK', '小鹏汽车-W：11 月交付量同比增长 190%', '财华社', 0, 8, '新车型上市首月订单超预期。'],
];

export function seedOtherStockNews(db: Db, now: number, stocks: LibrarySource | undefined): void {
  if ((db.prepare('SELECT COUNT(*) AS n FROM other_stock_news').get() as { n: number }).n > 0) return;
  const names = new Map((stocks?.byIds(SEEDS.map(([symbol]) => symbol)) ?? []).map((item) => [item.id, item.label.split(' ')[0] ?? item.id]));
  const insert = db.prepare(
    `INSERT INTO other_stock_news (symbol, stock_name, title, summary, content, source, source_url, source_time, status, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const log = db.prepare('INSERT INTO other_stock_news_history (news_id, action, actor, reason, at) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    SEEDS.forEach(([symbol, title, source, status, hoursAgo, summary], index) => {
      const name = names.get(symbol);
      // A seed naming a stock the library lacks is a bug in the seed: stop the start, naming it.
      if (!name) throw new Error(`其他个股资讯种子数据引用了不存在的股票 ${symbol}`);
      const at = now - hoursAgo * 3_600_000;
      const url = `https://news.example-broker.com/other/${String(index + 1)}`;
      const id = Number(insert.run(symbol, name, title, summary, `<p>${summary}</p><p>以上内容来自${source}，仅供参考，不构成投资建议。</p>`, source, url, at, status, at).lastInsertRowid);
      log.run(id, 'import', '资讯接入', '', at);
      if (status >= 1) log.run(id, 'publish', '梁志豪', '', at + 600_000);
      if (status >= 2) log.run(id, 'offApply', '黄诗韵', '', at + 3_600_000);
      if (status === 3) log.run(id, 'agree', '合规 周敏', '', at + 7_200_000);
    });
  })();
}
