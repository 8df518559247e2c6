/**
 * What the SMS sign-in and look-up calls answer (the `data` of code 0, or of 200 for the sign-in), as zod schemas: the
 * OpenAPI document is written from them, the kit and the console's own check read a backend's answers against them,
 * and smsCode.ts's types are inferred from them (by type only: the SMS sign-in page is a light page, zod-free).
 */
import { z } from 'zod';
import { cmsTime } from './cmsTime';
import { SIGNIN_RESULT_SCHEMA } from './sessionAnswers';
import { SMS_CODE_STATUSES } from './smsCode';

/** `sms/login/code` answered 0: when the next code may be asked for, and how long this one is valid. */
export const SMS_SEND_RESULT_SCHEMA = z.object({ resendSeconds: z.number().int().min(0), validityMinutes: z.number().int().min(1) });

/** `sms/login/verify` answered 200: sign-in's answer plus the account, which the client's authorisation fetch names. */
export const SMS_SIGNIN_RESULT_SCHEMA = SIGNIN_RESULT_SCHEMA.extend({ account: z.string() });

/** A sent code as support sees it. `not_sent`: the phone holds no account, so nothing was sent (it still counts). */
export const SMS_CODE_ROW_SCHEMA = z.object({
  id: z.number().int(),
  scene: z.string(),
  scene_label: z.string(),
  sent_at: cmsTime,
  expires_at: cmsTime,
  status: z.enum(SMS_CODE_STATUSES),
  status_label: z.string(),
  /** The code's last two digits (`****56`), never the code: a support person must not be able to sign in as the caller. */
  code_hint: z.string(),
  /** Wrong tries so far. */
  attempts: z.number().int().min(0),
  used_at: cmsTime.nullable(),
});

/** `GET sms/query/codes?phone=`. */
export const SMS_LOOKUP_SCHEMA = z.object({
  phone: z.string(),
  phone_display: z.string(),
  /** The staff account this phone belongs to, or null. */
  account: z.string().nullable(),
  /** Codes asked for today (Asia/Shanghai) against the daily cap. */
  today: z.object({ sent: z.number().int().min(0), limit: z.number().int().min(1) }),
  /** The latest SMS_LOOKUP_SIZE codes, newest first. */
  list: z.array(SMS_CODE_ROW_SCHEMA),
});

/** A row of `GET sms/query/log` (paged, newest first). */
export const SMS_LOOKUP_LOG_ROW_SCHEMA = z.object({
  id: z.number().int(),
  /** Who looked up. */
  actor: z.string(),
  at: cmsTime,
  phone: z.string(),
  phone_display: z.string(),
  /** How many codes the look-up showed. */
  found: z.number().int().min(0),
});
