/**
 * Run-time configuration of the shell. The production server injects `window.__CMS_CONFIG__` into index.html, so an
 * integrator changes the API prefix or the sign-in key without a rebuild; build-time `process.env.CMS_*` values and
 * then the contract's defaults fill what it leaves out. Tests and e2e shorten the time-outs the same way.
 */
import {
  DEFAULT_API_PREFIX,
  DEFAULT_APP_LINK_BASES,
  DEFAULT_SIGNIN_CIPHER,
  DEFAULT_THUMBNAIL_STYLE,
  INACTIVITY_TIMEOUT_MS,
  SESSION_INVALID_LOGOUT_DELAY_MS,
  isAppEnvironment,
  isThumbnailStyle,
  normaliseLinkBase,
  type AppEnvironment,
  type SigninCipherConfig,
  type ThumbnailStyle,
} from 'shared-ui';

export interface CmsRuntimeConfig {
  /** Base of every API call, e.g. `/v2/cms/`. */
  apiPrefix: string;
  /** AES key and IV of the sign-in payload (16 UTF-8 bytes each). */
  signinKey: string;
  signinIv: string;
  /** Inactivity before `login/detectactive` is asked. */
  inactivityTimeoutMs: number;
  /** Delay between the session-invalid message and the logout. */
  sessionInvalidDelayMs: number;
  /** product.md §9's environment (test, qa, stage, production, dr), null when none is named. */
  environment: AppEnvironment | null;
  /** The home-page link base every built app link starts with; '' = this origin. */
  appLinkBase: string;
  /** How images drawn small get their thumbnail URL (contract imageThumbnails): `oss` or `none` (the original). */
  thumbnailStyle: ThumbnailStyle;
  /** `CMS_CONTRACT_CHECK`: super admins' console checks the backend's answers against the contract (contractCheck/). */
  contractCheck: boolean;
}

declare global {
  interface Window {
    __CMS_CONFIG__?: Partial<CmsRuntimeConfig>;
  }
}

/**
 * `process.env.CMS_*` exists only where webpack's DefinePlugin replaced it (or under jest); elsewhere the bare
 * `process` reference throws, which here just means "not set".
 */
function buildTime(read: () => string | undefined): string | undefined {
  try {
    const value = read();
    return value === undefined || value === '' ? undefined : value;
  } catch {
    return undefined;
  }
}

function text(...candidates: unknown[]): string | undefined {
  return candidates.find((c): c is string => typeof c === 'string' && c.length > 0);
}

function positiveNumber(...candidates: unknown[]): number | undefined {
  for (const c of candidates) {
    const n = typeof c === 'string' && c.trim() !== '' ? Number(c) : c;
    if (typeof n === 'number' && Number.isFinite(n) && n > 0) return n;
  }
  return undefined;
}

/** The link base: the injected one (the server already resolved it), else the build's CMS_LINK_BASE, else the environment's. */
function linkBase(injected: unknown, environment: AppEnvironment | null): string {
  for (const candidate of [injected, buildTime(() => process.env.CMS_LINK_BASE)]) {
    const base = typeof candidate === 'string' ? normaliseLinkBase(candidate) : null;
    if (base !== null && (base !== '' || candidate === injected)) return base;
  }
  return environment ? DEFAULT_APP_LINK_BASES[environment] : '';
}

/** Merges the injected config over build-time values over the contract's defaults; ignores malformed values. */
export function readConfig(injected: Partial<Record<keyof CmsRuntimeConfig, unknown>> = {}): CmsRuntimeConfig {
  const environment = [injected.environment, buildTime(() => process.env.CMS_ENV)].find(isAppEnvironment) ?? null;
  return {
    apiPrefix:
      text(injected.apiPrefix, buildTime(() => process.env.CMS_API_PREFIX)) ?? DEFAULT_API_PREFIX,
    signinKey: text(injected.signinKey, buildTime(() => process.env.CMS_SIGNIN_KEY)) ?? DEFAULT_SIGNIN_CIPHER.key,
    signinIv: text(injected.signinIv, buildTime(() => process.env.CMS_SIGNIN_IV)) ?? DEFAULT_SIGNIN_CIPHER.iv,
    inactivityTimeoutMs:
      positiveNumber(injected.inactivityTimeoutMs, buildTime(() => process.env.CMS_INACTIVITY_MS)) ??
      INACTIVITY_TIMEOUT_MS,
    sessionInvalidDelayMs:
      positiveNumber(injected.sessionInvalidDelayMs, buildTime(() => process.env.CMS_LOGOUT_DELAY_MS)) ??
      SESSION_INVALID_LOGOUT_DELAY_MS,
    environment,
    appLinkBase: linkBase(injected.appLinkBase, environment),
    thumbnailStyle: [injected.thumbnailStyle, buildTime(() => process.env.CMS_THUMBNAIL_STYLE)].find(isThumbnailStyle) ?? DEFAULT_THUMBNAIL_STYLE,
    contractCheck: typeof injected.contractCheck === 'boolean' ? injected.contractCheck : /^(1|on|true)$/i.test(buildTime(() => process.env.CMS_CONTRACT_CHECK) ?? ''),
  };
}

export const config: CmsRuntimeConfig = readConfig(typeof window === 'undefined' ? {} : (window.__CMS_CONFIG__ ?? {}));

export function signinCipher(from: CmsRuntimeConfig = config): SigninCipherConfig {
  return { key: from.signinKey, iv: from.signinIv };
}
