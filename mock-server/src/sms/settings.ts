/**
 * What a sign-in text says and the numbers around it, from the live 验证码配置 entry (remote-common's verifycode module:
 * scene `login`, channel `sms`) when one is live — staff change the template, validity, cool-down and daily cap there
 * and the next code follows — otherwise from DEFAULT_SMS_LOGIN_SETTINGS. Staff read Chinese: a live 简体 entry wins
 * over 繁體, then English.
 */
import { verifycode } from '../../../remote-common/src/modules/verifycode.module';
import type { WorkflowStore } from '../workflow/workflowStore';

export interface SmsLoginSettings {
  sign: string;
  /** With `{code}` once and optionally `{minutes}` (the module's rules). */
  template: string;
  validityMinutes: number;
  resendSeconds: number;
  dailyLimit: number;
}

/** The verifycode module's own defaults and its seeded login text. */
export const DEFAULT_SMS_LOGIN_SETTINGS: SmsLoginSettings = {
  sign: '【华晟证券】',
  template: '您的登录验证码为 {code}，{minutes} 分钟内有效。如非本人操作，请忽略本短信。',
  validityMinutes: 5,
  resendSeconds: 60,
  dailyLimit: 10,
};

const LANGUAGE_ORDER = ['zh-hans', 'zh-hant', 'en'];

const positive = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback);
const text = (value: unknown, fallback: string): string => (typeof value === 'string' && value !== '' ? value : fallback);

export function liveSmsLoginSettings(store: WorkflowStore): SmsLoginSettings {
  const live = store
    .others(verifycode.key, ['published'], null)
    .map((row) => JSON.parse(row.field_values) as Record<string, unknown>)
    .filter((values) => values.scene === 'login' && values.channel === 'sms')
    .sort((a, b) => LANGUAGE_ORDER.indexOf(String(a.language)) - LANGUAGE_ORDER.indexOf(String(b.language)))[0];
  if (!live) return DEFAULT_SMS_LOGIN_SETTINGS;
  const d = DEFAULT_SMS_LOGIN_SETTINGS;
  const template = text(live.template, d.template);
  return {
    sign: text(live.sign, d.sign),
    // The module's rules let no live template lack {code}; should one, the default text still carries the code.
    template: template.includes('{code}') ? template : d.template,
    validityMinutes: positive(live.validity_minutes, d.validityMinutes),
    resendSeconds: positive(live.resend_seconds, d.resendSeconds),
    dailyLimit: positive(live.daily_limit, d.dailyLimit),
  };
}

/** The text the phone receives: signature, then the template with the code and the minutes filled in. */
export function smsLoginText(settings: SmsLoginSettings, code: string): string {
  return `${settings.sign}${settings.template.replaceAll('{code}', code).replaceAll('{minutes}', String(settings.validityMinutes))}`;
}
