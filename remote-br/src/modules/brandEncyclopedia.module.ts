/**
 * 品牌百科 (brandEncyclopedia): the 「了解我们」 pages of the 证券 App — one entry per topic a new client asks before
 * trusting a broker with money: who we are, the SFC licences, how client assets are kept apart, investor compensation,
 * awards. Each entry is a title, a category, a summary for the list and a rich-text page. Many entries are live at
 * once, shown by category in the order given by 排序 (smaller first); one live entry per title (a duplicate would show
 * twice in the list).
 */
import { defineModule, field, type Option } from 'shared-ui/contract';

export const BRAND_CATEGORIES: readonly Option<string>[] = [
  { value: 'about', label: '公司介绍' },
  { value: 'licence', label: '牌照资质' },
  { value: 'safety', label: '资金安全' },
  { value: 'honour', label: '荣誉奖项' },
];

export const brandEncyclopedia = defineModule({
  area: 'br',
  name: 'brandEncyclopedia',
  title: '品牌百科',
  description: '「了解我们」页面的词条：公司介绍、牌照资质、资金安全、荣誉奖项，按分类与排序展示',
  apiBase: 'operation/broker/brandencyclopedia/',
  schedule: 'push_time',
  fields: [
    field.text('entry_title', '词条标题', { required: true, maxLength: 20, inList: true }),
    field.select('category', '分类', BRAND_CATEGORIES, { required: true, defaultValue: 'about', inList: true }),
    field.number('sort', '排序', { required: true, integer: true, min: 1, max: 99, defaultValue: 1, inList: true, hint: '同一分类内数字小的在前' }),
    field.textarea('summary', '摘要', { required: true, maxLength: 60, hint: '列表中标题下方的一句话' }),
    field.richText('content', '正文', { required: true, maxLength: 3000 }),
  ],
  uniqueWhileLive: { fields: ['entry_title'], message: '已有同名词条上线，请修改标题或先下架原词条' },
  seed: [
    {
      status: 'published',
      offsetMinutes: -43200,
      operator: '黄诗韵',
      values: {
        entry_title: '证监会持牌法团',
        category: 'licence',
        sort: 1,
        summary: '持有香港证监会第 1、4、9 类受规管活动牌照，可查询公开记录。',
        content: '<p>本公司为香港证券及期货事务监察委员会（证监会）持牌法团，中央编号 BXX123。</p><ul><li>第 1 类：证券交易</li><li>第 4 类：就证券提供意见</li><li>第 9 类：提供资产管理</li></ul><p>可于证监会网站「持牌人及注册机构的公众纪录册」查询。</p>',
      },
    },
    {
      status: 'published',
      offsetMinutes: -43000,
      operator: '黄诗韵',
      values: {
        entry_title: '客户资产如何隔离',
        category: 'safety',
        sort: 1,
        summary: '客户款项存放于持牌银行的独立信托账户，与公司自有资金分开。',
        content: '<p>按照《证券及期货（客户款项）规则》，客户款项存放于持牌银行的独立客户账户；客户证券由香港中央结算有限公司托管。</p><p>公司不得挪用客户资产作自营用途。</p>',
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '梁志豪',
      values: {
        entry_title: '投资者赔偿基金',
        category: 'safety',
        sort: 2,
        summary: '若持牌中介违责，合资格投资者每人最高可获 50 万港元赔偿。',
        content: '<p>投资者赔偿基金由投资者赔偿有限公司管理。若持牌中介人违责，合资格投资者每人最高可获赔偿 50 万港元。</p>',
      },
    },
    {
      status: 'draft',
      values: { entry_title: '2026 年度最佳港股券商', category: 'honour', sort: 1, summary: '获评 2026 年度最佳港股互联网券商。', content: '<p>感谢每一位客户的信任与支持。</p>' },
    },
  ],
});
