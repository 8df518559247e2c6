/**
 * Push messages (spec §3 "Push"), base operation/common/pushs/, used by the wm and br push screens (pre-push and
 * already pushed). Content is capped at 100 characters: that is about what a lock-screen notification shows on
 * both iOS and Android before it truncates, so a longer text would be cut off for the user anyway.
 */
import { APPLICABLE_CROWD, PUSH_JUMP_TARGETS } from '../enums';
import { field, type CrossFieldRule, type ModuleValues } from '../module';
import { isHttpLink } from '../textRules';
import { isCodeToken, stringValue, type AreaScopes, type SharedBase } from './sharedBase';

export const PUSH_CONTENT_MAX_LENGTH = 100;
export const PUSH_EFFECTIVE_HOURS = { min: 1, max: 72, default: 24 } as const;

/** Jump types that open something specific and so need a target; the others (新股日历, 打开 App) need none. */
const TARGETED_JUMPS = new Set(['fund', 'article', 'h5']);

const jumpType = (values: ModuleValues) => values.jump_type;
const target = (values: ModuleValues) => stringValue(values.jump_target);
/** A rule that checks the target's form only for one jump type. */
const targetRule = (type: string, test: (text: string) => boolean, message: string): CrossFieldRule => ({
  field: 'jump_target',
  message,
  test: (values) => jumpType(values) !== type || target(values) === '' || test(target(values)),
});

export const pushRules: readonly CrossFieldRule[] = [
  {
    field: 'jump_target',
    message: '请输入跳转目标（基金代码、文章 linkId 或 H5 链接）',
    test: (values) => !TARGETED_JUMPS.has(String(jumpType(values))) || target(values) !== '',
  },
  // Fund codes are 6 digits on the mainland and 12-character ISINs in Hong Kong: both are letters and digits only.
  targetRule('fund', (v) => /^[A-Za-z0-9]{6,12}$/.test(v), '基金代码应为 6–12 位字母或数字（如 000001 或 ISIN）'),
  targetRule('article', isCodeToken, '文章 linkId 只能包含字母、数字、下划线或短横线'),
  // The app opens an H5 target in its web view; anything but an http(s) link would fail there.
  targetRule('h5', isHttpLink, 'H5 链接必须以 http:// 或 https:// 开头'),
];

export const pushBase = {
  apiBase: 'operation/common/pushs/',
  route: 'push',
  wording: 'push',
  schedule: 'push_time',
  description: '编辑推送内容与点击跳转，预推送后在预设时间推送给目标人群',
  fields: [
    field.textarea('content', '推送内容', { required: true, maxLength: PUSH_CONTENT_MAX_LENGTH, inList: true, hint: `锁屏通知约显示 ${String(PUSH_CONTENT_MAX_LENGTH)} 字，超出会被截断` }),
    field.select('jump_type', '点击跳转', PUSH_JUMP_TARGETS, { required: true, defaultValue: 'open_app', inList: true }),
    field.text('jump_target', '跳转目标', { hint: '基金填基金代码，文章填 linkId，H5 填 http(s) 链接；新股日历、打开 App 无需填写' }),
    field.select('apply_crowd', '适用人群', APPLICABLE_CROWD, { required: true, defaultValue: 0, inList: true }),
    field.number('effective_hours', '有效时长', {
      required: true,
      integer: true,
      unit: '小时',
      min: PUSH_EFFECTIVE_HOURS.min,
      max: PUSH_EFFECTIVE_HOURS.max,
      defaultValue: PUSH_EFFECTIVE_HOURS.default,
      inList: true,
      hint: '超过有效时长仍未送达的设备不再补发',
    }),
  ],
  rules: pushRules,
  // A target left over from an earlier jump type would be sent to the app and confuse it: drop it.
  normalise: (values) => (TARGETED_JUMPS.has(String(values.jump_type)) ? values : { ...values, jump_target: '' }),
  // A push that opens an article keeps that article in use (it cannot be deleted while the push waits or is live).
  articleRefs: (values) => (jumpType(values) === 'article' && target(values) !== '' ? [target(values)] : []),
} satisfies SharedBase;

export const pushScopes = { wm: { product: 'wm' }, br: { product: 'br' } } as const satisfies AreaScopes;
