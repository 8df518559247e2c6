/**
 * 证券账户常见问题 (saFAQ): the securities-account help pages (证券账户: opening and keeping the account itself, apart
 * from what a client trades with it), on the FAQ engine (contract faq.ts). Categories follow an account's life at a
 * Hong Kong broker: 开户申请, 身份认证, 银行卡, 资料变更, 专业投资者 (PI 认证), 税务信息 (CRS 自我证明, W-8BEN), 销户.
 *
 * Product scope `common_sa` (see yffFAQ.module.ts for why the common FAQs carry a `common_` prefix at the shared FAQ
 * base). The spec's sub-routes of saFAQ are the help centre's read-only preview (`preview: true`).
 */
import { faqModule, faqQuestions, type Option } from 'shared-ui/contract';

export const SA_FAQ_CATEGORIES: readonly Option<string>[] = [
  { value: 'opening', label: '开户申请' },
  { value: 'verification', label: '身份认证' },
  { value: 'bank_card', label: '银行卡' },
  { value: 'info_change', label: '资料变更' },
  { value: 'professional', label: '专业投资者' },
  { value: 'tax', label: '税务信息' },
  { value: 'closing', label: '销户' },
];

export const saFAQ = faqModule({
  area: 'common',
  name: 'saFAQ',
  title: '证券账户常见问题',
  description: '证券账户帮助页面：开户申请、身份认证、资料变更、税务信息与销户等问题，按语言和分类维护',
  product: 'common_sa',
  feeds: '证券账户帮助页面（开户与账户管理的网页版帮助中心）',
  // Spec: brFAQ, wmFAQ and saFAQ have the help centre's preview pages (commonproblem/…, common/…).
  preview: true,
  categories: SA_FAQ_CATEGORIES,
  seed: [
    {
      status: 'published',
      offsetMinutes: -34560,
      operator: '郑嘉欣',
      values: {
        language: 'zh-hans',
        category: 'opening',
        category_name: '开户申请',
        sort: 1,
        questions: faqQuestions(
          ['开立证券账户需要什么条件？', '<p>年满 18 周岁，持有效身份证件（内地居民身份证、香港身份证或护照）及本人名下银行账户，并完成风险披露声明与适当性评估。</p>', true],
          ['一个人可以开几个证券账户？', '<p>每位客户可开立一个现金账户和一个保证金账户，两个账户共用一套登录信息。</p>'],
          ['开户申请被退回怎么办？', '<p>退回原因会以短信和 App 消息通知，按提示补充或更正资料后重新提交即可，无需重新填写全部信息。</p>'],
        ),
      },
    },
    {
      status: 'published',
      offsetMinutes: -34400,
      operator: '郑嘉欣',
      values: {
        language: 'zh-hans',
        category: 'tax',
        category_name: '税务信息',
        sort: 6,
        questions: faqQuestions(
          ['为什么要填写 CRS 自我证明？', '<p>根据香港《税务条例》实施的共同汇报标准（CRS），金融机构须识别客户的税务居民身份，并按规定向税务局申报非本地税务居民的账户资料。</p>', true],
          ['买卖美股为什么要签 W-8BEN 表格？', '<p>W-8BEN 用于向美国国税局证明您是非美国税务居民，签署后美股股息预扣税率按税收协定执行（内地居民一般为 10%），表格有效期约 3 年。</p>', true],
        ),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '冯志远',
      values: {
        language: 'zh-hans',
        category: 'info_change',
        category_name: '资料变更',
        sort: 4,
        questions: faqQuestions(
          ['如何修改手机号码？', '<p>在 App「我的 › 账户设置 › 手机号码」验证原手机号后修改；原号码已停用的，需上传身份证件并进行人脸识别。</p>', true],
          ['住址变更需要提交证明吗？', '<p>需上传近 3 个月内的住址证明（水电煤账单、银行月结单或政府信函），审核通过后生效。</p>'],
        ),
      },
    },
    {
      status: 'history',
      offsetMinutes: -69120,
      operator: '郑嘉欣',
      values: {
        language: 'zh-hant',
        category: 'opening',
        category_name: '開戶申請',
        sort: 1,
        questions: faqQuestions(['開立證券賬戶需要甚麼條件？', '<p>年滿 18 歲，持有效身份證明文件及本人銀行賬戶即可申請。</p>', true]),
      },
    },
    {
      status: 'draft',
      values: {
        language: 'zh-hans',
        category: 'closing',
        category_name: '销户',
        sort: 7,
        questions: faqQuestions(['如何注销证券账户？', '<p>请先清空持仓并提取全部资金，再在 App「我的 › 账户设置 › 注销账户」提交申请，一般 5 个工作日内办结。</p>']),
      },
    },
  ],
});
