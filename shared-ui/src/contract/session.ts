/** Session constants of spec §9, the cookie names of spec §3, and one's own password (issue 14). */
import type { z } from 'zod';
import { ErrorCode, errorMessage } from './errors';
import { ADMIN_PASSWORD_RULE, isAcceptablePassword } from './permissionAdmin';
import type {
  CAPTCHA_CHALLENGE_SCHEMA,
  PASSWORD_CHANGE_RESULT_SCHEMA,
  PASSWORD_STATUS_SCHEMA,
  SESSION_STATUS_SCHEMA,
  SESSION_SUMMARY_SCHEMA,
  SIGNIN_RESULT_SCHEMA,
} from './sessionAnswers';

// The answers' types, inferred from sessionAnswers.ts's schemas (imported by type: this file stays zod-free).
/** The sign-in answer (code 200). */
export type SigninResult = z.infer<typeof SIGNIN_RESULT_SCHEMA>;
/** `login/check` and `login/detectactive`. */
export type SessionStatus = z.infer<typeof SESSION_STATUS_SCHEMA>;
/** One row of `login/getsessions`. */
export type SessionSummary = z.infer<typeof SESSION_SUMMARY_SCHEMA>;
export type CaptchaChallenge = z.infer<typeof CAPTCHA_CHALLENGE_SCHEMA>;
/** `GET login/password`. */
export type PasswordStatus = z.infer<typeof PASSWORD_STATUS_SCHEMA>;
export type PasswordChangeResult = z.infer<typeof PASSWORD_CHANGE_RESULT_SCHEMA>;

export const SESSION_COOKIES = { uid: 'UID', session: 'sessionID', group: 'groupID' } as const;

/** Inactivity before the client asks `login/detectactive` (spec §9). */
export const INACTIVITY_TIMEOUT_MS = 300_000;
export const MOUSE_MOVE_DEBOUNCE_MS = 60;
/** Delay between the session-invalid message and the logout (spec §4). */
export const SESSION_INVALID_LOGOUT_DELAY_MS = 3_000;

/** The answer of `account/permission/management/admin/check` when access is restricted (code 1031, spec §6: its only meaning). */
export interface RestrictedPermission {
  id?: number;
  permission?: string[];
}

export const API = {
  captcha: 'login/captcha',
  verifyCaptcha: 'login/verifyCaptcha',
  signin: 'login/signin',
  signout: 'login/signout',
  check: 'login/check',
  detectActive: 'login/detectactive',
  sessions: 'login/getsessions',
  /** GET: PasswordStatus; POST PasswordChangeBody: one's own password. Under `login/`: any role, any signed-in account. */
  password: 'login/password',
  adminCheck: 'account/permission/management/admin/check',
  moduleCheck: 'account/permission/management/module/check',
  permissionList: 'account/permission/management/list',
  adminCreate: 'account/permission/management/admin/create',
  adminUpdate: 'account/permission/management/update',
  permissionCheck: 'account/permission/management/check',
} as const;

/**
 * `data` of a 1102 answer to `login/signin` that named an account (issue 44, item 17): the wrong passwords it may still
 * take before it is locked (at least 1; the one that locks is answered 1103). A backend that does not count sends none.
 */
export interface CredentialsWrongData {
  attemptsLeft: number;
}

/** What a wrong password's message adds when the count of those left before the lock is known (sign-in, 修改密码). */
export function attemptsLeftNote(attemptsLeft: number): string {
  return `，还可尝试 ${String(attemptsLeft)} 次，之后账号将被锁定`;
}

/**
 * `POST login/password`: both passwords travel as sign-in's `info` does (`encryptCredentials`, name = the signed-in
 * account). Success: code 0 with PasswordChangeResult; the account's other sessions end, this one stays.
 */
export interface PasswordChangeBody {
  info: string;
  newInfo: string;
}

export type PasswordChangeField = 'oldPassword' | 'newPassword' | 'confirmPassword';

export const PASSWORD_CHANGE_MESSAGES = {
  /** Every call but `login/…` while the initial password is unchanged (HTTP 403, code 1131: the catalogue's words). */
  mustChange: errorMessage(ErrorCode.InitialPasswordMustChange),
  oldWrong: '原密码不正确',
  sameAsOld: '新密码不能与原密码相同',
  confirmMismatch: '两次输入的新密码不一致',
  changed: '密码已修改',
} as const;

/** 修改密码 of an account that signs in by SMS code only: it has no password to change (issue 44, item 9). */
export const SMS_ONLY_PASSWORD_MESSAGE = '本账号仅使用短信验证码登录，没有登录密码可修改；如需改用密码登录，请联系超级管理员在权限管理中设置';

/** The one rule for a new password, run by the form and by mock-server: the admin's strength rule, and not the old one. */
export function newPasswordProblems(oldPassword: string, newPassword: string): { field: PasswordChangeField; message: string }[] {
  if (!isAcceptablePassword(newPassword)) return [{ field: 'newPassword', message: ADMIN_PASSWORD_RULE }];
  if (newPassword === oldPassword) return [{ field: 'newPassword', message: PASSWORD_CHANGE_MESSAGES.sameAsOld }];
  return [];
}
