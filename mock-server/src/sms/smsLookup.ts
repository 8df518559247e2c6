/**
 * The support look-up (`/sms/query`, contract smsCode.ts): a phone's latest codes with their state, never a code —
 * only its last two digits, so support can match the text a caller reads out but cannot sign in as them. Every
 * look-up is logged (who, when, which phone, how many codes it showed); the log is read by the same people.
 */
import {
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_STATUS_LABELS,
  SMS_LOOKUP_SIZE,
  SMS_SCENE_LABELS,
  formatCmsTime,
  formatPhone,
  type Paged,
  type SmsCodeRow,
  type SmsCodeStatus,
  type SmsLookup,
  type SmsLookupLogRow,
} from 'shared-ui/contract';
import { pagedSelect, type PageRequest } from '../db/pagedSelect';
import type { SmsCodeRecord, SmsLookupLogRecord } from './smsCodeRepository';
import { SMS_LOGIN_SCENE, dayStart, readPhone, type SmsLogin } from './smsLogin';

function statusOf(row: SmsCodeRecord, now: number): SmsCodeStatus {
  if (row.code_hash === null) return 'not_sent';
  if (row.used_at !== null) return 'used';
  if (row.attempts >= SMS_CODE_MAX_ATTEMPTS) return 'voided';
  if (row.replaced_at !== null) return 'replaced';
  return row.expires_at <= now ? 'expired' : 'valid';
}

function toRow(row: SmsCodeRecord, now: number): SmsCodeRow {
  const status = statusOf(row, now);
  return {
    id: row.id,
    scene: row.scene,
    scene_label: SMS_SCENE_LABELS[row.scene] ?? row.scene,
    sent_at: formatCmsTime(row.sent_at),
    expires_at: formatCmsTime(row.expires_at),
    status,
    status_label: SMS_CODE_STATUS_LABELS[status],
    code_hint: row.code_tail ? `****${row.code_tail}` : '',
    attempts: row.attempts,
    used_at: row.used_at === null ? null : formatCmsTime(row.used_at),
  };
}

/** `GET sms/query/codes?phone=`: logged in the same transaction as it is read. */
export function lookUpCodes(sms: SmsLogin, actor: string, phoneInput: unknown): SmsLookup {
  const phone = readPhone(phoneInput);
  const { db, now, accounts } = sms.deps;
  const at = now();
  return db.transaction((): SmsLookup => {
    const rows = sms.codes.recent(phone, SMS_LOOKUP_SIZE);
    sms.codes.logLookup({ actor, at, phone, found: rows.length });
    return {
      phone,
      phone_display: formatPhone(phone),
      account: accounts.findByPhone(phone)?.account ?? null,
      today: { sent: sms.codes.countSince(phone, SMS_LOGIN_SCENE, dayStart(at)), limit: sms.settings().dailyLimit },
      list: rows.map((row) => toRow(row, at)),
    };
  })();
}

/** `GET sms/query/log`: every look-up, newest first. */
/** `order`: this server's own SQL (db/listOrder), never request text; newest first by default. */
export function lookupLog(sms: SmsLogin, page: PageRequest, order = 'at DESC, id DESC'): Paged<SmsLookupLogRow> {
  return pagedSelect<SmsLookupLogRecord, SmsLookupLogRow>(sms.deps.db, 'sms_lookup_log', [], [], order, page, (row) => ({
    id: row.id,
    actor: row.actor,
    at: formatCmsTime(row.at),
    phone: row.phone,
    phone_display: formatPhone(row.phone),
    found: row.found,
  }));
}
