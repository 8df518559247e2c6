/**
 * 理财 App 常见问题 (wmFAQ): the wealth app's help centre as the common area keeps it (the H5 help pages shared by the
 * app, the website and customer service), on the FAQ engine (contract faq.ts). Categories are a fund platform's:
 * 开户, 申购赎回, 定投, 现金管理 (the money-market 现金宝 for idle cash), 费用, 账户安全.
 *
 * Product scope `common_wm`, not `wm`: remote-wm's own 常见问题 (`faq`) uses product `wm` at the same FAQ base, and the
 * product parameter is all that keeps two modules' records apart there (see brFAQ.module.ts). The spec's sub-routes
 * of wmFAQ are the help centre's read-only preview (`preview: true`).
 */
import { faqModule, faqQuestions, type Option } from 'shared-ui/contract';

export const COMMON_WM_FAQ_CATEGORIES: readonly Option<string>[] = [
  { value: 'account', label: '开户' },
  { value: 'subscription', label: '申购赎回' },
  { value: 'auto_invest', label: '定投' },
  { value: 'cash', label: '现金管理' },
  { value: 'fees', label: '费用' },
  { value: 'security', label: '账户安全' },
];

export const wmFAQ = faqModule({
  area: 'common',
  name: 'wmFAQ',
  title: '理财 App 常见问题',
  description: '理财 App 帮助中心（公共 H5 页面）：按语言和分类维护开户、申购赎回、定投等问题与答案',
  product: 'common_wm',
  feeds: '理财 App 的公共 H5 帮助页面（官网与客服链接打开的网页版帮助中心）。App 内的帮助中心由「理财 App › 常见问题」维护',
  // Spec: brFAQ, wmFAQ and saFAQ have the help centre's preview pages (commonproblem/…, common/…).
  preview: true,
  categories: COMMON_WM_FAQ_CATEGORIES,
  seed: [
    {
      status: 'published',
      offsetMinutes: -25920,
      operator: '王晓雯',
      values: {
        language: 'zh-hans',
        category: 'auto_invest',
        category_name: '定投',
        sort: 3,
        questions: faqQuestions(
          ['如何设置基金定投？', '<p>在基金详情页点击「定投」，选择每周、每两周或每月的扣款日和金额，确认后按计划自动扣款申购。</p>', true],
          ['定投扣款失败怎么办？', '<p>扣款日账户余额不足时当期定投不执行，计划继续有效；连续 3 期扣款失败的，计划将自动暂停，可在「我的定投」中恢复。</p>', true],
          ['可以随时修改或终止定投吗？', '<p>可以。在扣款日前一个交易日 15:00 前修改，当期生效；之后修改从下一期生效。</p>'],
        ),
      },
    },
    {
      status: 'published',
      offsetMinutes: -25800,
      operator: '王晓雯',
      values: {
        language: 'zh-hans',
        category: 'cash',
        category_name: '现金管理',
        sort: 4,
        questions: faqQuestions(
          ['现金宝是什么？', '<p>现金宝是一键申购的美元 / 港元货币基金服务，闲置资金可随时转入获取收益，转出 T+1 个交易日到账。</p>', true],
          ['现金宝的收益怎么计算？', '<p>按货币基金每日公布的万份收益计算，节假日收益在节后首个交易日一并计入。</p>'],
        ),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 2880,
      operator: '李思琪',
      values: {
        language: 'zh-hans',
        category: 'fees',
        category_name: '费用',
        sort: 5,
        questions: faqQuestions(
          ['申购基金收哪些费用？', '<p>申购费按基金说明书费率收取，App 内申购享一折优惠；部分货币基金和债券基金免申购费。</p>', true],
          ['基金转换收费吗？', '<p>同一基金公司旗下基金转换，按转出基金赎回费与申购费差额收取，差额为负时不收。</p>'],
        ),
      },
    },
    {
      status: 'history',
      offsetMinutes: -64800,
      operator: '陈浩然',
      values: {
        language: 'en',
        category: 'subscription',
        category_name: 'Subscription',
        sort: 2,
        questions: faqQuestions(['When are my fund units confirmed?', '<p>Orders placed before 15:00 HKT on a dealing day are priced at that day\'s NAV and usually confirmed in T+1 to T+3.</p>', true]),
      },
    },
  ],
});
