/**
 * The shell's run-time configuration, read from the environment by the production server and injected into
 * index.html as `window.__CMS_CONFIG__`, so integrators change it without rebuilding.
 */
export interface ShellRuntimeConfig {
  apiPrefix: string;
  signinKey: string;
  signinIv: string;
  inactivityTimeoutMs: number;
  sessionInvalidDelayMs: number;
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ShellRuntimeConfig {
  const prefix = env.CMS_API_PREFIX ?? '/v2/cms/';
  return {
    apiPrefix: prefix.endsWith('/') ? prefix : `${prefix}/`,
    signinKey: env.CMS_SIGNIN_KEY ?? 'cms-login-key-16',
    signinIv: env.CMS_SIGNIN_IV ?? 'cms-login-iv-16b',
    inactivityTimeoutMs: positive(env.CMS_INACTIVITY_MS, 300_000),
    sessionInvalidDelayMs: positive(env.CMS_LOGOUT_DELAY_MS, 3_000),
  };
}

/** The `<script>` that carries the config; `<` is escaped so no value can close the tag. */
export function configScript(config: ShellRuntimeConfig): string {
  return `<script>window.__CMS_CONFIG__=${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
}
