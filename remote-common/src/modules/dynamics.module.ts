/**
 * 企业动态 (dynamics): the news list of the group's official website (ow), at `/operation/ow/dynamics` (route
 * `dynamics` under the ow area base; the menu entry 企业动态). Base `operation/website/dynamics/` (spec §7:
 * operation/website/...), the website's alone, so no scope.
 *
 * An entry is one news item as the website's 企业动态 list and detail page show it: title (the spec's website title
 * hint of 28 characters, warned; 60 at most), a type for the list's tabs (公司新闻, 业务动态, 荣誉奖项, 社会责任), a 16:9
 * cover for the list card, a summary under the title, the rich-text body of the detail page, the date the site shows
 * (its own field: a news item is often put online a day after the event, or backdated when an old release is moved
 * over), and 置顶 to pin it above the list. Many items are live at once (it is a list), so no live limit; the same
 * title live twice would read as a duplicate post, so a live title may not repeat (1019).
 */
import { defineModule, field, seedImagePath, type Option } from 'shared-ui/contract';

export const DYNAMICS_COVER_SLOT = { width: 800, height: 450 } as const;

export const DYNAMICS_CATEGORIES: readonly Option<string>[] = [
  { value: 'company', label: '公司新闻' },
  { value: 'business', label: '业务动态' },
  { value: 'award', label: '荣誉奖项' },
  { value: 'csr', label: '社会责任' },
];

const cover = (name: string) => seedImagePath(`ow-dynamics-${name}`, DYNAMICS_COVER_SLOT);

export const dynamics = defineModule({
  area: 'ow',
  name: 'dynamics',
  route: 'dynamics',
  title: '企业动态',
  description: '官网「企业动态」栏目：公司新闻、业务动态、荣誉奖项与社会责任，列表卡片显示封面、标题与摘要',
  apiBase: 'operation/website/dynamics/',
  schedule: 'push_time',
  fields: [
    field.text('title', '标题', { required: true, lengthHint: 28, maxLength: 60, inList: true }),
    field.select('category', '动态类型', DYNAMICS_CATEGORIES, { required: true, defaultValue: 'company', inList: true }),
    field.image('cover', '封面图', DYNAMICS_COVER_SLOT, { required: true, hint: '官网列表卡片与分享时显示' }),
    field.textarea('summary', '摘要', { required: true, maxLength: 120, hint: '列表中标题下方的一段话' }),
    field.richText('content', '正文', { required: true, maxLength: 10000 }),
    // A date, not a time: the site prints the day only. The wire keeps the name news_time the website reads.
    field.date('news_time', '新闻日期', { required: true, inList: true, hint: '官网显示的日期，可早于上线时间' }),
    field.switch('is_top', '置顶', { defaultValue: 0, onLabel: '置顶', offLabel: '不置顶', inList: true }),
  ],
  uniqueWhileLive: { fields: ['title'], message: '已有同标题的企业动态在官网展示，请修改标题或先下架' },
  seed: [
    {
      status: 'published',
      offsetMinutes: -10080,
      operator: '何嘉敏',
      values: {
        title: '集团获颁「年度最佳数字财富管理平台」',
        category: 'award',
        cover: cover('award'),
        summary: '在第十届香港金融科技大奖颁奖典礼上，集团理财 App 凭借智能投顾与一站式基金平台获评年度最佳数字财富管理平台。',
        content:
          '<p>11 月 18 日，第十届香港金融科技大奖颁奖典礼在香港会议展览中心举行，集团理财 App 获颁「年度最佳数字财富管理平台」。</p><p>评审委员会认为，平台在基金投顾、跨境理财与投资者教育方面表现突出。截至 10 月底，平台服务客户超过 120 万，上架公募基金逾 1,800 只。</p><p>集团表示，将继续以合规为本、以客户为先，提升数字化财富管理服务。</p>',
        news_time: '2026-11-18',
        is_top: 1,
      },
    },
    {
      status: 'published',
      offsetMinutes: -4320,
      operator: '何嘉敏',
      values: {
        title: '港美股交易平台全面支持美股碎股交易',
        category: 'business',
        cover: cover('business'),
        summary: '即日起，客户可在证券 App 以金额下单买入美股碎股，1 美元起投，覆盖逾 3,000 只美股及 ETF。',
        content: '<p>即日起，集团证券 App 全面上线美股碎股交易功能，客户可按金额买入，最低 1 美元起。</p><ul><li>覆盖逾 3,000 只美股及 ETF</li><li>碎股订单在常规交易时段以市价成交</li><li>佣金按成交金额计算，不设最低收费</li></ul>',
        news_time: '2026-11-22',
        is_top: 0,
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '吴俊杰',
      values: {
        title: '「金融知识进社区」公益活动走进深水埗',
        category: 'csr',
        cover: cover('csr'),
        summary: '集团志愿者走进深水埗社区中心，为长者讲解防范投资诈骗与电子支付安全知识。',
        content: '<p>本周六，集团 30 名志愿者走进深水埗社区中心，开展「金融知识进社区」公益活动，为近 200 名长者讲解常见投资诈骗手法及电子支付安全知识。</p>',
        news_time: '2026-11-29',
        is_top: 0,
      },
    },
    {
      status: 'history',
      offsetMinutes: -43200,
      operator: '何嘉敏',
      values: {
        title: '集团公布 2026 年中期业绩',
        category: 'company',
        cover: cover('company'),
        summary: '上半年客户资产规模同比增长 28%，财富管理业务收入占比首次超过四成。',
        content: '<p>集团公布截至 2026 年 6 月 30 日止六个月的中期业绩：客户资产规模同比增长 28%，财富管理业务收入占比首次超过四成。</p>',
        news_time: '2026-08-25',
        is_top: 0,
      },
    },
  ],
});
