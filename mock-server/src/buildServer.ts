import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { DEFAULT_API_PREFIX, DEFAULT_SIGNIN_CIPHER, createCallMap, type CallOwnerRule, type ModuleDefinition, type SigninCipherConfig } from 'shared-ui/contract';
import type { AppContext, RoutePluginOptions } from './appContext';
import { CAPTCHA_TTL_MS, DEFAULT_SESSION_TTL_MS, FAILURES_BEFORE_LOCK, LOCK_MS } from './auth/authPolicy';
import { UnknownNameFailures } from './auth/unknownNameFailures';
import { registerSessionGuard } from './auth/sessionGuard';
import { ShiftableClock } from './clock';
import { AccountRepository } from './db/accountRepository';
import { AdminAccountRepository } from './db/adminAccountRepository';
import { CaptchaRepository } from './db/captchaRepository';
import { openDatabase } from './db/openDatabase';
import { PermissionAuditRepository } from './db/permissionAuditRepository';
import { SessionRepository } from './db/sessionRepository';
import { UploadRepository } from './db/uploadRepository';
import { registerErrorHandling } from './http/errorHandling';
import { CONNECTION_IDLE_TIMEOUT_MS, CONNECTIONS_CHECK_INTERVAL_MS, REQUEST_TIMEOUT_MS } from './http/serverLimits';
import { registeredModules } from './modules/registry';
import { loginRoutes } from './routes/login';
import { passwordRoutes } from './routes/password';
import { permissionRoutes } from './routes/permission';
import { permissionAdminRoutes } from './routes/permissionAdmin';
import { registerTestClock } from './routes/testClock';
import { uploadRoutes } from './routes/upload';
import { fileUploadRoutes } from './routes/fileUpload';
import { workflowRoutes } from './routes/workflow';
import { articleRoutes } from './articles/routes';
import { seedArticles } from './articles/seed/seedArticles';
import { H5Release } from './h5release/h5Release';
import { registerLiveRoutes } from './h5release/liveRoutes';
import { h5ReleaseRoutes } from './h5release/routes';
import { startScheduler } from './workflow/scheduler';
import { seedModules } from './workflow/seedModules';
import { WorkflowService } from './workflow/workflowService';
import { createLibrarySources } from './libraries/librarySources';
import { assertSourcesFor } from './libraries/refsExist';
import { fundRoutes } from './funds/routes';
import { seedFunds } from './funds/seed';
import { managerRoutes } from './managers/routes';
import { ApprovalTokens } from './stockNews/approvalTokens';
import { stockNewsRoutes } from './stockNews/routes';
import { holidayRoutes } from './holiday/routes';
import { seedStockNews } from './stockNews/seed';
import { StockNewsService } from './stockNews/stockNewsService';
import { OtherStockNewsService } from './otherStockNews/service';
import { otherStockNewsRoutes } from './otherStockNews/routes';
import { seedOtherStockNews } from './otherStockNews/seed';
import { seedManagers } from './managers/seed';
import { RefIndex } from './workflow/refIndex';
import { SmsLogin, type OutgoingSms } from './sms/smsLogin';
import { smsRoutes } from './sms/routes';
import { batchActivityRoutes } from './batchActivity/routes';
import { WorkflowStore } from './workflow/workflowStore';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's context: tests read the database and the clock through it. */
    cms: AppContext;
    /** Every route under the API prefix, as registered: the permission gate's audit walks them all. */
    cmsRoutes: readonly ApiRoute[];
  }
}

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
  /** Who owns which call (the permission gate); the contract's CALL_OWNER_RULES when absent. A test's extra routes add theirs. */
  callOwners?: readonly CallOwnerRule[];
  /** The modules whose publish pattern is served; the remotes' module lists (the registry) when absent. */
  modules?: readonly ModuleDefinition[];
  /** Serve `GET|POST /__test/clock` to read and move the server's clock (`MOCK_CLOCK=1`). Off when absent. */
  testClock?: boolean;
  /**
   * Where the H5 release system keeps file bytes (`MOCK_DATA_DIR`). Absent: `h5-files` beside the database file, or
   * for ':memory:' a temporary folder removed on close.
   */
  dataDir?: string;
  /** Every SMS code is this (`MOCK_SMS_CODE`, six digits); random when absent. */
  smsCode?: string;
  /** Where the texts go (mock-server sends no real SMS): main.ts prints them, tests read them. Dropped when absent. */
  smsOutbox?: (sms: OutgoingSms) => void;
}

const MAX_BODY_BYTES = 1024 * 1024;

/** A route under the API prefix: its methods and its full URL pattern (`/v2/cms/…/prepublish/:id`). */
export interface ApiRoute {
  methods: string[];
  url: string;
}

/**
 * The `/v2/cms` backend, ready to `listen` or `inject`, with its database migrated and seeded.
 *
 * @example const app = await buildServer({ dbPath: ':memory:', captchaAnswer: 'ABCD' });
 *          await app.inject({ method: 'GET', url: '/v2/cms/login/captcha' });
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const clock = new ShiftableClock(options.now ?? (() => Date.now()));
  const now = clock.now;
  const db = openDatabase(options.dbPath, now);
  const modules = options.modules ?? registeredModules;
  const refs = new RefIndex(db, modules);
  const libraries = createLibrarySources(db);
  assertSourcesFor(modules, libraries);
  const workflowStore = new WorkflowStore(db, refs);
  const workflow = new WorkflowService(workflowStore, now, libraries, refs);
  const superseding = modules.filter((def) => def.supersedes);
  const h5 = new H5Release({ db, dbPath: options.dbPath, dataDir: options.dataDir, now });
  // One secret for every approval link (stock news and other stock news).
  const approvalTokens = new ApprovalTokens();
  const stockNews = new StockNewsService(db, now, libraries.stocks, approvalTokens);
  const otherStockNews = new OtherStockNewsService(db, now, libraries.stocks, approvalTokens);
  if (options.smsCode !== undefined && !/^\d{6}$/.test(options.smsCode)) throw new Error(`smsCode must be six digits, got "${options.smsCode}"`);
  const sessionTtlMs = options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS;
  const accounts = new AccountRepository(db);
  const sessions = new SessionRepository(db);
  const sms = new SmsLogin({ db, now, accounts, sessions, workflowStore, sessionTtlMs, fixedCode: options.smsCode, outbox: options.smsOutbox });
  const ctx: AppContext = {
    db,
    now,
    cipher: options.cipher ?? DEFAULT_SIGNIN_CIPHER,
    sessionTtlMs,
    captchaAnswer: options.captchaAnswer,
    accounts,
    adminAccounts: new AdminAccountRepository(db),
    permissionAudit: new PermissionAuditRepository(db),
    sessions,
    captchas: new CaptchaRepository(db, CAPTCHA_TTL_MS),
    unknownNames: new UnknownNameFailures(FAILURES_BEFORE_LOCK, LOCK_MS),
    modules,
    callMap: createCallMap(modules, options.callOwners),
    workflowStore,
    refs,
    workflow,
    libraries,
    uploads: new UploadRepository(db),
    h5,
    stockNews,
    otherStockNews,
    sms,
    applyDue: () => {
      // What went live may supersede an older live entry of its subject (`supersedes`): that one goes to history.
      if (workflowStore.applyDue(now(), false).published > 0) workflow.retireSuperseded(superseding);
      h5.applyDue();
      // Pre-pushed stock news goes live at its time, with or without a request to the stock-news calls.
      stockNews.applyDue();
    },
  };

  const app = Fastify({
    logger: options.logger ? true : { level: 'error' },
    bodyLimit: MAX_BODY_BYTES,
    // A client that sends half a request and goes quiet is answered 408 and dropped (see serverLimits.ts).
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_IDLE_TIMEOUT_MS,
    // The headers' limit equal to the request's, or Node would apply the request's to the headers only.
    http: { headersTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: CONNECTIONS_CHECK_INTERVAL_MS },
    // On close, keep-alive connections with no request in flight are dropped at once and new requests get 503;
    // requests in flight may finish. Not `true`: that would cut them off too. What outlives main.ts's close
    // deadline is destroyed there.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  app.decorate('cms', ctx);
  const routes: ApiRoute[] = [];
  app.decorate('cmsRoutes', routes);
  let stopScheduler = () => {};
  app.addHook('onClose', async () => {
    // Each step runs even when one before it fails: a database that fails to close must not leave a ':memory:'
    // server's temporary folder behind. Any failure still rejects close(), so main.ts exits with 1.
    const failures: unknown[] = [];
    for (const step of [() => stopScheduler(), () => db.close(), () => h5.close()]) {
      try {
        step();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, '关闭 mock-server 时出错');
  });
  try {
    // The libraries first: a module's seed picks real items from them.
    seedArticles(db, now());
    seedFunds(db, now());
    // After the funds: a manager's funds are fund-library ids.
    seedManagers(db, now());
    seedModules(workflowStore, modules, now(), libraries);
    // Stock news names stocks of the library.
    seedStockNews(db, now(), libraries.stocks);
    seedOtherStockNews(db, now(), libraries.stocks);
    // Indexed as the modules read their values today (a database from before the index gains it here).
    refs.rebuild();
    // Changes that fell due while the server was down are applied before the first request, marked late.
    if (workflowStore.applyDue(now(), true).published > 0) ctx.workflow.retireSuperseded(superseding);
    h5.start();
    registerErrorHandling(app);
    // Outside the prefix: live H5 pages need no session.
    registerLiveRoutes(app, h5.store);
    if (options.testClock) registerTestClock(app, clock, ctx.applyDue);
    await app.register(
      async (api) => {
        api.addHook('onRoute', (route) => {
          routes.push({ methods: [route.method].flat(), url: route.url });
        });
        registerSessionGuard(api, ctx, DEFAULT_API_PREFIX);
        await api.register(loginRoutes, { ctx });
        await api.register(passwordRoutes, { ctx });
        await api.register(permissionRoutes, { ctx });
        await api.register(permissionAdminRoutes, { ctx });
        await api.register(uploadRoutes, { ctx });
        await api.register(fileUploadRoutes, { ctx });
        await api.register(workflowRoutes, { ctx });
        await api.register(h5ReleaseRoutes, { ctx });
        await api.register(articleRoutes, { ctx });
        await api.register(fundRoutes, { ctx });
        await api.register(managerRoutes, { ctx });
        await api.register(stockNewsRoutes, { ctx });
        await api.register(otherStockNewsRoutes, { ctx });
        await api.register(holidayRoutes, { ctx });
        await api.register(smsRoutes, { ctx });
        await api.register(batchActivityRoutes, { ctx });
        if (options.extraRoutes) await api.register(options.extraRoutes, { ctx });
      },
      { prefix: DEFAULT_API_PREFIX.replace(/\/$/, '') },
    );
    await app.ready();
    stopScheduler = startScheduler(ctx.applyDue, (error) => app.log.error({ err: error }, 'scheduler tick failed'));
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
