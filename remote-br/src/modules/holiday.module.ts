/**
 * 公告管理 · 节假日公告 (/operation/br/holiday): market holiday notices through the common workflow. What is live is
 * shown without login at /holiday/messagelist (mock-server `holiday/`), the upcoming holidays first.
 * Dates are calendar days (YYYY-MM-DD, exchange local time): a holiday is a day, not an instant.
 */
import { defineModule, field, isCmsDate, type ModuleValues, type Option } from 'shared-ui/contract';

export const HOLIDAY_MARKETS: readonly Option<string>[] = [
  { value: 'hk', label: '港股' },
  { value: 'us', label: '美股' },
  { value: 'a', label: 'A股' },
  { value: 'ggt', label: '港股通' },
];

export const TRADING_ARRANGEMENTS: readonly Option<string>[] = [
  { value: 'closed', label: '全日休市' },
  { value: 'half_day', label: '半日市' },
  { value: 'early_close', label: '提前收市' },
  { value: 'normal', label: '正常交易' },
];

const dateOf = (values: ModuleValues, name: string): string => (typeof values[name] === 'string' ? (values[name] as string) : '');

export const holiday = defineModule({
  area: 'br',
  name: 'holiday',
  title: '节假日公告',
  description: '发布港股、美股、A股及港股通的休市与交易安排公告，上线后在免登录的节假日消息页展示',
  apiBase: 'operation/broker/holiday/',
  route: 'holiday',
  schedule: 'push_time',
  fields: [
    field.select('market', '市场', HOLIDAY_MARKETS, { required: true, defaultValue: 'hk', inList: true }),
    field.date('start_date', '开始日期', { required: true, inList: true, hint: '交易所当地日期' }),
    field.date('end_date', '结束日期', { required: true, hint: '单日假期与开始日期相同' }),
    field.select('arrangement', '交易安排', TRADING_ARRANGEMENTS, { required: true, defaultValue: 'closed', inList: true }),
    // A phone shows one line of title in the list; about 40 characters fit on a 390-px screen in two lines.
    field.text('title', '标题', { required: true, maxLength: 40, inList: true }),
    field.richText('content', '公告内容', { required: true, maxLength: 2000 }),
  ],
  rules: [
    // Each date is a real day by its field kind (the contract's date rule); this is only their order.
    { field: 'end_date', message: '结束日期不能早于开始日期', test: (values) => !isCmsDate(values.start_date) || !isCmsDate(values.end_date) || dateOf(values, 'end_date') >= dateOf(values, 'start_date') },
  ],
  seed: [
    {
      status: 'draft',
      values: {
        market: 'a',
        start_date: '2027-02-05',
        end_date: '2027-02-11',
        arrangement: 'closed',
        title: '2027 年春节 A 股休市安排',
        content: '<p>根据沪深交易所通知，2027 年 2 月 5 日（星期五）至 2 月 11 日（星期四）休市，2 月 12 日（星期五）起照常开市。</p>',
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '周婉婷',
      values: {
        market: 'ggt',
        start_date: '2026-12-24',
        end_date: '2026-12-28',
        arrangement: 'closed',
        title: '圣诞节及元旦前后港股通交易安排',
        content: '<p>12 月 24 日港股半日市，<strong>港股通当日不提供交易服务</strong>；12 月 25 日至 28 日港股通暂停。</p>',
      },
    },
    {
      status: 'published',
      offsetMinutes: -60,
      operator: '张子健',
      values: {
        market: 'hk',
        start_date: '2026-12-24',
        end_date: '2026-12-24',
        arrangement: 'half_day',
        title: '平安夜港股半日市',
        content: '<p>2026 年 12 月 24 日（星期四）港股半日市，上午 12:00 收市，<strong>无午市及收市竞价交易时段</strong>。</p>',
      },
    },
    {
      status: 'published',
      offsetMinutes: -120,
      operator: '张子健',
      values: {
        market: 'us',
        start_date: '2026-12-25',
        end_date: '2026-12-25',
        arrangement: 'closed',
        title: '圣诞节美股休市',
        content: '<p>2026 年 12 月 25 日（星期五）美股全日休市，12 月 28 日照常交易。</p>',
      },
    },
    {
      status: 'history',
      offsetMinutes: -20160,
      operator: '刘嘉欣',
      values: {
        market: 'us',
        start_date: '2026-11-26',
        end_date: '2026-11-26',
        arrangement: 'closed',
        title: '感恩节美股休市',
        content: '<p>11 月 26 日美股休市，27 日提前至美东时间 13:00 收市。</p>',
      },
    },
  ],
  listFilters: [
    // Spec §7 has no market parameter; the market is a list column, and the title names the market anyway.
    { kind: 'search', param: 'searchContent', label: '搜索标题', fields: ['title'] },
  ],
});
