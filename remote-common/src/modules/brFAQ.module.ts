/**
 * 证券 App 常见问题 (brFAQ): the broker app's help centre as the common area keeps it (the H5 help pages the app, the
 * website and customer service link to), on the FAQ engine (contract faq.ts). Categories split trading by market,
 * as a Hong Kong broker's clients ask by market: 开户, 出入金, 港股交易, 美股交易, 新股认购, 行情, 费用.
 *
 * Product scope `common_br`, not `br`: the broker area's own 常见问题 (remote-br commonProblem) already sits at the
 * same FAQ base with product `br`. The product parameter is the only thing that picks a module's records at that base
 * (mock-server refuses two modules with one scope at start-up; a real backend would hand one the other's rows), and
 * the one-live-entry-per-language-and-category rule is per module, so with `br` the two screens would show, and
 * refuse each other's, categories. The spec's sub-routes of brFAQ (`commonproblem/:product/:langCategory`,
 * `common/:product/:langCategory/:category/:title`) are the help centre's read-only preview (`preview: true`).
 */
import { faqModule, faqQuestions, type Option } from 'shared-ui/contract';

export const COMMON_BR_FAQ_CATEGORIES: readonly Option<string>[] = [
  { value: 'account', label: '开户' },
  { value: 'funds', label: '出入金' },
  { value: 'hk_trading', label: '港股交易' },
  { value: 'us_trading', label: '美股交易' },
  { value: 'ipo', label: '新股认购' },
  { value: 'quotes', label: '行情' },
  { value: 'fees', label: '费用' },
];

export const brFAQ = faqModule({
  area: 'common',
  name: 'brFAQ',
  title: '证券 App 常见问题',
  description: '证券 App 帮助中心（公共 H5 页面）：按语言和分类维护开户、出入金、港美股交易等问题与答案',
  product: 'common_br',
  feeds: '证券 App 的公共 H5 帮助页面（网页版帮助中心）。App 内的帮助中心由「证券 App › 常见问题」维护',
  // Spec: brFAQ, wmFAQ and saFAQ have the help centre's preview pages (commonproblem/…, common/…).
  preview: true,
  categories: COMMON_BR_FAQ_CATEGORIES,
  seed: [
    {
      status: 'published',
      offsetMinutes: -20160,
      operator: '梁志豪',
      values: {
        language: 'zh-hans',
        category: 'funds',
        category_name: '出入金',
        sort: 2,
        questions: faqQuestions(
          ['如何存入资金？', '<p>支持以下方式：</p><ul><li>转数快（FPS）：实时到账</li><li>eDDA 快捷入金：绑定后在 App 内一键入金</li><li>银行转账至公司客户信托账户，并在 App 上传转账凭证</li></ul>', true],
          ['入金多久到账？', '<p>FPS 与 eDDA 一般 10 分钟内到账；银行转账在交易日 16:00 前提交凭证的，当日入账。</p>', true],
          ['如何提取资金？', '<p>在 App「资产 › 提取资金」提交申请，交易日 11:00 前提交的当日处理，只能提取至本人同名银行账户。</p>'],
        ),
      },
    },
    {
      status: 'published',
      offsetMinutes: -20000,
      operator: '梁志豪',
      values: {
        language: 'zh-hans',
        category: 'us_trading',
        category_name: '美股交易',
        sort: 4,
        questions: faqQuestions(
          ['美股的交易时间是？', '<p>北京时间夏令时 21:30–次日 04:00，冬令时 22:30–次日 05:00；盘前盘后时段见交易页提示。</p>', true],
          ['可以买卖碎股吗？', '<p>支持按金额买入美股碎股，最低 1 美元起，碎股仅支持市价单且只在常规交易时段成交。</p>'],
        ),
      },
    },
    {
      status: 'published',
      offsetMinutes: -19900,
      operator: '黄诗韵',
      values: {
        language: 'zh-hant',
        category: 'funds',
        category_name: '出入金',
        sort: 2,
        questions: faqQuestions(['如何存入資金？', '<p>可透過轉數快（FPS）、eDDA 快捷入金或銀行轉賬存入，轉數快即時到賬。</p>', true]),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 4320,
      operator: '黄诗韵',
      values: {
        language: 'zh-hans',
        category: 'quotes',
        category_name: '行情',
        sort: 6,
        questions: faqQuestions(
          ['港股行情是实时的吗？', '<p>开户后免费提供港股实时基本行情（BMP）；如需实时逐笔推送及十档买卖盘，可在「我的 › 行情权限」购买 LV2 行情。</p>', true],
          ['美股行情需要付费吗？', '<p>美股基础行情免费；纳斯达克 TotalView 深度行情需单独订阅。</p>'],
        ),
      },
    },
    {
      status: 'history',
      offsetMinutes: -60480,
      operator: '梁志豪',
      values: {
        language: 'zh-hans',
        category: 'ipo',
        category_name: '新股认购',
        sort: 5,
        questions: faqQuestions(['认购新股需要多少资金？', '<p>按招股价上限计算一手的入场费，另加 1% 经纪佣金、0.0027% 证监会交易征费、0.00565% 联交所交易费和 0.00015% 会财局交易征费。</p>', true]),
      },
    },
  ],
});
