/**
 * SMS sign-in (contract smsCode.ts): sending a code with the phone's cool-down and daily cap, and checking it with a
 * few tries per code, then opening the same session a password sign-in opens. mock-server sends no real SMS: each
 * text goes to `outbox` (main.ts prints it; tests read it), and the code is kept only as an HMAC under this run's
 * secret (a code sent before a restart no longer checks; it would be minutes old anyway).
 *
 * - A phone no account holds is answered exactly as one that is — same code, same cool-down and cap — but nothing is
 *   sent; the ask is stored (without a code) so the look-up can show it and the next ask is judged alike.
 * - Only the phone's latest code signs in; asking again replaces the previous one.
 * - The password sign-in's lock is not consulted, nor reset: it guards against password guessing, and a stranger who
 *   types five wrong passwords must not be able to keep a staff member from signing in by phone. Guessing codes is
 *   bounded by SMS_CODE_MAX_ATTEMPTS tries per code and the daily cap of codes.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ErrorCode,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_MESSAGES,
  expandPermittedPaths,
  formatCmsTime,
  isFullAccess,
  normalisePhone,
  parseCmsTime,
  phoneProblem,
  smsCodeProblem,
  type SmsCooldownData,
  type SmsSendResult,
  type SmsWrongCodeData,
} from 'shared-ui/contract';
import type { AccountRecord, AccountRepository } from '../db/accountRepository';
import type { Db } from '../db/openDatabase';
import type { SessionRecord, SessionRepository } from '../db/sessionRepository';
import { WorkflowRefusal, fieldRefusal } from '../workflow/refusal';
import type { WorkflowStore } from '../workflow/workflowStore';
import { liveSmsLoginSettings, smsLoginText } from './settings';
import { SmsCodeRepository, type SmsCodeRecord } from './smsCodeRepository';

export const SMS_LOGIN_SCENE = 'login';

/** A text as the gateway would send it. */
export interface OutgoingSms {
  phone: string;
  text: string;
  at: number;
}

export interface SmsLoginDeps {
  db: Db;
  now: () => number;
  accounts: AccountRepository;
  sessions: SessionRepository;
  workflowStore: WorkflowStore;
  sessionTtlMs: number;
  /** Every code is this (tests, `MOCK_SMS_CODE`); six random digits when absent. */
  fixedCode?: string;
  outbox?: (sms: OutgoingSms) => void;
}

export type SmsVerifyOutcome = { kind: 'success'; account: AccountRecord; session: SessionRecord } | { kind: 'noPermittedPaths' };

/** Midnight in Asia/Shanghai of the day `at` falls on: the daily cap counts from there. */
export function dayStart(at: number): number {
  return parseCmsTime(`${formatCmsTime(at).slice(0, 10)} 00:00:00`) ?? at;
}

/** A phone field of a body or query: its E.164 form, or 1106 naming `phone` with the contract's message. */
export function readPhone(input: unknown): string {
  const problem = phoneProblem(input);
  const phone = problem ? null : normalisePhone(input);
  if (!phone) throw fieldRefusal(ErrorCode.ValidationFailed, [{ field: 'phone', message: problem ?? SMS_MESSAGES.phoneInvalid }]);
  return phone;
}

export class SmsLogin {
  readonly codes: SmsCodeRepository;
  /** This run's key for the codes' HMAC. */
  private readonly secret = randomBytes(32);

  constructor(readonly deps: SmsLoginDeps) {
    this.codes = new SmsCodeRepository(deps.db);
  }

  settings() {
    return liveSmsLoginSettings(this.deps.workflowStore);
  }

  private hash(phone: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${phone}:${code}`).digest('hex');
  }

  /** `POST sms/login/code`: a new code for `phone`, or the refusal of the cool-down (1120) or the daily cap (1121). */
  send(body: { phone?: unknown }): SmsSendResult {
    const phone = readPhone(body.phone);
    const now = this.deps.now();
    const settings = this.settings();
    const sms = this.deps.db.transaction((): OutgoingSms | null => {
      const last = this.codes.latest(phone, SMS_LOGIN_SCENE);
      const wait = last ? last.sent_at + settings.resendSeconds * 1000 - now : 0;
      if (wait > 0) {
        const data: SmsCooldownData = { retryAfter: Math.ceil(wait / 1000) };
        throw new WorkflowRefusal(ErrorCode.SmsCooldown, SMS_MESSAGES.cooldown(data.retryAfter), data);
      }
      if (this.codes.countSince(phone, SMS_LOGIN_SCENE, dayStart(now)) >= settings.dailyLimit) throw new WorkflowRefusal(ErrorCode.SmsDailyLimit);
      const account = this.deps.accounts.findByPhone(phone);
      const code = this.deps.fixedCode ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
      this.codes.insert({
        phone,
        scene: SMS_LOGIN_SCENE,
        account_id: account?.id ?? null,
        code_hash: account ? this.hash(phone, code) : null,
        code_tail: account ? code.slice(-2) : '',
        sent_at: now,
        expires_at: now + settings.validityMinutes * 60_000,
      });
      return account ? { phone, text: smsLoginText(settings, code), at: now } : null;
    })();
    if (sms) this.deps.outbox?.(sms);
    return { resendSeconds: settings.resendSeconds, validityMinutes: settings.validityMinutes };
  }

  private matches(row: SmsCodeRecord, code: string): boolean {
    if (!row.code_hash) return false;
    const expected = Buffer.from(row.code_hash, 'hex');
    const actual = Buffer.from(this.hash(row.phone, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /**
   * `POST sms/login/verify`: the phone's latest code, checked. Refusals: 1123 nothing to check (none, expired, used,
   * replaced), 1124 void after too many wrong tries, 1122 wrong (tries left in `data`); 1105 when the account may
   * open nothing (no session). Success opens a session exactly as `login/signin` does.
   */
  verify(body: { phone?: unknown; code?: unknown }): SmsVerifyOutcome {
    const phone = readPhone(body.phone);
    const codeProblem = smsCodeProblem(body.code);
    if (codeProblem) throw fieldRefusal(ErrorCode.ValidationFailed, [{ field: 'code', message: codeProblem }]);
    const code = String(body.code).trim();
    const now = this.deps.now();
    // A wrong try is counted although the call is refused: the refusal leaves the transaction as a value, so the
    // count commits (a throw inside would roll it back).
    const outcome = this.deps.db.transaction((): SmsVerifyOutcome | { kind: 'refused'; refusal: WorkflowRefusal } => {
      const row = this.codes.latest(phone, SMS_LOGIN_SCENE);
      if (!row || row.used_at !== null || row.replaced_at !== null || row.expires_at <= now) throw new WorkflowRefusal(ErrorCode.SmsCodeExpired);
      if (row.attempts >= SMS_CODE_MAX_ATTEMPTS) throw new WorkflowRefusal(ErrorCode.SmsCodeVoided);
      const sentTo = row.account_id === null ? undefined : this.deps.accounts.findById(row.account_id);
      // A code sent before an admin moved the account to another phone (a lost phone, say) no longer signs it in.
      const account = sentTo?.phone === phone ? sentTo : undefined;
      if (!account || !this.matches(row, code)) {
        const tries = this.codes.recordWrongTry(row.id);
        if (tries >= SMS_CODE_MAX_ATTEMPTS) return { kind: 'refused', refusal: new WorkflowRefusal(ErrorCode.SmsCodeVoided) };
        const data: SmsWrongCodeData = { attemptsLeft: SMS_CODE_MAX_ATTEMPTS - tries };
        return { kind: 'refused', refusal: new WorkflowRefusal(ErrorCode.SmsCodeWrong, SMS_MESSAGES.wrongCode(data.attemptsLeft), data) };
      }
      if (!this.codes.markUsed(row.id, now)) throw new WorkflowRefusal(ErrorCode.SmsCodeExpired);
      if (account.permission !== null && !isFullAccess(account.permission) && expandPermittedPaths(account.permission).length === 0) {
        return { kind: 'noPermittedPaths' };
      }
      return { kind: 'success', account, session: this.deps.sessions.create(account.id, account.role, now, this.deps.sessionTtlMs) };
    })();
    if (outcome.kind === 'refused') throw outcome.refusal;
    return outcome;
  }
}
