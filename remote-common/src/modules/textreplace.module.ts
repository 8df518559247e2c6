/**
 * 文案替换 (textreplace): app copy changed without an app release — a button's words, a risk reminder, a holiday line
 * on the trade page. The apps ship every text under a key (`trade.order.submit_success`); an entry here replaces the
 * text of one key, for one app or for all of them, in 简体 / 繁體 / English (all three: the app shows the user's
 * language and must never fall back to a key). A remark says why, so the next colleague knows whether it may go.
 *
 * One replacement per key and app is live: a newer one supersedes it (asked on save, the older retired when the newer
 * goes live). An entry for 全部 App and one for a single app may both be live: the apps prefer their own. Taking an
 * entry off shelf restores the shipped text. Schedule `push_time`.
 */
import { defineModule, field, stringValue, type ModuleValues } from 'shared-ui/contract';
import { GROUP_APPS_OR_ALL } from './groupApps';

/** Copy keys as the apps' string tables write them: dot-separated lower-case words. */
export const TEXT_KEY = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+){1,5}$/;

const seedValues = (app: string, key: string, zh: string, hant: string, en: string, remark: string): ModuleValues => ({
  app,
  text_key: key,
  text: { 'zh-hans': zh, 'zh-hant': hant, en },
  remark,
});

export const textreplace = defineModule({
  area: 'common',
  name: 'textreplace',
  title: '文案替换',
  description: '按文案键替换 App 内的文字（简体、繁体、英文），无需发版；下架即恢复 App 自带文案',
  apiBase: 'operation/common/textreplace/',
  schedule: 'push_time',
  fields: [
    field.select('app', '适用 App', GROUP_APPS_OR_ALL, { required: true, defaultValue: 'all', inList: true, hint: '单个 App 的替换优先于「全部 App」' }),
    field.text('text_key', '文案键', { required: true, maxLength: 80, inList: true, hint: '研发提供的文案键，如 trade.order.submit_success' }),
    field.multiLanguage('text', '替换文案', { required: true, languages: ['zh-hans', 'zh-hant', 'en'], maxLength: 200, multiline: true, inList: true }),
    field.textarea('remark', '替换原因', { required: true, maxLength: 100, inList: true, hint: '为什么替换、何时可以下架' }),
  ],
  rules: [
    {
      field: 'text_key',
      message: '文案键应为以点分隔的小写单词，如 trade.order.submit_success',
      test: (v) => stringValue(v.text_key) === '' || TEXT_KEY.test(stringValue(v.text_key)),
    },
  ],
  supersedes: { fields: ['app', 'text_key'], subject: '该 App 的文案键' },
  listFilters: [{ kind: 'search', param: 'searchContent', label: '搜索文案键或原因', fields: ['text_key', 'remark'] }],
  seed: [
    {
      status: 'published',
      offsetMinutes: -2880,
      operator: '黄诗韵',
      values: seedValues(
        'br',
        'trade.holiday.notice',
        '12 月 25、26 日港股休市，美股 25 日休市，期间不接受相关市场委托。',
        '12 月 25、26 日港股休市，美股 25 日休市，期間不接受相關市場委託。',
        'HK market closed on 25-26 Dec and US market on 25 Dec; orders for these markets are not accepted.',
        '圣诞假期休市提示，12 月 27 日后下架',
      ),
    },
    {
      status: 'published',
      offsetMinutes: -20160,
      operator: '王晓雯',
      values: seedValues('all', 'common.risk.fund_disclaimer', '基金有风险，投资需谨慎。过往业绩不代表未来表现。', '基金有風險，投資需謹慎。過往業績不代表未來表現。', 'Investment involves risks. Past performance is not indicative of future results.', '合规部要求统一风险提示措辞'),
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '李思琪',
      values: seedValues('wm', 'fund.purchase.confirm_button', '确认申购', '確認申購', 'Confirm Subscription', '申购页按钮文案与交易规则统一为「申购」'),
    },
    { status: 'draft', values: seedValues('esop', 'vesting.reminder.title', '您有一笔股票即将归属', '您有一筆股票即將歸屬', 'You have shares vesting soon', '归属提醒标题优化，待产品确认') },
    {
      status: 'history',
      offsetMinutes: -43200,
      operator: '陈浩然',
      values: seedValues('br', 'trade.holiday.notice', '10 月 1 日至 7 日 A 股休市，港股通暂停交易。', '10 月 1 日至 7 日 A 股休市，港股通暫停交易。', 'A-share market and Southbound trading closed 1-7 Oct.', '国庆休市提示'),
    },
  ],
});
