/**
 * 验证码配置 (verifycode): the SMS and e-mail verification-code messages the group's apps send — at log-in, sign-up,
 * password reset, binding a phone, unlocking trading and confirming a withdrawal. An entry configures one scene on
 * one channel in one language (the apps serve 简体, 繁體 and English users): the template with its `{code}`
 * placeholder (and optionally `{minutes}`, the validity), how long a code is valid, how long before it may be sent
 * again, and how many a number or address may receive a day (a cap against SMS bombing and its cost).
 *
 * An SMS template must fit one message — 70 characters, the carriers' limit for a Chinese SMS, signature included —
 * and is signed with the group's registered signature (【…】, required by mainland carriers). An e-mail has a subject
 * (an SMS has none: `visibleWhen`) and may be longer. Only `{code}` (exactly once) and `{minutes}` may appear in braces: the sender
 * fills nothing else, and a stray placeholder would reach users as typed. One configuration per scene, channel and
 * language is live: a newer one supersedes it. Schedule `push_time`.
 */
import { LANGUAGE_OPTIONS, defineModule, field, stringValue, textLength, type ModuleValues, type Option } from 'shared-ui/contract';

export const VERIFY_SCENES: readonly Option<string>[] = [
  { value: 'login', label: '登录' },
  { value: 'register', label: '注册' },
  { value: 'reset_password', label: '重置密码' },
  { value: 'bind_phone', label: '绑定手机' },
  { value: 'trade_unlock', label: '交易解锁' },
  { value: 'withdraw', label: '出金确认' },
];

export const VERIFY_CHANNELS: readonly Option<string>[] = [
  { value: 'sms', label: '短信' },
  { value: 'email', label: '邮件' },
];

/** One Chinese SMS: 70 characters including the signature. */
export const SMS_MAX_LENGTH = 70;

/** The placeholders the sender fills in. */
const PLACEHOLDERS = new Set(['{code}', '{minutes}']);

const placeholdersOf = (template: string) => template.match(/\{[^{}]*\}/g) ?? [];

const smsLength = (v: ModuleValues) => textLength(stringValue(v.sign)) + textLength(stringValue(v.template));

const seedValues = (scene: string, channel: 'sms' | 'email', language: string, template: string, more: Partial<ModuleValues> = {}): ModuleValues => ({
  scene,
  channel,
  language,
  ...(channel === 'sms' ? { sign: '【华晟证券】' } : {}),
  template,
  validity_minutes: 5,
  resend_seconds: 60,
  daily_limit: 10,
  ...more,
});

export const verifycode = defineModule({
  area: 'common',
  name: 'verifycode',
  title: '验证码配置',
  description: '登录、注册、重置密码、交易解锁等场景的短信与邮件验证码：模板、有效期、重发间隔与每日上限',
  apiBase: 'operation/common/verifycode/',
  schedule: 'push_time',
  fields: [
    field.select('scene', '使用场景', VERIFY_SCENES, { required: true, defaultValue: 'login', inList: true }),
    field.radio('channel', '发送渠道', VERIFY_CHANNELS, { required: true, defaultValue: 'sms', inList: true }),
    field.select('language', '语言', LANGUAGE_OPTIONS, { required: true, defaultValue: 'zh-hans', inList: true }),
    field.text('sign', '短信签名', { required: true, maxLength: 12, visibleWhen: { field: 'channel', in: ['sms'] }, hint: '运营商报备的签名，含【】，如【华晟证券】' }),
    field.text('email_subject', '邮件主题', { required: true, maxLength: 40, visibleWhen: { field: 'channel', in: ['email'] } }),
    field.textarea('template', '模板内容', {
      required: true,
      maxLength: 500,
      inList: true,
      hint: '用 {code} 表示验证码（必须且只能出现一次），可用 {minutes} 表示有效分钟数；短信连同签名不超过一条短信的长度',
    }),
    field.number('validity_minutes', '有效期', { required: true, integer: true, min: 1, max: 30, unit: '分钟', defaultValue: 5 }),
    field.number('resend_seconds', '重发间隔', { required: true, integer: true, min: 30, max: 300, unit: '秒', defaultValue: 60, hint: '同一号码或邮箱两次发送的最短间隔' }),
    field.number('daily_limit', '每日上限', { required: true, integer: true, min: 1, max: 50, unit: '条', defaultValue: 10, hint: '同一号码或邮箱每天最多收到的验证码条数' }),
  ],
  rules: [
    { field: 'template', message: '模板须包含且只包含一次 {code}', test: (v) => placeholdersOf(stringValue(v.template)).filter((p) => p === '{code}').length === 1 },
    { field: 'template', message: '模板只能使用 {code} 和 {minutes} 两个占位符', test: (v) => placeholdersOf(stringValue(v.template)).every((p) => PLACEHOLDERS.has(p)) },
    { field: 'template', message: `短信模板连同签名不能超过 ${String(SMS_MAX_LENGTH)} 个字`, test: (v) => v.channel !== 'sms' || smsLength(v) <= SMS_MAX_LENGTH },
    // Each channel has only what it sends (visibleWhen): an SMS no subject, an e-mail no carrier signature.
    { field: 'sign', message: '请输入短信签名，格式如【华晟证券】', test: (v) => /^【[^【】]{2,10}】$/.test(stringValue(v.sign)) },
  ],
  supersedes: { fields: ['scene', 'channel', 'language'], subject: '该场景、渠道和语言' },
  seed: [
    {
      status: 'published',
      offsetMinutes: -43200,
      operator: '梁志豪',
      values: seedValues('login', 'sms', 'zh-hans', '您的登录验证码为 {code}，{minutes} 分钟内有效。如非本人操作，请忽略本短信。'),
    },
    {
      status: 'published',
      offsetMinutes: -43100,
      operator: '梁志豪',
      values: seedValues('withdraw', 'sms', 'zh-hant', '您正在申請出金，驗證碼 {code}，{minutes} 分鐘內有效，切勿告知他人。', { validity_minutes: 3, daily_limit: 5 }),
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '黄诗韵',
      values: seedValues(
        'reset_password',
        'email',
        'en',
        'You are resetting your password. Your verification code is {code}, valid for {minutes} minutes. If this was not you, please contact customer service immediately.',
        { email_subject: 'Password reset verification code', validity_minutes: 10, resend_seconds: 120, daily_limit: 5 },
      ),
    },
    { status: 'draft', values: seedValues('trade_unlock', 'sms', 'zh-hans', '交易解锁验证码 {code}，{minutes} 分钟内有效，请勿泄露。', { validity_minutes: 2 }) },
    { status: 'history', offsetMinutes: -129600, operator: '陈浩然', values: seedValues('login', 'sms', 'zh-hans', '验证码 {code}，5 分钟内有效。') },
  ],
});
