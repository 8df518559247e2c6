/**
 * One generated information item's text for a category: headlines and analysis written here, price moves from the
 * market-data system, research notes, and the external feeds 6–14 (each its own source).
 */
import { CMS_SOURCE, STOCK_EVENT_TYPES } from 'shared-ui/contract';
import type { InformationStoreRow, InformationValues } from '../rows';
import type { Prng } from './prng';
import { AUTHORS, BROKERS, CLAUSES, MODULE_TOPICS, PERIODS, SECTORS, STOCKS, VIEWS } from './vocabulary';

/** An item's stored text and source; the generator adds its category, times and linkId. */
export type InformationText = Omit<InformationValues, 'type' | 'show_time' | 'event_date'> &
  Pick<InformationStoreRow, 'source'> & {
    /** Stock calendar only: days from today of the event (its event_date once `now` is known). */
    eventOffsetDays: number | null;
  };

/** The source of each category: the feeds 6–14 are their own source (contract INFORMATION_SOURCES). */
export const TYPE_SOURCES: Readonly<Record<number, string>> = {
  1: CMS_SOURCE, 2: CMS_SOURCE, 3: 'market', 4: CMS_SOURCE, 5: 'research', 6: 'reuters', 7: 'bloomberg', 8: 'cls', 9: 'gelonghui',
  10: 'zhitong', 11: 'aastocks', 12: 'xinhua', 13: 'stcn', 14: 'hkex',
};

const CURRENCY = { hk: '港元', us: '美元', hs: '元' } as const;
const NEW_LISTINGS = ['云帆智能', '星河医疗', '极光储能', '衡远物流', '青禾食品', '澄明半导体'] as const;
const MOVE_REASONS = ['三季度海外收入同比翻倍', '获纳入港股通名单', '大股东宣布增持', '新品发布会反响热烈', '遭机构下调评级', '行业监管政策落地'] as const;
const MARKET_INDEXES: Readonly<Record<string, readonly string[]>> = {
  港股: ['恒生指数', '恒生科技指数', '国企指数'],
  'A 股': ['上证指数', '深证成指', '创业板指'],
  美股: ['纳斯达克指数', '标普 500 指数', '道琼斯指数'],
};
const HKEX_NOTICES = ['股份回购', '董事会会议召开日期', '中期股息派发', '须予披露的交易', '董事名单与其角色和职能', '月报表', '持续关连交易', '盈利预告'] as const;
const FEED_PHRASES = ['据知情人士透露', '最新数据显示', '分析人士指出', '公告显示', '市场消息称'] as const;

const pct = (r: Prng, max: number) => `${(0.2 + r.next() * max).toFixed(1)}%`;
const paragraphs = (r: Prng) => `<p>${r.pick(CLAUSES)}。</p><p>${r.pick(CLAUSES)}。</p>`;
const relatedCodes = (r: Prng) => r.sample(STOCKS, r.int(1, 3)).map((s) => s.code).join(';');

function stockCalendar(r: Prng): InformationText {
  const eventType = r.pick(STOCK_EVENT_TYPES);
  const stock = eventType.value === 'ipo' ? { market: 'hk' as const, code: `0${String(r.int(2100, 9899))}`, name: r.pick(NEW_LISTINGS) } : r.pick(STOCKS);
  const abstract: Record<string, string> = {
    earnings: `${stock.name}将公布最新季度业绩，市场关注营收增速与毛利率变化。`,
    dividend: `${stock.name}每股派息 ${(0.2 + r.next() * 3).toFixed(2)} ${CURRENCY[stock.market]}，当日除净。`,
    meeting: `${stock.name}召开股东周年大会，审议年度分红及董事会换届议案。`,
    ipo: `${stock.name}于港交所主板挂牌上市，每手 ${String(r.int(1, 10) * 100)} 股。`,
    suspension: `${stock.name}临时停牌，以待刊发有关重大交易的公告。`,
    resumption: `${stock.name}刊发公告后复牌。`,
    split: `${stock.name}股份拆细生效，每 1 股拆为 ${String(r.int(2, 5))} 股。`,
  };
  return {
    source: CMS_SOURCE,
    title: `${stock.name}（${stock.code}）${eventType.label}`,
    author: '',
    abstract: abstract[eventType.value] ?? '',
    content: r.chance(0.5) ? `<p>${abstract[eventType.value] ?? ''}</p>` : '',
    eventOffsetDays: r.int(-30, 45),
    market: stock.market,
    stock_code: stock.code,
    stock_name: stock.name,
    event_type: eventType.value,
    related_stocks: '',
  };
}

function titleFor(r: Prng, type: number): string {
  const stock = r.pick(STOCKS);
  const topic = r.pick([...MODULE_TOPICS.macro, ...MODULE_TOPICS.hot]);
  switch (type) {
    case 2: {
      const market = r.pick(Object.keys(MARKET_INDEXES));
      const index = `${r.pick(MARKET_INDEXES[market] ?? [])}${r.pick(['收涨', '收跌', '高开'])} ${pct(r, 2.8)}`;
      return `${market}${r.pick(['收评', '午评', '早报'])}：${index}，${r.pick(SECTORS)}板块${r.pick(['午后走强', '领涨', '回调', '表现活跃'])}`;
    }
    case 3:
      return `${stock.name}盘中${r.pick(['急涨', '急跌', '拉升', '跳水'])} ${pct(r, 9)}，${r.pick(MOVE_REASONS)}`;
    case 4:
      return `${r.pick(PERIODS)}${r.pick(['港股', 'A 股', '美股', '债市'])}展望：${r.pick(VIEWS)}，关注${r.pick(SECTORS)}与${topic.name}`;
    case 5: {
      const rating = `维持${stock.name}「${r.pick(['买入', '增持', '跑赢大市'])}」评级`;
      return `${r.pick(BROKERS)}：${rating}，目标价${r.pick(['上调', '下调', '维持'])}至 ${(20 + r.next() * 600).toFixed(1)} ${CURRENCY[stock.market]}`;
    }
    case 14:
      return `${stock.name}（${stock.code}）公告：${r.pick(HKEX_NOTICES)}`;
    default:
      return `${r.pick(FEED_PHRASES)}，${topic.name}${r.pick(['出现新进展', '引发市场关注', '或迎转折', '持续发酵'])}，${r.pick(SECTORS)}板块${r.pick(['走强', '承压', '异动'])}`;
  }
}

/** A category's item text; `used` holds `type:title` keys taken so far (the duplicate rule), this one is added. */
export function informationText(r: Prng, type: number, used: Set<string>): InformationText {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const item = type === 1 ? stockCalendar(r) : null;
    const title = item ? item.title : titleFor(r, type);
    const key = item ? `1:${String(item.eventOffsetDays)}:${item.market}:${item.stock_code}:${item.event_type}` : `${String(type)}:${title}`;
    if (used.has(key)) continue;
    used.add(key);
    if (item) return item;
    const source = TYPE_SOURCES[type] ?? CMS_SOURCE;
    return {
      source,
      title,
      author: source === CMS_SOURCE ? r.pick(AUTHORS) : source === 'research' ? r.pick(BROKERS) : '',
      abstract: `${r.pick(CLAUSES)}。`,
      content: paragraphs(r),
      eventOffsetDays: null,
      market: '',
      stock_code: '',
      stock_name: '',
      event_type: '',
      related_stocks: type === 14 ? '' : relatedCodes(r),
    };
  }
  throw new Error(`资讯种子：分类 ${String(type)} 的标题组合已用尽`);
}
