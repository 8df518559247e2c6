/**
 * The home-page link base (product.md §9: "Home-page link base differs per environment: test, qa, stage, production
 * and disaster-recovery hosts (values not shown)"): the origin on which the apps' pages live in each environment, so
 * a link the back office builds to one of them (an H5 page the release system published) opens where that
 * environment's app opens it. A run-time setting of the shell (shell/docs/configuration.md: `CMS_ENV`, `CMS_LINK_BASE`),
 * read by the shell's server and the browser alike with these functions.
 */

/** Spec §9's five environments: `dr` is disaster recovery. */
export const APP_ENVIRONMENTS = ['test', 'qa', 'stage', 'production', 'dr'] as const;
export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];

export const APP_ENVIRONMENT_LABELS: Readonly<Record<AppEnvironment, string>> = {
  test: '测试环境',
  qa: 'QA 环境',
  stage: '预发布环境',
  production: '生产环境',
  dr: '灾备环境',
};

/**
 * PLACEHOLDERS, not the group's hosts (the spec does not give them): configurable defaults, one per environment, for an
 * installation that sets `CMS_ENV` alone. A real installation sets `CMS_LINK_BASE` (or replaces these).
 */
export const DEFAULT_APP_LINK_BASES: Readonly<Record<AppEnvironment, string>> = {
  test: 'https://m-test.example.com',
  qa: 'https://m-qa.example.com',
  stage: 'https://m-stage.example.com',
  production: 'https://m.example.com',
  dr: 'https://m-dr.example.com',
};

export function isAppEnvironment(value: unknown): value is AppEnvironment {
  return typeof value === 'string' && (APP_ENVIRONMENTS as readonly string[]).includes(value);
}

/** An origin (and optional path) a link may start with: http(s), no query or fragment; the trailing slash dropped. */
export function normaliseLinkBase(text: string): string | null {
  const trimmed = text.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(trimmed) ? trimmed : null;
}

export interface AppLinkSettings {
  /** The environment named, or null where none is (a development or demo installation). */
  environment: AppEnvironment | null;
  /** The base every built app link starts with; '' = the product's own origin (the bundled mock-server serves them). */
  linkBase: string;
}

/**
 * The settings from `CMS_ENV` and `CMS_LINK_BASE`: the override wins, else the environment's default, else '' (this
 * origin). A problem is returned, in Chinese, for the shell's server to refuse to start on (a typo in CMS_ENV must not
 * quietly point production's links at another host).
 */
export function resolveAppLinks(environment: string | undefined, override: string | undefined): AppLinkSettings | { problem: string } {
  const env = environment?.trim() ?? '';
  if (env !== '' && !isAppEnvironment(env)) return { problem: `CMS_ENV 应为 ${APP_ENVIRONMENTS.join('、')} 之一，当前为 ${env}` };
  const base = override === undefined ? null : normaliseLinkBase(override);
  if (override !== undefined && base === null) return { problem: `CMS_LINK_BASE 应为 http(s) 地址，如 https://m.example.com，当前为 ${override}` };
  const named = env === '' ? null : (env as AppEnvironment);
  return { environment: named, linkBase: base !== null && base !== '' ? base : named ? DEFAULT_APP_LINK_BASES[named] : '' };
}

/** `path` on the base: a path (`/h5-live/a/index.html`) gets the base in front; a full http(s) link stays as it is. */
export function joinAppLink(linkBase: string, path: string): string {
  if (/^https?:\/\//i.test(path) || linkBase === '') return path;
  return `${linkBase}${path.startsWith('/') ? '' : '/'}${path}`;
}
