/** Session constants of spec §9 and the cookie names of spec §3. */
export const SESSION_COOKIES = { uid: 'UID', session: 'sessionID', group: 'groupID' } as const;

/** Inactivity before the client asks `login/detectactive` (spec §9). */
export const INACTIVITY_TIMEOUT_MS = 300_000;
export const MOUSE_MOVE_DEBOUNCE_MS = 60;
/** Delay between the session-invalid message and the logout (spec §4). */
export const SESSION_INVALID_LOGOUT_DELAY_MS = 3_000;

/** The sign-in answer (code 200). `expire` is the session's expiry as epoch milliseconds. */
export interface SigninResult {
  uid: string;
  group: string;
  expire: number;
}

/** `login/check` and `login/detectactive` answer this when the session is alive. */
export interface SessionStatus {
  active: boolean;
  uid?: string;
  account?: string;
  group?: string;
  isSuperAdmin?: boolean;
  expire?: number;
}

/** The answer of `account/permission/management/admin/check` when access is restricted (code 1031). */
export interface RestrictedPermission {
  id?: number;
  permission?: string[];
}

export interface CaptchaChallenge {
  verifyKey: string;
  /** A data URL of a PNG image. */
  png: string;
}

export const API = {
  captcha: 'login/captcha',
  verifyCaptcha: 'login/verifyCaptcha',
  signin: 'login/signin',
  signout: 'login/signout',
  check: 'login/check',
  detectActive: 'login/detectactive',
  sessions: 'login/getsessions',
  adminCheck: 'account/permission/management/admin/check',
  moduleCheck: 'account/permission/management/module/check',
  permissionList: 'account/permission/management/list',
  adminCreate: 'account/permission/management/admin/create',
  adminUpdate: 'account/permission/management/update',
  permissionCheck: 'account/permission/management/check',
} as const;
