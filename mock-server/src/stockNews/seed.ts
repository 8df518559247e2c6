/**
 * Demo stock news in every state a product team meets in a week, about real symbols of the stocks library (checked:
 * a seed naming a symbol the library lacks stops the server at start). Seeded once, into an empty table.
 */
import type { Db } from '../db/openDatabase';
import type { LibrarySource } from '../libraries/librarySource';

const HOUR = 3_600_000;

interface SeedNews {
  symbol: string;
  stock_name: string;
  title: string;
  content: string;
  source: string;
  status: 0 | 1 | 2;
  shelf: 'none' | 'scheduled' | 'published' | 'offPending';
  waiting_at: number | null;
  hoursAgo: number;
  reject_reason?: string;
  /** history: [action, screen, actor, reason, hoursAgo] */
  history: [string, number | null, string, string, number][];
}

const SEED: readonly SeedNews[] = [
  {
    symbol: '00700.HK', stock_name: '腾讯控股', title: '腾讯控股第三季度收入同比增长 15%，游戏与广告业务双双回暖',
    content: '<p>腾讯控股公布第三季度业绩，总收入同比增长 15%，国内游戏收入增长明显，营销服务收入受视频号带动继续走高。</p>',
    source: '公司公告', status: 0, shelf: 'none', waiting_at: 70000, hoursAgo: 2,
    history: [['submit', null, 'editor', '', 2]],
  },
  {
    symbol: '09988.HK', stock_name: '阿里巴巴-W', title: '阿里巴巴宣布追加 250 亿美元股份回购计划',
    content: '<p>阿里巴巴董事会批准将股份回购计划额度提高 250 亿美元，有效期至 2027 年 3 月。</p>',
    source: '港交所披露易', status: 0, shelf: 'none', waiting_at: 80001, hoursAgo: 5,
    history: [['submit', null, 'editor', '', 6], ['agree', 70000, '陈晓琳', '', 5]],
  },
  {
    symbol: '03690.HK', stock_name: '美团-W', title: '美团核心本地商业经营利润超预期',
    content: '<p>美团核心本地商业分部经营利润同比增长 20%，即时配送订单量创新高。</p>',
    source: '财华社', status: 1, shelf: 'published', waiting_at: null, hoursAgo: 26,
    history: [['submit', null, 'editor', '', 30], ['agree', 70000, '陈晓琳', '', 29], ['agree', 80001, '王志远', '', 27], ['publish', null, 'admin', '', 26]],
  },
  {
    symbol: 'AAPL.US', stock_name: '苹果', title: '苹果将于下周发布新款 MacBook Pro',
    content: '<p>据供应链消息，苹果计划下周推出搭载新一代芯片的 MacBook Pro。</p>',
    source: '网络传闻', status: 2, shelf: 'none', waiting_at: null, hoursAgo: 20, reject_reason: '消息来源为传闻，未经公司证实，不予发布',
    history: [['submit', null, 'editor', '', 22], ['reject', 70000, '陈晓琳', '消息来源为传闻，未经公司证实，不予发布', 20]],
  },
  {
    symbol: '600519.SH', stock_name: '贵州茅台', title: '贵州茅台公布 2026 年中期分红方案，每股派现 23.88 元',
    content: '<p>贵州茅台公告中期利润分配方案，每 10 股派发现金红利 238.8 元（含税）。</p>',
    source: '上交所公告', status: 1, shelf: 'offPending', waiting_at: 70001, hoursAgo: 1,
    history: [['submit', null, 'editor', '', 50], ['agree', 70000, '陈晓琳', '', 49], ['agree', 80001, '王志远', '', 48], ['publish', null, 'admin', '', 48], ['offApply', null, 'admin', '', 1]],
  },
];

export function seedStockNews(db: Db, now: number, stocks: LibrarySource | undefined): void {
  const missing = SEED.filter((item) => stocks && stocks.byIds([item.symbol]).length === 0).map((item) => item.symbol);
  if (missing.length > 0) throw new Error(`stock-news seed names symbols the stocks library lacks: ${missing.join(', ')}`);
  if (db.prepare('SELECT 1 FROM stock_news LIMIT 1').get()) return;
  const insert = db.prepare(
    `INSERT INTO stock_news (symbol, stock_name, title, content, source, status, shelf, waiting_at, push_time, reject_reason, submitted_by, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'editor', ?, ?)`,
  );
  const log = db.prepare('INSERT INTO stock_news_history (news_id, action, screen, actor, reason, at) VALUES (?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const item of SEED) {
      const created = now - (item.history[0]?.[4] ?? item.hoursAgo) * HOUR;
      const live = item.shelf === 'published' || item.shelf === 'offPending';
      const id = Number(
        insert.run(item.symbol, item.stock_name, item.title, item.content, item.source, item.status, item.shelf, item.waiting_at, live ? now - item.hoursAgo * HOUR : null, item.reject_reason ?? '', created, now - item.hoursAgo * HOUR).lastInsertRowid,
      );
      for (const [action, screen, actor, reason, hoursAgo] of item.history) log.run(id, action, screen, actor, reason, now - hoursAgo * HOUR);
    }
  })();
}
