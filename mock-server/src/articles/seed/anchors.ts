/**
 * Seed rows with fixed linkIds: the articles the push modules' seeds point at (remote-wm and remote-br
 * push.module.ts, both pre-published, so deleting either is refused with 1019), and a few more that tests and
 * the README name. Their times are relative to the server's clock like every seed row.
 */
import { seedImagePath } from 'shared-ui/contract';
import type { InformationStoreRow } from '../rows';
import type { InformationText } from './informationTemplates';
import { OTHER_DISCLAIMER, OWN_DISCLAIMER } from './vocabulary';

export const SEED_LINK_IDS = {
  /** The wm push seed's article (pre-published push): delete → 1019. */
  wmPushArticle: 'A20261121008',
  /** The br push seed's article (pre-published push): delete → 1019. */
  brPushArticle: 'N20261122015',
  /** No slot uses it: delete works. */
  freeArticle: 'A20261118002',
  /** A manager-brand article related to manager M1001. */
  managerArticle: 'A20261115004',
  /** In the recycle bin. */
  recycledArticle: 'A20261105006',
  /** A featured headline (information type 2). */
  featuredInformation: 'I20261121001',
  /** A stock-calendar entry (information type 1). */
  stockCalendar: 'I20261120002',
  /** An external item from 财联社 (information type 8, source 'cls'). */
  externalInformation: 'I20261119003',
} as const;

export interface AnchorArticle {
  link_id: string;
  title: string;
  author: string;
  abstract: string;
  tags: string;
  url: string;
  article_module: 'macro' | 'hot' | 'managerbrand' | 'education';
  manager_id: string;
  content: string;
  /** Hours before now of show_time. */
  hoursAgo: number;
  deleted: boolean;
}

const section = (lead: string, points: readonly string[]) =>
  `<p>${lead}</p><h2>核心观点</h2><ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>` +
  '<blockquote><p>风险提示：以上观点仅供参考，不构成投资建议；基金有风险，投资需谨慎。</p></blockquote>';

export const ANCHOR_ARTICLES: readonly AnchorArticle[] = [
  {
    link_id: SEED_LINK_IDS.wmPushArticle,
    title: '美联储 12 月议息前瞻：降息预期升温，债券基金怎么配？',
    author: '投资策略团队',
    abstract: '利率期货隐含的 12 月降息概率升至七成以上，中短久期债券基金的性价比正在回升。',
    tags: '美联储;降息;债券基金;资产配置',
    url: '',
    article_module: 'macro',
    manager_id: '',
    content: section('通胀回落与就业放缓让市场重新押注年内降息，美债收益率自高位回落。', ['中短久期债券基金可作为组合底仓', '信用债优选高评级品种', '保留部分美元货币基金应对波动']),
    hoursAgo: 20,
    deleted: false,
  },
  {
    link_id: SEED_LINK_IDS.brPushArticle,
    title: '南向资金连续 5 日净流入，券商策略：年末关注高股息与科技龙头',
    author: '港股研究组 梁志豪',
    abstract: '南向资金本周累计净买入超过 300 亿港元，资金集中流向高股息央企与互联网龙头。',
    tags: '港股通;南向资金;高股息;科技龙头',
    url: 'https://news.example-media.com/20261122/hk-southbound.html',
    article_module: 'hot',
    manager_id: '',
    content: section('港股通南向资金连续五个交易日净流入，成交占比升至年内高位。', ['高股息央企提供防御与分红', '科技龙头估值仍具吸引力', '关注年末分红与回购窗口']),
    hoursAgo: 3,
    deleted: false,
  },
  {
    link_id: SEED_LINK_IDS.freeArticle,
    title: '基金定投入门：为什么「微笑曲线」需要耐心？',
    author: '投资者教育中心',
    abstract: '定投摊薄成本的效果要在市场回升之后才显现，坚持与纪律比择时更重要。',
    tags: '基金定投;微笑曲线;长期投资',
    url: '',
    article_module: 'education',
    manager_id: '',
    content: section('定投把一次性买入拆成多次，在下跌中积累更多份额。', ['设定与收入匹配的定投金额', '下跌时不轻易中断', '达到目标收益后分批止盈']),
    hoursAgo: 80,
    deleted: false,
  },
  {
    link_id: SEED_LINK_IDS.managerArticle,
    title: '陈思远：利率下行周期中，债券基金仍有配置价值',
    author: '固收研究部 许安然',
    abstract: '恒盈基金固定收益部总监陈思远认为，票息收益叠加久期管理，仍是稳健投资者的主要收益来源。',
    tags: '债券基金;久期;信用',
    url: '',
    article_module: 'managerbrand',
    manager_id: 'M1001',
    content: section('在利率下行的大方向下，债券资产的票息与资本利得都值得期待。', ['久期随利率预期动态调整', '信用下沉须严控风险', '用短债基金管理流动性']),
    hoursAgo: 150,
    deleted: false,
  },
  {
    link_id: SEED_LINK_IDS.recycledArticle,
    title: '新股认购热度回落？一文看懂港股打新中签率变化',
    author: '港股研究组 梁志豪',
    abstract: '今年下半年港股新股的平均超购倍数明显回落，一手中签率随之上升。',
    tags: '新股认购;港股打新;中签率',
    url: '',
    article_module: 'hot',
    manager_id: '',
    content: section('新股供给增加与市场情绪降温，共同拉低了超额认购倍数。', ['关注基石投资者阵容', '留意暗盘表现', '量力而行使用孖展']),
    hoursAgo: 400,
    deleted: true,
  },
];

export const ANCHOR_DISCLAIMERS = { own: OWN_DISCLAIMER, other: OTHER_DISCLAIMER };
export const anchorThumbnail = (module: string) => seedImagePath(`article-${module}-0`, { width: 360, height: 240 });

export type AnchorInformation = InformationText &
  Pick<InformationStoreRow, 'link_id' | 'type' | 'featured'> & {
    /** Hours before now of show_time. */
    hoursAgo: number;
  };

export const ANCHOR_INFORMATION: readonly AnchorInformation[] = [
  {
    link_id: SEED_LINK_IDS.featuredInformation, type: 2, featured: 1, source: 'cms', title: '港股收评：恒指收涨 1.2%，科技股午后走强',
    author: '港股研究组 梁志豪', abstract: '恒生科技指数涨 2.1%，南向资金净买入 85 亿港元。', content: '<p>恒生科技指数涨 2.1%，南向资金净买入 85 亿港元。</p>',
    hoursAgo: 5, eventOffsetDays: null, market: '', stock_code: '', stock_name: '', event_type: '', related_stocks: '00700;09988;03690',
  },
  {
    link_id: SEED_LINK_IDS.stockCalendar, type: 1, featured: 0, source: 'cms', title: '腾讯控股（00700）财报发布',
    author: '', abstract: '腾讯控股将公布最新季度业绩，市场关注游戏与广告收入增速。', content: '',
    hoursAgo: 30, eventOffsetDays: 7, market: 'hk', stock_code: '00700', stock_name: '腾讯控股', event_type: 'earnings', related_stocks: '',
  },
  {
    link_id: SEED_LINK_IDS.externalInformation, type: 8, featured: 0, source: 'cls', title: '财联社：多家券商上调港股目标点位，看好年末估值修复',
    author: '', abstract: '多家券商发布年末策略，认为港股盈利与估值有望双升。', content: '<p>多家券商发布年末策略，认为港股盈利与估值有望双升。</p>',
    hoursAgo: 50, eventOffsetDays: null, market: '', stock_code: '', stock_name: '', event_type: '', related_stocks: '00388',
  },
];
