/**
 * 常见问题 (faq): the wealth app's help centre, on the FAQ engine (contract faq.ts) with product `wm`: one entry per
 * language and category, questions in order with rich-text answers, at most 3 hot ones per category, one live entry
 * per language and category. The categories are a fund platform's: 开户, 申购赎回, 基金交易 (conversion, auto-invest,
 * dividends), 存入与提取, 费用, 账户安全 — what a Hong Kong fund platform's clients ask most.
 *
 * Product `wm`, not shared: at the FAQ base the product is all that keeps two modules' records apart, and the common
 * area's 理财 App 常见问题 (`wmFAQ`, the shared H5 help pages) uses `common_wm` for that reason.
 */
import { faqModule, faqQuestions, type Option } from 'shared-ui/contract';

export const WM_FAQ_CATEGORIES: readonly Option<string>[] = [
  { value: 'account', label: '开户' },
  { value: 'subscription', label: '申购赎回' },
  { value: 'trading', label: '基金交易' },
  { value: 'transfer', label: '存入与提取' },
  { value: 'fees', label: '费用' },
  { value: 'security', label: '账户安全' },
];

export const faq = faqModule({
  area: 'wm',
  name: 'faq',
  title: '常见问题',
  description: '理财 App 帮助中心：按语言（简体 / 繁体 / 英文）和分类维护问题与答案，热门问题显示在帮助中心首页',
  product: 'wm',
  feeds: '理财 App 内的帮助中心。公共 H5 帮助页面由「公共模块 › 理财 App 常见问题」维护',
  categories: WM_FAQ_CATEGORIES,
  seed: [
    {
      status: 'published',
      offsetMinutes: -43200,
      operator: '王晓雯',
      values: {
        language: 'zh-hans',
        category: 'subscription',
        category_name: '申购赎回',
        sort: 2,
        questions: faqQuestions(
          ['申购后什么时候确认份额？', '<p>交易日 15:00（香港时间）前提交的申购，按当日净值确认份额，一般 T+1 至 T+3 个交易日完成确认，具体以基金说明书为准。</p>', true],
          ['赎回的钱多久到账？', '<ul><li>货币基金：T+1 个交易日</li><li>债券基金：T+2 至 T+4 个交易日</li><li>股票及 QDII 基金：T+5 至 T+7 个交易日</li></ul>', true],
          ['可以撤销已提交的申购吗？', '<p>当日截止时间前可在「我的资产 › 交易记录」中撤单；截止时间后不可撤销。</p>'],
        ),
      },
    },
    {
      status: 'published',
      offsetMinutes: -43100,
      operator: '王晓雯',
      values: {
        language: 'zh-hant',
        category: 'fees',
        category_name: '費用',
        sort: 5,
        questions: faqQuestions(['申購基金要付哪些費用？', '<p>包括認購費（平台優惠後低至 0%）及基金的管理費、託管費；管理費已在每日淨值中扣除，不另外收取。</p>', true]),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '李思琪',
      values: {
        language: 'zh-hans',
        category: 'security',
        category_name: '账户安全',
        sort: 6,
        questions: faqQuestions(
          ['忘记交易密码怎么办？', '<p>在「我的 › 设置 › 安全中心」选择「重置交易密码」，完成人脸识别后即可设置新密码。</p>', true],
          ['如何开启双重认证？', '<p>在安全中心开启「登录双重认证」，之后在新设备登录时需输入短信验证码。</p>'],
        ),
      },
    },
    {
      status: 'history',
      offsetMinutes: -86400,
      operator: '陈浩然',
      values: {
        language: 'en',
        category: 'account',
        category_name: 'Account',
        sort: 1,
        questions: faqQuestions(['Who can open a fund account?', '<p>Hong Kong and mainland residents aged 18 or above with a valid ID and a bank account in their own name.</p>']),
      },
    },
  ],
});
