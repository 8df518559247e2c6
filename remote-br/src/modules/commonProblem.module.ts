/**
 * 常见问题 (commonProblem): the broker app's help centre, on the FAQ engine (contract faq.ts) with product `br`: one
 * entry per language and category (开户, 出入金, 交易, 新股认购, 行情, 费用), questions in order with rich-text answers.
 */
import { faqModule, faqQuestions, type Option } from 'shared-ui/contract';

export const BR_FAQ_CATEGORIES: readonly Option<string>[] = [
  { value: 'account', label: '开户' },
  { value: 'funds', label: '出入金' },
  { value: 'trading', label: '交易' },
  { value: 'ipo', label: '新股认购' },
  { value: 'quotes', label: '行情' },
  { value: 'fees', label: '费用' },
];

export const commonProblem = faqModule({
  area: 'br',
  name: 'commonProblem',
  title: '常见问题',
  description: '证券 App 帮助中心：按语言（简体 / 繁体 / 英文）和分类维护问题与答案，热门问题显示在帮助中心首页',
  product: 'br',
  feeds: '证券 App 内的帮助中心。公共 H5 帮助页面由「公共模块 › 证券 App 常见问题」维护',
  categories: BR_FAQ_CATEGORIES,
  seed: [
    {
      status: 'published',
      offsetMinutes: -43200,
      operator: '黄诗韵',
      values: {
        language: 'zh-hans',
        category: 'account',
        category_name: '开户',
        sort: 1,
        questions: faqQuestions(
          ['内地居民可以在线开户吗？', '<p>可以。持中国内地居民身份证及内地银行卡，通过 App 完成身份验证与视频见证即可在线开户，一般 1 个工作日内审核完成。</p>', true],
          ['开户需要准备哪些资料？', '<ul><li>有效身份证件（身份证或港澳通行证）</li><li>本人名下银行卡</li><li>住址证明（近 3 个月）</li></ul>'],
          ['开户审核要多久？', '<p>资料齐全的情况下，交易日提交一般当日完成审核；如需补充资料，客服会以短信通知。</p>'],
        ),
      },
    },
    {
      status: 'published',
      offsetMinutes: -43100,
      operator: '黄诗韵',
      values: {
        language: 'zh-hant',
        category: 'account',
        category_name: '開戶',
        sort: 1,
        questions: faqQuestions(['香港居民如何開戶？', '<p>持香港身份證及本地銀行賬戶，透過 App 上傳證件並完成身份核實即可開戶。</p>', true]),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '梁志豪',
      values: {
        language: 'zh-hans',
        category: 'ipo',
        category_name: '新股认购',
        sort: 3,
        questions: faqQuestions(
          ['什么是融资认购？', '<p>融资认购即向券商借入部分资金认购新股，可提高中签数量，但需支付融资利息；未中签时按实际占用天数计息。</p>', true],
          ['中签结果什么时候公布？', '<p>一般于招股截止后的第 2–3 个交易日公布，App「新股日历」会推送通知。</p>'],
        ),
      },
    },
    {
      status: 'history',
      offsetMinutes: -86400,
      operator: '梁志豪',
      values: {
        language: 'en',
        category: 'trading',
        category_name: 'Trading',
        sort: 2,
        questions: faqQuestions(['What are the trading hours of the HK market?', '<p>Morning session 09:30–12:00, afternoon session 13:00–16:00 (HKT), with a pre-opening session from 09:00.</p>']),
      },
    },
  ],
});
