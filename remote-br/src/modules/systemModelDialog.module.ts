/**
 * 系统维护弹窗 (maintenance dialog), base operation/broker/message/popup/. Spec §3: maintenance defaults to 1 (on),
 * tip_count to 1; the white list (UINs exempt from the dialog, e.g. testers checking the release) applies only while
 * maintenance is 1 (`visibleWhen`): an off config has none. The on/off switch itself ends a maintenance, so a single push time is enough: a new config
 * with maintenance 0 is published when the work is done.
 */
import { ACCOUNT_STATUS, defineModule, field, LOGIN_STATUS, MARKET_STATUS, SYSTEM_TYPE } from 'shared-ui/contract';

export const MAINTENANCE_TIP_COUNT = { min: 1, max: 10, default: 1 } as const;

export const systemModelDialog = defineModule({
  area: 'br',
  name: 'systemModelDialog',
  title: '系统维护弹窗',
  description: '维护期间向目标用户弹出的提示，可设置白名单 UIN 不受影响',
  apiBase: 'operation/broker/message/popup/',
  schedule: 'push_time',
  fields: [
    field.select('system', '系统', SYSTEM_TYPE, { required: true, defaultValue: 0, inList: true }),
    field.switch('maintenance', '维护状态', { onLabel: '维护中', offLabel: '关闭维护', defaultValue: 1, inList: true }),
    field.select('account_status', '开户状态', ACCOUNT_STATUS, { required: true, defaultValue: 0 }),
    field.select('login_status', '登录状态', LOGIN_STATUS, { required: true, defaultValue: 0 }),
    field.select('market_status', '行情等级', MARKET_STATUS, { required: true, defaultValue: 0 }),
    // More than a handful of repeats only nags; 10 is the ceiling operations asked for.
    field.number('tip_count', '提示次数', {
      required: true,
      integer: true,
      unit: '次',
      min: MAINTENANCE_TIP_COUNT.min,
      max: MAINTENANCE_TIP_COUNT.max,
      defaultValue: MAINTENANCE_TIP_COUNT.default,
      inList: true,
      hint: '同一用户最多弹出的次数',
    }),
    field.textarea('tip_content', '提示内容', { required: true, maxLength: 300, inList: true }),
    // Spec §5: a white list only means something during maintenance; an off config carries none (not shown, not sent).
    field.uinList('white_list', '白名单', { visibleWhen: { field: 'maintenance', in: [1] }, hint: '白名单用户不弹窗' }),
  ],
  seed: [
    {
      status: 'draft',
      values: {
        system: 1,
        maintenance: 1,
        account_status: 1,
        login_status: 1,
        market_status: 0,
        tip_count: 2,
        tip_content: 'iOS 交易服务将于 12 月 5 日 01:00–03:00 升级，期间无法下单与撤单，请提前安排。',
        white_list: '10086001;10086002',
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 600,
      operator: '周婉婷',
      values: { system: 0, maintenance: 0, account_status: 0, login_status: 0, market_status: 0, tip_count: 1, tip_content: '系统维护已结束，交易服务已全部恢复，感谢您的耐心等待。' },
    },
    {
      status: 'published',
      offsetMinutes: -45,
      operator: '张子健',
      values: {
        system: 0,
        maintenance: 1,
        account_status: 1,
        login_status: 1,
        market_status: 0,
        tip_count: 1,
        tip_content: '系统升级维护中，预计今晚 23:30 恢复港股交易服务。如有疑问请联系客服 400-000-0000。',
        white_list: '10086001;10086002;20231234',
      },
    },
    {
      status: 'history',
      offsetMinutes: -2880,
      operator: '刘嘉欣',
      values: {
        system: 2,
        maintenance: 1,
        account_status: 0,
        login_status: 0,
        market_status: 0,
        tip_count: 3,
        tip_content: 'Android 客户端行情推送服务维护中，报价可能延迟，请以交易所实时数据为准。',
        white_list: '30001234',
      },
    },
  ],
  // Spec §7 list parameters: the audience codes it targets, and its words.
  listFilters: [
    { kind: 'search', param: 'searchContent', label: '搜索提示内容', fields: ['tip_content'] },
    { kind: 'select', param: 'system', label: '系统', field: 'system' },
    { kind: 'select', param: 'login_status', label: '登录状态', field: 'login_status' },
    { kind: 'select', param: 'account_status', label: '开户状态', field: 'account_status' },
    { kind: 'select', param: 'market_status', label: '行情等级', field: 'market_status' },
  ],
});
