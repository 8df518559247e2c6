import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { DEFAULT_API_PREFIX, DEFAULT_SIGNIN_CIPHER, type SigninCipherConfig } from 'shared-ui/contract';
import type { AppContext, RoutePluginOptions } from './appContext';
import { CAPTCHA_TTL_MS, DEFAULT_SESSION_TTL_MS } from './auth/authPolicy';
import { registerSessionGuard } from './auth/sessionGuard';
import { AccountRepository } from './db/accountRepository';
import { CaptchaRepository } from './db/captchaRepository';
import { openDatabase } from './db/openDatabase';
import { SessionRepository } from './db/sessionRepository';
import { registerErrorHandling } from './http/errorHandling';
import { loginRoutes } from './routes/login';
import { permissionRoutes } from './routes/permission';

export interface BuildServerOptions {
  /** A SQLite file (created with its folder if missing) or ':memory:'. */
  dbPath: string;
  /** Every captcha's answer; random 4 unambiguous characters when absent. */
  captchaAnswer?: string;
  /** Sign-in key and IV; the contract's DEFAULT_SIGNIN_CIPHER when absent. */
  cipher?: SigninCipherConfig;
  /** Session lifetime from sign-in; 8 hours when absent. */
  sessionTtlMs?: number;
  /** The clock of every rule that involves time (captcha age, lock, session expiry). */
  now?: () => number;
  /** Log every request; otherwise only unexpected errors are logged. */
  logger?: boolean;
  /**
   * More routes under the prefix, behind the same session and role hook: later areas, or a test's stand-in
   * endpoint (e.g. a `…/publish` route to prove the role rule refuses before the handler runs).
   */
  extraRoutes?: FastifyPluginAsync<RoutePluginOptions>;
}

const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The `/v2/cms` backend, ready to `listen` or `inject`, with its database migrated and seeded.
 *
 * @example const app = await buildServer({ dbPath: ':memory:', captchaAnswer: 'ABCD' });
 *          await app.inject({ method: 'GET', url: '/v2/cms/login/captcha' });
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => Date.now());
  const db = openDatabase(options.dbPath, now);
  const ctx: AppContext = {
    db,
    now,
    cipher: options.cipher ?? DEFAULT_SIGNIN_CIPHER,
    sessionTtlMs: options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS,
    captchaAnswer: options.captchaAnswer,
    accounts: new AccountRepository(db),
    sessions: new SessionRepository(db),
    captchas: new CaptchaRepository(db, CAPTCHA_TTL_MS),
  };

  const app = Fastify({ logger: options.logger ? true : { level: 'error' }, bodyLimit: MAX_BODY_BYTES });
  app.addHook('onClose', async () => {
    db.close();
  });
  try {
    registerErrorHandling(app);
    await app.register(
      async (api) => {
        registerSessionGuard(api, ctx, DEFAULT_API_PREFIX);
        await api.register(loginRoutes, { ctx });
        await api.register(permissionRoutes, { ctx });
        if (options.extraRoutes) await api.register(options.extraRoutes, { ctx });
      },
      { prefix: DEFAULT_API_PREFIX.replace(/\/$/, '') },
    );
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
