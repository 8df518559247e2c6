/**
 * Role rules of spec §6, as pure functions. The browser asks them to decide which buttons to show; mock-server asks
 * them in a request hook to refuse a call. `path` is always relative to the API prefix, without a leading slash
 * (e.g. `operation/common/splash/publish`).
 */
import { STOCK_NEWS_APPROVAL_PATTERNS } from './stockNewsCalls';
import { OTHER_NEWS_APPROVAL_PATTERNS } from './otherStockNewsCalls';

export const ROLES = ['reader', 'editor', 'publisher'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  reader: '只读',
  editor: '编辑',
  publisher: '发布',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';

/** Calls that need no session at all: sign-in itself and the public (no-login) screens' calls. */
export const SESSIONLESS_PREFIXES = [
  'login/captcha',
  'login/verifyCaptcha',
  'login/signin',
  'login/signout',
  'login/check',
  'operation/broker/holiday/message',
  'operation/common/batch/activity',
  // SMS sign-in's send and verify; the support look-up (`sms/query`) needs a session (smsCode.ts).
  'sms/login',
] as const;

/**
 * Sessionless calls that share a base with session calls, by shape: `#` stands for one segment of digits or a route
 * parameter (`:id`), so the stock-news approval calls pass while the back office's list, save and push at the same
 * base still need a session.
 */
export const SESSIONLESS_PATTERNS: readonly string[] = [...STOCK_NEWS_APPROVAL_PATTERNS, ...OTHER_NEWS_APPROVAL_PATTERNS];

/** Calls that skip the role check (they still need a session unless also sessionless). */
export const ROLE_CHECK_WHITELIST = [
  ...SESSIONLESS_PREFIXES,
  'login/',
  'account/permission/management/admin/check',
  'account/permission/management/module/check',
] as const;

/**
 * The few non-GET calls a reader may make: read-only checks that only answer a question. (`…/update/pageview` is not
 * one: it sets an article's shown page-view count, a write.)
 */
export const READER_EXTRA_CALLS: readonly { method: HttpMethod; suffix: string }[] = [{ method: 'POST', suffix: '/check' }];

const PUBLISH_SEGMENTS = new Set(['publish', 'prepublish', 'push', 'prepush']);

function normalise(path: string): string {
  return path.replace(/^\/+/, '').split('?')[0] ?? '';
}

/**
 * A prefix matches whole segments only: `login/check` covers `login/check` and `login/check/…`, never
 * `login/checkout`, so a later endpoint that merely shares a word's beginning does not slip past the session check.
 */
function matchesPrefix(path: string, prefixes: readonly string[]): boolean {
  const p = normalise(path);
  return prefixes.some((prefix) => {
    const bare = prefix.replace(/\/$/, '');
    return p === bare || p.startsWith(`${bare}/`);
  });
}

function matchesPattern(path: string, patterns: readonly string[]): boolean {
  const segments = normalise(path).replace(/\/$/, '').split('/');
  return patterns.some((pattern) => {
    const wanted = pattern.split('/');
    return wanted.length === segments.length && wanted.every((part, i) => (part === '#' ? /^(\d+|:\w+)$/.test(segments[i] ?? '') : part === segments[i]));
  });
}

export function isSessionless(path: string): boolean {
  return matchesPrefix(path, SESSIONLESS_PREFIXES) || matchesPattern(path, SESSIONLESS_PATTERNS);
}

export function skipsRoleCheck(path: string): boolean {
  return matchesPrefix(path, ROLE_CHECK_WHITELIST) || matchesPattern(path, SESSIONLESS_PATTERNS);
}

/** A publish, prepublish, push or prepush endpoint: any segment of the path is one of those words. */
export function isPublishEndpoint(path: string): boolean {
  return normalise(path)
    .split('/')
    .some((segment) => PUBLISH_SEGMENTS.has(segment));
}

/**
 * May `role` make this call?
 * - reader: GET only, plus READER_EXTRA_CALLS;
 * - editor: GET and PUT, plus any other call that is not a publish/prepublish/push/prepush endpoint;
 * - publisher: everything.
 * Whitelisted paths are always allowed. An unknown role is refused.
 *
 * @example isCallAllowed('editor', 'POST', 'operation/common/splash/publish') // false
 */
export function isCallAllowed(role: string | undefined, method: string, path: string): boolean {
  if (skipsRoleCheck(path)) return true;
  const verb = method.toUpperCase();
  switch (role) {
    case 'publisher':
      return true;
    case 'editor':
      return verb === 'GET' || verb === 'HEAD' || verb === 'PUT' || !isPublishEndpoint(path);
    case 'reader': {
      if (verb === 'GET' || verb === 'HEAD') return true;
      const p = normalise(path);
      return READER_EXTRA_CALLS.some((call) => call.method === verb && p.endsWith(call.suffix));
    }
    default:
      return false;
  }
}
