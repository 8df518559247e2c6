/**
 * 官网常见问题 (icpFAQ): the help pages of the group's official website (the ICP-filed 官网), on the FAQ engine
 * (contract faq.ts). What a visitor of a licensed broker's website asks: who the company is and its licences, the
 * website's online account, customer service, security and anti-fraud, complaints, and information disclosure.
 *
 * Product scope `common_icp` (see yffFAQ.module.ts for why the common FAQs carry a `common_` prefix at the shared
 * FAQ base). The website is read in Hong Kong and the mainland, so the seeds cover 简体, and English for the
 * licence question overseas visitors ask. The spec gives icpFAQ no sub-routes.
 */
import { faqModule, faqQuestions, type Option } from 'shared-ui/contract';

export const ICP_FAQ_CATEGORIES: readonly Option<string>[] = [
  { value: 'about', label: '关于我们' },
  { value: 'account', label: '网上账户' },
  { value: 'service', label: '客户服务' },
  { value: 'security', label: '安全与反诈' },
  { value: 'complaint', label: '投诉与建议' },
  { value: 'disclosure', label: '信息披露' },
];

export const icpFAQ = faqModule({
  area: 'common',
  name: 'icpFAQ',
  title: '官网常见问题',
  description: '公司官网帮助页面：公司与牌照、网上账户、客户服务、安全与反诈等问题，按语言和分类维护',
  product: 'common_icp',
  feeds: '公司官网的「常见问题」页面（官网访客看到的帮助页面，不在任何 App 中显示）',
  categories: ICP_FAQ_CATEGORIES,
  seed: [
    {
      status: 'published',
      offsetMinutes: -40320,
      operator: '何嘉敏',
      values: {
        language: 'zh-hans',
        category: 'about',
        category_name: '关于我们',
        sort: 1,
        questions: faqQuestions(
          ['公司持有哪些业务牌照？', '<p>集团旗下持牌公司持有香港证券及期货事务监察委员会（证监会）发出的第 1 类（证券交易）、第 4 类（就证券提供意见）及第 9 类（提供资产管理）受规管活动牌照，可在证监会「持牌人及注册机构的公众纪录册」中查询。</p>', true],
          ['客户资产是否独立存管？', '<p>是。客户款项存放于持牌银行的客户信托账户，客户证券由中央结算系统及托管机构独立托管，与公司自有资产分开。</p>', true],
          ['公司办公地址在哪里？', '<p>总部位于香港中环，另在深圳前海设有客户服务中心，详细地址见官网「联系我们」页面。</p>'],
        ),
      },
    },
    {
      status: 'published',
      offsetMinutes: -40200,
      operator: '何嘉敏',
      values: {
        language: 'zh-hans',
        category: 'security',
        category_name: '安全与反诈',
        sort: 4,
        questions: faqQuestions(
          ['如何辨别假冒网站和诈骗电话？', '<ul><li>请只通过官网公布的域名和官方应用商店下载 App</li><li>公司员工不会索取您的交易密码或短信验证码</li><li>不会要求您向个人账户转账</li></ul><p>如有疑问，请拨打官网公布的客服热线核实。</p>', true],
          ['我的个人资料会被如何使用？', '<p>我们仅在《个人资料收集声明》所列用途内使用您的资料，未经您同意不会提供给第三方作直接促销之用。</p>'],
        ),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '吴俊杰',
      values: {
        language: 'zh-hans',
        category: 'service',
        category_name: '客户服务',
        sort: 3,
        questions: faqQuestions(
          ['客服热线的服务时间？', '<p>交易日 08:30–20:00（香港时间），非交易日 09:00–18:00；App 在线客服 7×24 小时服务。</p>', true],
          ['可以预约上门或视频见证吗？', '<p>可以。请通过官网「预约服务」提交申请，客户经理会在 1 个工作日内与您联系。</p>'],
        ),
      },
    },
    {
      status: 'history',
      offsetMinutes: -80640,
      operator: '何嘉敏',
      values: {
        language: 'en',
        category: 'about',
        category_name: 'About Us',
        sort: 1,
        questions: faqQuestions(['Which licences does the company hold?', '<p>Our licensed entities hold SFC licences for Types 1, 4 and 9 regulated activities.</p>', true]),
      },
    },
  ],
});
