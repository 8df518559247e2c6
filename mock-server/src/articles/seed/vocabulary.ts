/**
 * The words the demo library is built from: topics, views and phrasing of a wealth and brokerage research desk.
 * Combined by the templates (articleTemplates.ts, informationTemplates.ts); no sentence here is copied text.
 */

/** Staff who create and edit in the back office (the same people as the operation modules' seeds). */
export const OPERATORS = ['王晓雯', '李思琪', '陈浩然', '张子健', '周婉婷', '刘嘉欣', 'admin', 'editor'] as const;

export const AUTHORS = [
  '投资策略团队', '宏观研究部 吴晨', '固收研究部 许安然', '港股研究组 梁志豪', '财富管理部 林可欣', '基金研究中心 周宁',
  '全球市场部 Kevin Lau', '量化研究组 宋一鸣', '投资者教育中心', '首席经济学家 何立新', '行业研究部 蔡文静', '资产配置组 潘睿',
] as const;

export const IMAGE_AUTHORS = ['视觉中国', '图虫创意', '本站设计组', 'IC Photo', ''] as const;

export const OWN_DISCLAIMER = '本文仅代表作者个人观点，不构成任何投资建议或承诺。基金过往业绩不代表未来表现，市场有风险，投资需谨慎。';
export const OTHER_DISCLAIMER = '本文转载自合作媒体，版权归原作者所有，转载目的在于传递更多信息，不代表本平台观点。如涉及版权问题，请联系我们删除。';

export interface Topic {
  name: string;
  tags: readonly string[];
}

/** Each article module's subjects; the first tag is the topic's own keyword. */
export const MODULE_TOPICS: Readonly<Record<'macro' | 'hot' | 'managerbrand' | 'education', readonly Topic[]>> = {
  macro: [
    { name: '美联储议息', tags: ['美联储', '降息', '美债收益率'] },
    { name: '人民币汇率', tags: ['人民币汇率', '美元指数', '外汇'] },
    { name: '中国 CPI 与 PPI', tags: ['通胀', 'CPI', 'PPI'] },
    { name: '社融与信贷数据', tags: ['社融', '信贷', '流动性'] },
    { name: 'LPR 报价', tags: ['LPR', '利率', '房贷'] },
    { name: '欧洲央行利率决议', tags: ['欧洲央行', '欧元', '利率'] },
    { name: '日本央行政策调整', tags: ['日本央行', '日元', '收益率曲线'] },
    { name: '美国非农就业', tags: ['非农', '就业', '美联储'] },
    { name: '财政政策加码', tags: ['财政政策', '专项债', '基建'] },
    { name: '中美十年期国债利差', tags: ['国债', '利差', '债券基金'] },
  ],
  hot: [
    { name: '港股通南向资金', tags: ['港股通', '南向资金', '港股'] },
    { name: '新股认购', tags: ['新股认购', 'IPO', '港股打新'] },
    { name: '科技龙头', tags: ['科技龙头', '恒生科技', '互联网'] },
    { name: '高股息策略', tags: ['高股息', '红利', '央企'] },
    { name: 'AI 算力', tags: ['AI', '算力', '半导体'] },
    { name: '黄金价格', tags: ['黄金', '避险', '贵金属'] },
    { name: '新能源车出海', tags: ['新能源车', '出海', '汽车'] },
    { name: '创新药', tags: ['创新药', '医药', '港股 18A'] },
    { name: '中概股回流', tags: ['中概股', '二次上市', '美股'] },
    { name: '消费复苏', tags: ['消费', '服务消费', '内需'] },
  ],
  managerbrand: [
    { name: '债券基金配置', tags: ['债券基金', '久期', '信用'] },
    { name: '红利资产', tags: ['高股息', '红利', '现金流'] },
    { name: '港股估值修复', tags: ['港股', '估值', '恒生指数'] },
    { name: '科技成长投资', tags: ['科技龙头', '成长股', '产业周期'] },
    { name: 'ESG 投资实践', tags: ['ESG', '可持续发展', '公司治理'] },
    { name: '多资产配置', tags: ['资产配置', 'FOF', '回撤控制'] },
    { name: '美元债机会', tags: ['美元债', '投资级', '美联储'] },
  ],
  education: [
    { name: '基金定投', tags: ['基金定投', '微笑曲线', '长期投资'] },
    { name: '债券基金', tags: ['债券基金', '久期', '风险等级'] },
    { name: 'ESG 投资', tags: ['ESG', '绿色金融', '长期投资'] },
    { name: '资产配置', tags: ['资产配置', '股债平衡', '再平衡'] },
    { name: '货币基金', tags: ['货币基金', '流动性', '七日年化'] },
    { name: '港股打新规则', tags: ['新股认购', '中签率', '港股打新'] },
    { name: '风险测评', tags: ['风险等级', '适当性', '风险测评'] },
    { name: '美元资产配置', tags: ['美元资产', '人民币汇率', '分散投资'] },
    { name: '止盈与止损', tags: ['止盈', '纪律', '投资心理'] },
  ],
};

export const VIEWS = [
  '降息预期升温', '市场分歧加大', '短期波动或加剧', '估值处于历史低位', '资金面持续改善', '基本面拐点渐近', '政策托底信号明确',
  '盈利预期上修', '避险情绪回落', '结构性机会凸显',
] as const;

export const QUESTIONS = [
  '债券基金怎么配？', '现在是上车时机吗？', '普通投资者该如何应对？', '哪些板块值得关注？', '仓位要不要调整？', '长期资金如何布局？',
  '稳健型投资者怎么选？', '三个信号值得留意',
] as const;

export const PERIODS = ['本周', '年末', '下半年', '四季度', '明年一季度', '近期'] as const;

export const CLAUSES = [
  '从历史数据看，类似阶段之后的十二个月里，股债组合的表现往往好于单一资产',
  '当前市场定价已部分反映这一预期，后续关注数据能否持续验证',
  '我们建议投资者保持适度分散，避免在单一主题上过度集中',
  '短期情绪可能放大波动，但中长期逻辑并未改变',
  '对于风险承受能力较低的投资者，可优先考虑中短久期的稳健品种',
  '资金面方面，南向资金与外资的动向值得持续跟踪',
  '估值层面，主要指数的市盈率仍低于过去十年均值',
  '若政策力度超预期，顺周期板块有望率先受益',
  '海外流动性拐点往往领先于风险资产的趋势性反转',
  '分批建仓、定期再平衡，是应对不确定性的朴素而有效的方法',
] as const;

export const SUGGESTIONS = [
  '以中短久期债券基金作为组合底仓', '逢回调分批配置高股息资产', '保留一定比例的货币基金以备流动性需要',
  '通过指数基金分散个股风险', '关注估值合理、现金流稳健的行业龙头', '定期检视组合，偏离目标比例时及时再平衡',
] as const;

/** Listed companies for the information feed: market, code, name. */
export const STOCKS: readonly { market: 'hk' | 'us' | 'hs'; code: string; name: string }[] = [
  { market: 'hk', code: '00700', name: '腾讯控股' },
  { market: 'hk', code: '09988', name: '阿里巴巴' },
  { market: 'hk', code: '03690', name: '美团' },
  { market: 'hk', code: '01810', name: '小米集团' },
  { market: 'hk', code: '01211', name: '比亚迪股份' },
  { market: 'hk', code: '00941', name: '中国移动' },
  { market: 'hk', code: '00005', name: '汇丰控股' },
  { market: 'hk', code: '01299', name: '友邦保险' },
  { market: 'hk', code: '00388', name: '香港交易所' },
  { market: 'hk', code: '00939', name: '建设银行' },
  { market: 'hk', code: '09992', name: '泡泡玛特' },
  { market: 'us', code: 'AAPL', name: '苹果' },
  { market: 'us', code: 'NVDA', name: '英伟达' },
  { market: 'us', code: 'MSFT', name: '微软' },
  { market: 'us', code: 'TSLA', name: '特斯拉' },
  { market: 'us', code: 'PDD', name: '拼多多' },
  { market: 'hs', code: '600519', name: '贵州茅台' },
  { market: 'hs', code: '300750', name: '宁德时代' },
  { market: 'hs', code: '600036', name: '招商银行' },
  { market: 'hs', code: '601318', name: '中国平安' },
];

export const SECTORS = ['半导体', '券商', '银行', '医药', '汽车', '黄金', '电力', '有色金属', '互联网', '消费电子', '航运', '地产'] as const;
export const BROKERS = ['中金公司', '华泰证券', '高盛', '摩根士丹利', '瑞银', '花旗', '招银国际', '国泰君安国际'] as const;
