/**
 * 易富通常见问题 (yffFAQ): the help centre of 易富通, the group's fund-advisory service (基金投顾: a managed fund
 * portfolio rebalanced by the advisory team within the client's mandate), on the FAQ engine (contract faq.ts).
 *
 * Product scope `common_yff`, not `yff`: every FAQ shares the one base `operation/common/faq/` and the `product`
 * parameter is all that picks its records there, so the common area's five FAQs carry a `common_` prefix that no app's
 * own FAQ module (br `commonProblem` = `br`, wm `faq` = `wm`) uses — their lists and their one-live-per-language-and-
 * category rule never meet. Categories are what an advisory client asks about: the service itself, signing the
 * mandate, portfolios and rebalancing, subscribing and redeeming, the advisory fee, the risk assessment.
 * The spec gives yffFAQ no sub-routes (only brFAQ, wmFAQ and saFAQ have them).
 */
import { faqModule, faqQuestions, type Option } from 'shared-ui/contract';

export const YFF_FAQ_CATEGORIES: readonly Option<string>[] = [
  { value: 'service', label: '投顾服务' },
  { value: 'signing', label: '签约与授权' },
  { value: 'portfolio', label: '组合与调仓' },
  { value: 'trading', label: '申购与赎回' },
  { value: 'fees', label: '投顾费用' },
  { value: 'risk', label: '风险测评' },
];

export const yffFAQ = faqModule({
  area: 'common',
  name: 'yffFAQ',
  title: '易富通常见问题',
  description: '易富通基金投顾帮助中心：按语言和分类维护问题与答案，热门问题显示在帮助中心首页',
  product: 'common_yff',
  feeds: '易富通基金投顾的帮助中心',
  categories: YFF_FAQ_CATEGORIES,
  seed: [
    {
      status: 'published',
      offsetMinutes: -30240,
      operator: '周雨桐',
      values: {
        language: 'zh-hans',
        category: 'service',
        category_name: '投顾服务',
        sort: 1,
        questions: faqQuestions(
          ['什么是易富通基金投顾？', '<p>易富通是本公司提供的基金投资顾问服务：投顾团队根据您的风险测评结果和投资目标，为您配置基金组合，并在您签约授权的范围内持续跟踪、调仓。</p>', true],
          ['投顾组合和自己买基金有什么不同？', '<ul><li>由专业团队选基、配置与调仓，无需自行盯盘</li><li>组合按风险等级分散投资，单只基金波动影响更小</li><li>每次调仓均附调仓说明，可随时查看</li></ul>', true],
          ['易富通多少钱起投？', '<p>多数组合 1,000 元起投，追加 100 元起；具体以组合详情页为准。</p>'],
        ),
      },
    },
    {
      status: 'published',
      offsetMinutes: -30100,
      operator: '周雨桐',
      values: {
        language: 'zh-hans',
        category: 'fees',
        category_name: '投顾费用',
        sort: 5,
        questions: faqQuestions(
          ['投顾服务费怎么收？', '<p>按组合持有资产年化 0.5% 逐日计提，每季度末从组合中扣收；持有不足一个季度的，按实际持有天数计算。</p>', true],
          ['组合内基金的申购费还要另付吗？', '<p>组合内基金的申购费享一折优惠，赎回费按各基金招募说明书的规定收取，均在交易确认时扣除。</p>'],
        ),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 2880,
      operator: '孙嘉怡',
      values: {
        language: 'zh-hans',
        category: 'portfolio',
        category_name: '组合与调仓',
        sort: 3,
        questions: faqQuestions(
          ['调仓需要我自己操作吗？', '<p>签约时选择「自动跟投」的，调仓由系统按投顾指令自动完成并推送通知；选择「手动确认」的，请在收到调仓通知后 3 个交易日内确认，逾期视为放弃本次调仓。</p>', true],
          ['调仓会产生费用吗？', '<p>调仓涉及的基金赎回与申购按正常费率收取（申购费一折）；持有不足 7 天的基金赎回费较高，投顾团队调仓时会尽量避开。</p>'],
        ),
      },
    },
    {
      status: 'history',
      offsetMinutes: -86400,
      operator: '周雨桐',
      values: {
        language: 'zh-hant',
        category: 'service',
        category_name: '投顧服務',
        sort: 1,
        questions: faqQuestions(['甚麼是易富通基金投顧？', '<p>易富通由投顧團隊根據您的風險評估結果為您配置基金組合，並在授權範圍內持續調倉。</p>', true]),
      },
    },
  ],
});
