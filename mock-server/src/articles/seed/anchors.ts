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

/**
 * The articles the wm article-slot modules' seeds pick (remote-wm analysis, marketHotSpots, fundManagerBrand,
 * investorEducation): fixed linkIds, so a seed in a module file names a real library item on every start.
 */
export const SLOT_SEED_LINK_IDS = {
  macroDollar: 'A20261110011',
  macroChina: 'A20261112012',
  hotAi: 'A20261117013',
  hotDividend: 'A20261119014',
  brandLin: 'A20261113015',
  brandZhou: 'A20261116016',
  eduRisk: 'A20261111017',
  eduBond: 'A20261114018',
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
  ...slotAnchors(),
];

/** Short pieces, two per article module, that the article-slot modules' seeds pick. */
function slotAnchors(): AnchorArticle[] {
  const piece = (
    link_id: string,
    article_module: AnchorArticle['article_module'],
    title: string,
    author: string,
    abstract: string,
    tags: string,
    lead: string,
    points: readonly string[],
    hoursAgo: number,
    manager_id = '',
  ): AnchorArticle => ({ link_id, title, author, abstract, tags, url: '', article_module, manager_id, content: section(lead, points), hoursAgo, deleted: false });
  const ids = SLOT_SEED_LINK_IDS;
  return [
    piece(ids.macroDollar, 'macro', '美元指数回落至 100 下方：港元资产与美元债的机会', '投资策略团队', '美元走弱往往伴随新兴市场资金回流，港元资产与亚洲美元债值得关注。', '美元指数;港元;美元债', '美元指数本月累计下跌逾两个百分点，市场对美联储宽松的预期持续升温。', ['亚洲投资级美元债票息仍具吸引力', '港股估值处历史低位区间', '汇率波动加大，注意分散配置'], 60),
    piece(ids.macroChina, 'macro', '11 月 PMI 重回扩张区间，内需修复进行时', '宏观研究组 沈立', '制造业 PMI 升至 50.3，新订单分项改善明显，政策效果逐步显现。', 'PMI;宏观经济;内需', '制造业景气度连续两个月回升，服务业保持扩张。', ['基建与消费政策持续发力', '关注顺周期板块的盈利修复', '债市短期或有波动'], 110),
    piece(ids.hotAi, 'hot', 'AI 算力需求再超预期，产业链公司订单排至明年', '科技研究组 何嘉', '多家服务器与光模块厂商披露订单饱满，算力投资进入新一轮扩张。', '人工智能;算力;科技', '海外云厂商上调资本开支指引，算力链景气度维持高位。', ['光模块与服务器环节弹性最大', '关注估值与业绩的匹配度', '主题基金波动较大，注意仓位'], 30),
    piece(ids.hotDividend, 'hot', '年末分红季来临：高股息策略还能买吗？', '港股研究组 梁志豪', '央企红利指数股息率仍处历史高位，险资与南向资金持续增配。', '高股息;红利;央企', '低利率环境下，稳定分红资产的配置价值进一步凸显。', ['优选现金流稳定的公用事业与运营商', '关注分红率提升的央企', '红利基金适合作为底仓'], 45),
    piece(ids.brandLin, 'managerbrand', '林雅琴：消费与医药的长期逻辑没有改变', '权益研究部 方晴', '恒盈基金林雅琴认为，人口结构与消费升级仍是未来十年的确定性方向。', '消费;医药;基金经理', '短期波动不改行业长期空间，估值回落反而提供了布局机会。', ['自下而上精选有定价权的公司', '医药关注创新药出海', '以三年维度看待持有期'], 130, 'M1002'),
    piece(ids.brandZhou, 'managerbrand', '周振华：指数增强的超额收益从哪里来？', '量化研究部 韩笑', '华晟资产周振华拆解多因子模型的收益来源与风控框架。', '量化;指数增强;基金经理', '超额收益来自选股因子、交易执行与组合约束的共同作用。', ['因子库持续迭代防止拥挤', '严格跟踪误差约束', '覆盖 A 股与港股通标的'], 170, 'M1003'),
    piece(ids.eduRisk, 'education', '买基金前先看懂风险等级：LV1 到 LV5 有什么不同？', '投资者教育中心', '基金风险等级与个人风险承受能力要相互匹配，这是适当性管理的核心。', '风险等级;适当性;投资者教育', '每只基金都有风险等级，每位投资者也有风险测评结果。', ['LV1 以货币基金为主，波动最小', 'LV3 多为混合型与债券型基金', 'LV5 包含高波动的股票与行业主题基金'], 90),
    piece(ids.eduBond, 'education', '债券基金也会亏钱？读懂利率与久期', '投资者教育中心', '利率上升时债券价格下跌，久期越长的基金受影响越大。', '债券基金;久期;投资者教育', '债券基金的收益来自票息与价格变动两部分。', ['久期衡量对利率的敏感度', '短债基金波动更小', '持有期拉长可平滑波动'], 140),
  ];
}

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
