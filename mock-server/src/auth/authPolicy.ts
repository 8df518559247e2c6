/** The numbers of the sign-in rules, in one place. */
export const CAPTCHA_TTL_MS = 5 * 60_000;
export const FAILURES_BEFORE_LOCK = 5;
export const LOCK_MS = 15 * 60_000;
export const DEFAULT_SESSION_TTL_MS = 8 * 60 * 60_000;
/** The httpOnly cookie that ties a captcha to the browser that fetched it. */
export const CAPTCHA_CLIENT_COOKIE = 'captchaClient';
