/**
 * 白名单 (whitelist; modules.md §3 whitelist status: 0 invalid, 1 valid): the accounts allowed to see features before
 * release — testers, the product team, a pilot group of clients on a gray release. An entry is one account (a client
 * number, or a mobile number with its area code: +86 mainland, +852 Hong Kong), the holder's name, the app and the
 * feature it unlocks (the feature key the apps check, or all pre-release features), why, and a status.
 *
 * The entry is in force from its effect time to its dead time (schedule `effect_dead`, the dead time being the
 * expiry): a tester's access ends by itself when the pilot ends, nobody has to remember to remove it. Entries of
 * different accounts overlap freely. Status 无效 suspends an entry without losing it (a tester on leave); 有效 is the
 * default. The same account may not be live twice for the same app and feature (1019). Numbers are stored without
 * spaces, as the apps compare them; a mobile is the same kind of number staff sign in by SMS with, so it takes the
 * contract's one phone rule (`normalisePhone`: typed with or without +852 / +86, stored as E.164).
 */
import {
  SMS_MESSAGES,
  WHITELIST_STATUS,
  defineModule,
  field,
  isCodeToken,
  listFilter,
  normalisePhone,
  stringValue,
  type ModuleValues,
  type Option,
} from 'shared-ui/contract';
import { GROUP_APPS_OR_ALL } from './groupApps';

export const WHITELIST_ACCOUNT_TYPES: readonly Option<string>[] = [
  { value: 'uin', label: '客户号' },
  { value: 'phone', label: '手机号' },
];

/** Client numbers of the group's apps: 6–12 digits. */
const CLIENT_NUMBER = /^\d{6,12}$/;

/** The feature that unlocks every pre-release feature of the app. */
export const ALL_FEATURES = 'all';

const isPhone = (v: ModuleValues) => v.account_type === 'phone';
/** After `normalise`, a valid mobile is already in its E.164 form. */
const phoneOk = (v: ModuleValues) => !isPhone(v) || stringValue(v.account) === '' || normalisePhone(stringValue(v.account)) === stringValue(v.account);
const clientNumberOk = (v: ModuleValues) => isPhone(v) || stringValue(v.account) === '' || CLIENT_NUMBER.test(stringValue(v.account));

/** Spaces and hyphens dropped; a mobile as E.164 when the rule reads it (left as typed otherwise, for the refusal). */
function normaliseAccount(v: ModuleValues): string {
  const account = stringValue(v.account).replace(/[\s-]/g, '');
  return isPhone(v) ? (normalisePhone(account) ?? account) : account;
}

const seedValues = (type: 'uin' | 'phone', account: string, name: string, app: string, feature: string, reason: string, status: 0 | 1 = 1): ModuleValues => ({
  account_type: type,
  account,
  holder_name: name,
  app,
  feature,
  reason,
  whitelist_status: status,
});

export const whitelist = defineModule({
  area: 'common',
  name: 'whitelist',
  title: '白名单',
  description: '可提前体验未发布功能的测试账号与灰度客户：账号、姓名、App 与功能、原因、有效期与状态',
  apiBase: 'operation/common/whitelist/',
  schedule: 'effect_dead',
  fields: [
    field.radio('account_type', '账号类型', WHITELIST_ACCOUNT_TYPES, { required: true, defaultValue: 'uin' }),
    field.text('account', '账号', { required: true, maxLength: 16, inList: true, hint: '客户号为 6–12 位数字；手机号为香港或内地手机号，如 +85291234567、13800138000' }),
    field.text('holder_name', '姓名', { required: true, maxLength: 20, inList: true }),
    field.select('app', '适用 App', GROUP_APPS_OR_ALL, { required: true, defaultValue: 'all' }),
    field.text('feature', '功能标识', { required: true, maxLength: 32, defaultValue: ALL_FEATURES, inList: true, hint: '研发提供的功能开关名，如 us_options；填 all 表示该 App 全部未发布功能' }),
    field.textarea('reason', '加入原因', { required: true, maxLength: 100 }),
    field.radio('whitelist_status', '状态', WHITELIST_STATUS, { required: true, defaultValue: 1, inList: true, hint: '无效时暂停该账号的体验资格，记录保留' }),
  ],
  normalise: (values) => ({ ...values, account: normaliseAccount(values) }),
  rules: [
    { field: 'account', message: '客户号格式不正确：客户号为 6–12 位数字', test: clientNumberOk },
    { field: 'account', message: SMS_MESSAGES.phoneInvalid, test: phoneOk },
    { field: 'feature', message: '功能标识只能包含字母、数字、下划线或短横线', test: (v) => stringValue(v.feature) === '' || isCodeToken(stringValue(v.feature)) },
  ],
  windowsMayOverlap: true,
  uniqueWhileLive: { fields: ['account', 'app', 'feature'], message: '该账号已在此 App 此功能的白名单中，请勿重复添加' },
  listFilters: [
    { kind: 'search', param: 'searchContent', label: '搜索账号、姓名或功能', fields: ['account', 'holder_name', 'feature', 'reason'] },
    listFilter.select('status', '状态', { field: 'whitelist_status' }),
  ],
  seed: [
    { status: 'published', offsetMinutes: -600, operator: '梁志豪', values: seedValues('uin', '10086001', '测试一组 张伟', 'br', 'us_options', '美股期权交易灰度测试') },
    { status: 'published', offsetMinutes: -300, operator: '王晓雯', values: seedValues('phone', '+85291234567', '陈美玲（VIP 客户）', 'wm', ALL_FEATURES, '理财 App 新版灰度体验，客户经理邀请') },
    { status: 'prepublished', offsetMinutes: 1440, operator: '李思琪', values: seedValues('phone', '+8613800138000', '产品部 李思琪', 'all', ALL_FEATURES, '新版本验收，全部未发布功能') },
    { status: 'draft', values: seedValues('uin', '20261122', '测试二组 周杰', 'esop', 'vesting_calendar', '归属日历新功能测试', 0) },
    { status: 'history', offsetMinutes: -43200, operator: '陈浩然', values: seedValues('uin', '10086002', '测试一组 刘洋', 'br', 'dark_pool', '暗盘交易灰度测试（已结束）') },
  ],
});
