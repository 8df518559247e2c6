/**
 * SMS-code sign-in (`/sms/login`) and the support look-up of the codes sent (`/sms/query`): the calls, the phone and
 * code rules the form and mock-server both run, and the answers. React-free and zod-free (the sign-in page is a light
 * page, like /login). The design, and why, is in remote-common's README ("The public pages").
 *
 * - `POST sms/login/code {phone}` (no session): sends a sign-in code. 0 with SmsSendResult; 1120 while the phone's
 *   cool-down runs (`data.retryAfter` seconds); 1121 when today's cap is reached. A phone no account holds is answered
 *   exactly as one that is (0, the same cool-down and cap), so the call never tells which phones have accounts.
 * - `POST sms/login/verify {phone, code}` (no session): 200 with SmsSigninResult and the session id in the
 *   `authorization` header — the same session as `login/signin` opens; 1122 wrong code (`data.attemptsLeft`); 1123
 *   no code to check (expired, used, never sent); 1124 the code has had SMS_CODE_MAX_ATTEMPTS wrong tries and is void;
 *   1105 the account may open nothing (no session opened).
 * - `GET sms/query/codes?phone=` (session; owner SMS_QUERY_OWNER): SmsLookup. Every answered look-up is logged.
 * - `GET sms/query/log?currPage=&pageSize=` (session; same owner): Paged<SmsLookupLogRow>, newest first.
 */
import type { z } from 'zod';
import type { SMS_LOOKUP_LOG_ROW_SCHEMA, SMS_LOOKUP_SCHEMA, SMS_CODE_ROW_SCHEMA, SMS_SEND_RESULT_SCHEMA, SMS_SIGNIN_RESULT_SCHEMA } from './smsAnswers';

export const SMS_API = {
  sendCode: 'sms/login/code',
  verify: 'sms/login/verify',
  lookup: 'sms/query/codes',
  lookupLog: 'sms/query/log',
} as const;

/**
 * The menu path whose holders may look codes up: 验证码配置, the screen that sets what these texts say. Support staff
 * are granted it (read-only as readers); no new menu entry is needed, and permission management already offers it.
 */
export const SMS_QUERY_OWNER = '/operation/common/modules/verifycode';

/** For the permission gate (callOwners.ts): the look-up calls belong to SMS_QUERY_OWNER. */
export const SMS_CALL_OWNERS = [{ prefix: 'sms/query', owners: [SMS_QUERY_OWNER] }] as const;

/** Wrong tries a code allows; the next wrong one voids it (1124) and a new code must be asked for. */
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const SMS_CODE_LENGTH = 6;
/** How many of a phone's latest codes a look-up shows. */
export const SMS_LOOKUP_SIZE = 20;

export const SMS_MESSAGES = {
  phoneRequired: '请输入手机号',
  phoneInvalid: '手机号格式不正确：香港号码为 8 位，内地号码为 11 位（可带 +852 或 +86）',
  /** What a phone field says under itself until something is wrong. */
  phoneHint: '香港 8 位或内地 11 位，可带 +852 / +86',
  codeRequired: '请输入短信验证码',
  codeInvalid: `短信验证码为 ${String(SMS_CODE_LENGTH)} 位数字`,
  sent: '验证码已发送，请查收短信',
  cooldown: (seconds: number) => `发送过于频繁，请 ${String(seconds)} 秒后再获取验证码`,
  wrongCode: (attemptsLeft: number) => `短信验证码错误，还可尝试 ${String(attemptsLeft)} 次`,
  mustChangePassword: '该账号的密码由管理员设置，请先用账号密码登录并修改初始密码',
} as const;

// ── Phone numbers ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Hong Kong mobiles: 8 digits starting 4–9 (numbers starting 2 or 3 are fixed lines and receive no SMS). */
const HK_MOBILE = /^[4-9]\d{7}$/;
/** Mainland mobiles: 11 digits, 13x–19x. */
const CN_MOBILE = /^1[3-9]\d{9}$/;

/**
 * A typed phone number as E.164 (`+85291234567`, `+8613800138000`), or null when it is neither a Hong Kong nor a
 * mainland mobile. Spaces, hyphens, dots and brackets are ignored. A leading +852 / 852 / 00852 or +86 / 86 / 0086
 * names the region; without one, 8 digits are Hong Kong and 11 digits mainland (the lengths never overlap).
 *
 * @example normalisePhone('+852 9123-4567') // '+85291234567'
 */
export function normalisePhone(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 32) return null;
  const bare = input.trim().replace(/[\s\-.()（）]/g, '');
  const international = bare.replace(/^(\+|00)/, '');
  const hasPrefix = international !== bare;
  if (!/^\d+$/.test(international)) return null;
  if (international.startsWith('852') && HK_MOBILE.test(international.slice(3))) return `+${international}`;
  if (international.startsWith('86') && CN_MOBILE.test(international.slice(2))) return `+${international}`;
  if (hasPrefix) return null;
  if (HK_MOBILE.test(bare)) return `+852${bare}`;
  if (CN_MOBILE.test(bare)) return `+86${bare}`;
  return null;
}

/** The form's and the server's one message for a phone field; undefined when it is a valid number. */
export function phoneProblem(input: unknown): string | undefined {
  if (typeof input !== 'string' || input.trim() === '') return SMS_MESSAGES.phoneRequired;
  return normalisePhone(input) ? undefined : SMS_MESSAGES.phoneInvalid;
}

/** An E.164 number as people write it: `+852 9123 4567`, `+86 138 0013 8000` (anything else as it is). */
export function formatPhone(e164: string): string {
  const hk = /^\+852(\d{4})(\d{4})$/.exec(e164);
  if (hk) return `+852 ${hk[1] ?? ''} ${hk[2] ?? ''}`;
  const cn = /^\+86(\d{3})(\d{4})(\d{4})$/.exec(e164);
  if (cn) return `+86 ${cn[1] ?? ''} ${cn[2] ?? ''} ${cn[3] ?? ''}`;
  return e164;
}

/** The code field's rule (form and server): SMS_CODE_LENGTH digits. */
export function smsCodeProblem(input: unknown): string | undefined {
  if (typeof input !== 'string' || input.trim() === '') return SMS_MESSAGES.codeRequired;
  return new RegExp(`^\\d{${String(SMS_CODE_LENGTH)}}$`).test(input.trim()) ? undefined : SMS_MESSAGES.codeInvalid;
}

// The answers' types, inferred from smsAnswers.ts's schemas (imported by type: this file stays zod-free).
/** `sms/login/code` answered 0. */
export type SmsSendResult = z.infer<typeof SMS_SEND_RESULT_SCHEMA>;
/** `sms/login/verify` answered 200. */
export type SmsSigninResult = z.infer<typeof SMS_SIGNIN_RESULT_SCHEMA>;
export type SmsCodeRow = z.infer<typeof SMS_CODE_ROW_SCHEMA>;
/** `GET sms/query/codes`. */
export type SmsLookup = z.infer<typeof SMS_LOOKUP_SCHEMA>;
export type SmsLookupLogRow = z.infer<typeof SMS_LOOKUP_LOG_ROW_SCHEMA>;

// ── Bodies and answers ─────────────────────────────────────────────────────────────────────────────────────────────

export interface SmsSendBody {
  phone: string;
}

/** `data` of 1120: seconds until the phone may be sent another code. */
export interface SmsCooldownData {
  retryAfter: number;
}

export interface SmsVerifyBody {
  phone: string;
  code: string;
}

/** `data` of 1122: wrong tries this code still allows. */
export interface SmsWrongCodeData {
  attemptsLeft: number;
}

/** A sent code as support sees it. `not_sent`: the phone holds no account, so nothing was sent (it still counts). */
export const SMS_CODE_STATUSES = ['valid', 'used', 'expired', 'voided', 'replaced', 'not_sent'] as const;
export type SmsCodeStatus = (typeof SMS_CODE_STATUSES)[number];

export const SMS_CODE_STATUS_LABELS: Readonly<Record<SmsCodeStatus, string>> = {
  valid: '有效',
  used: '已使用',
  expired: '已过期',
  voided: '错误次数过多，已作废',
  replaced: '已被新验证码取代',
  not_sent: '未发送（号码未绑定员工账号）',
};

export const SMS_SCENE_LABELS: Readonly<Record<string, string>> = { login: '登录后台' };

