/**
 * The shell's run-time configuration, read from the environment by the production server and injected into
 * index.html as `window.__CMS_CONFIG__`, so integrators change it without rebuilding.
 */
import { DEFAULT_THUMBNAIL_STYLE, THUMBNAIL_STYLES, isThumbnailStyle, resolveAppLinks } from 'shared-ui/contract';
import type { CmsRuntimeConfig } from '../src/config';

/**
 * What the browser reads as `window.__CMS_CONFIG__` (shell/src/config.ts): one type for both sides, so a setting the
 * server writes is one the console reads. On the server: `CMS_ENV` (environment, null when unset), `CMS_LINK_BASE`
 * (else the environment's default, else '' = this origin), `CMS_THUMBNAIL_STYLE`, and `CMS_CONTRACT_CHECK` — on by
 * default whenever `CMS_BACKEND` names a backend (the bundled mock-server is the contract's reference).
 */
export type ShellRuntimeConfig = CmsRuntimeConfig;

const SWITCH: Readonly<Record<string, boolean>> = { '1': true, true: true, on: true, '0': false, false: false, off: false };

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Throws (the server does not start) on a CMS_ENV or CMS_LINK_BASE it cannot use: a typo must not move the links. */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ShellRuntimeConfig {
  const prefix = env.CMS_API_PREFIX ?? '/v2/cms/';
  const links = resolveAppLinks(env.CMS_ENV, env.CMS_LINK_BASE === '' ? undefined : env.CMS_LINK_BASE);
  if ('problem' in links) throw new Error(links.problem);
  const thumbnailStyle = env.CMS_THUMBNAIL_STYLE || DEFAULT_THUMBNAIL_STYLE;
  if (!isThumbnailStyle(thumbnailStyle)) throw new Error(`CMS_THUMBNAIL_STYLE 应为 ${THUMBNAIL_STYLES.join('、')} 之一，当前为 ${thumbnailStyle}`);
  const check = env.CMS_CONTRACT_CHECK ? SWITCH[env.CMS_CONTRACT_CHECK.toLowerCase()] : Boolean(env.CMS_BACKEND);
  if (check === undefined) throw new Error(`CMS_CONTRACT_CHECK 应为 on 或 off（1 或 0），当前为 ${env.CMS_CONTRACT_CHECK ?? ''}`);
  return {
    apiPrefix: prefix.endsWith('/') ? prefix : `${prefix}/`,
    signinKey: env.CMS_SIGNIN_KEY ?? 'cms-login-key-16',
    signinIv: env.CMS_SIGNIN_IV ?? 'cms-login-iv-16b',
    inactivityTimeoutMs: positive(env.CMS_INACTIVITY_MS, 300_000),
    sessionInvalidDelayMs: positive(env.CMS_LOGOUT_DELAY_MS, 3_000),
    environment: links.environment,
    appLinkBase: links.linkBase,
    thumbnailStyle,
    contractCheck: check,
  };
}

/** The `<script>` that carries the config; `<` is escaped so no value can close the tag. */
export function configScript(config: ShellRuntimeConfig): string {
  return `<script>window.__CMS_CONFIG__=${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
}
