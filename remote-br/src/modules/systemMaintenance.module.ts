/**
 * 系统维护常驻条 (lasting message), base operation/broker/message/lasting/: a banner kept on the trade-holdings or
 * "my" page during maintenance, with an optional popup behind it. It runs for the maintenance window, so it is
 * published with effect and dead times.
 */
import { ACCOUNT_STATUS, defineModule, field, LOGIN_STATUS, MAINTENANCE_SHOW_MODULE, MARKET_STATUS, SYSTEM_TYPE } from 'shared-ui/contract';

export const systemMaintenance = defineModule({
  area: 'br',
  name: 'systemMaintenance',
  title: '系统维护常驻条',
  description: '维护期间在交易持仓或我的页面常驻展示的提示条及其弹窗内容',
  apiBase: 'operation/broker/message/lasting/',
  schedule: 'effect_dead',
  fields: [
    field.select('system', '系统', SYSTEM_TYPE, { required: true, defaultValue: 0, inList: true }),
    field.select('account_status', '开户状态', ACCOUNT_STATUS, { required: true, defaultValue: 0 }),
    field.select('login_status', '登录状态', LOGIN_STATUS, { required: true, defaultValue: 0 }),
    field.select('market_status', '行情等级', MARKET_STATUS, { required: true, defaultValue: 0 }),
    field.select('show_module', '展示模块', MAINTENANCE_SHOW_MODULE, { required: true, defaultValue: 0, inList: true }),
    // One line on a phone: past about 60 characters the banner would wrap or be cut.
    field.text('lasting_content', '常驻条内容', { required: true, maxLength: 60, inList: true }),
    field.textarea('popup_content', '弹窗内容', { maxLength: 500, hint: '选填；填写后点击常驻条弹出此内容' }),
  ],
  // Spec §3: show_module travels as a string in the form ('0' / '1') and is saved as a number.
  normalise: (values) => {
    const shown = values.show_module;
    return typeof shown === 'string' && /^\d+$/.test(shown.trim()) ? { ...values, show_module: Number(shown) } : values;
  },
  seed: [
    {
      status: 'draft',
      values: {
        system: 0,
        account_status: 1,
        login_status: 1,
        market_status: 0,
        show_module: 1,
        lasting_content: '2027 年 1 月 2 日 22:00–24:00 系统升级，期间暂停资金存取',
        popup_content: '为提升系统稳定性，我们将于 2027 年 1 月 2 日 22:00–24:00 升级资金系统，期间暂停入金、出金及货币兑换，交易不受影响。',
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 4320,
      operator: '周婉婷',
      values: {
        system: 2,
        account_status: 1,
        login_status: 0,
        market_status: 0,
        show_module: 0,
        lasting_content: 'Android 6.3.0 以下版本将停止支持交易，请尽快升级',
        popup_content: '为保障交易安全，12 月 15 日起 Android 6.3.0 以下版本将无法下单，请前往应用商店更新至最新版本。',
      },
    },
    {
      status: 'published',
      offsetMinutes: -30,
      operator: '张子健',
      values: {
        system: 0,
        account_status: 1,
        login_status: 1,
        market_status: 1,
        show_module: 0,
        lasting_content: '港股 Level 2 行情今晚 23:00 起升级，期间可能延迟',
        popup_content: '港股 Level 2 行情服务将于今晚 23:00 至次日 01:00 升级维护，期间十档行情可能延迟或暂不可用，交易功能不受影响。',
      },
    },
    {
      status: 'history',
      offsetMinutes: -10080,
      operator: '刘嘉欣',
      values: { system: 0, account_status: 0, login_status: 0, market_status: 0, show_module: 1, lasting_content: '美股行情数据源切换中，部分报价可能延迟 15 分钟', popup_content: '' },
    },
  ],
  // Spec §7 list parameters: the audience codes it targets, and its words.
  listFilters: [
    { kind: 'search', param: 'searchContent', label: '搜索提示内容', fields: ['lasting_content', 'popup_content'] },
    { kind: 'select', param: 'system', label: '系统', field: 'system' },
    { kind: 'select', param: 'login_status', label: '登录状态', field: 'login_status' },
    { kind: 'select', param: 'account_status', label: '开户状态', field: 'account_status' },
    { kind: 'select', param: 'market_status', label: '行情等级', field: 'market_status' },
  ],
});
