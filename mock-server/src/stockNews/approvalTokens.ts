/**
 * The approval links' tokens: `base64url(JSON {s: screen, i?: item id, e: expiry ms}).base64url(HMAC-SHA256)`, signed
 * with the server's secret (`APPROVAL_SECRET`, or a random one per start, so a restart voids every link handed out).
 * No login is not no lock: a token opens one screen (and one item, for an item's link) until it expires.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { APPROVAL_MESSAGES, OTHER_NEWS_SCREEN, isApprovalScreen, type ApprovalScreen } from 'shared-ui/contract';

/** What a token opens: one of the stock-news levels, or the other-stock-news off-shelf screen. */
export type ApprovalScope = ApprovalScreen | typeof OTHER_NEWS_SCREEN;

export interface ApprovalGrant {
  screen: ApprovalScope;
  /** The one item the link opens; absent for a level's link. */
  itemId?: number;
  /** The item's version when the link was made: an approval through it of a later version is refused (内容已修改). */
  version?: number;
  expiresAt: number;
}

export type TokenCheck = { ok: true; grant: ApprovalGrant } | { ok: false; message: string };

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

export class ApprovalTokens {
  private readonly secret: Buffer;

  constructor(secret: string | undefined = process.env.APPROVAL_SECRET) {
    this.secret = secret && secret.length > 0 ? Buffer.from(secret, 'utf8') : randomBytes(32);
  }

  sign(grant: ApprovalGrant): string {
    const payload = encode(
      JSON.stringify({ s: grant.screen, ...(grant.itemId === undefined ? {} : { i: grant.itemId }), ...(grant.version === undefined ? {} : { v: grant.version }), e: grant.expiresAt }),
    );
    return `${payload}.${this.mac(payload)}`;
  }

  /** Checks signature and expiry; the caller compares the grant with the screen and item it acts on. */
  verify(token: string | undefined, now: number): TokenCheck {
    if (!token) return { ok: false, message: APPROVAL_MESSAGES.tokenMissing };
    const [payload = '', signature = '', extra] = token.split('.');
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(signature);
    if (extra !== undefined || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, message: APPROVAL_MESSAGES.tokenInvalid };
    }
    const grant = parseGrant(payload);
    if (!grant) return { ok: false, message: APPROVAL_MESSAGES.tokenInvalid };
    if (grant.expiresAt <= now) return { ok: false, message: APPROVAL_MESSAGES.tokenExpired };
    return { ok: true, grant };
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}

function parseGrant(payload: string): ApprovalGrant | null {
  try {
    const raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { s?: unknown; i?: unknown; v?: unknown; e?: unknown };
    const scope = raw.s === OTHER_NEWS_SCREEN || (typeof raw.s === 'number' && isApprovalScreen(raw.s)) ? (raw.s as ApprovalScope) : null;
    if (scope === null || typeof raw.e !== 'number') return null;
    if (raw.i !== undefined && (typeof raw.i !== 'number' || !Number.isInteger(raw.i))) return null;
    if (raw.v !== undefined && (typeof raw.v !== 'number' || !Number.isInteger(raw.v))) return null;
    return { screen: scope, expiresAt: raw.e, ...(typeof raw.i === 'number' ? { itemId: raw.i } : {}), ...(typeof raw.v === 'number' ? { version: raw.v } : {}) };
  } catch {
    return null;
  }
}
