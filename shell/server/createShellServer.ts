/**
 * The production server of the whole product, on one origin:
 *   page paths             the console, index.html with the run-time config injected (history-mode routing); a visitor
 *                          with no session cookie gets the light login page, login.html, at /login and is sent there
 *                          from the signed-in screens (the guard's own signed-out rule: src/guard/signedOutNavigation)
 *   public page paths      a remote's light page for the address (lightPages.ts: built beside the remote, named in its
 *                          dist's light-pages.json), to everyone; the console's public route where there is none
 *   /remotes/<name>/…      each remote's built files (remoteEntry.js, mf-manifest.json, chunks)
 *   /remotes.json          name → manifest URL, read by the shell at run time (REMOTES_CONFIG to replace it)
 *   <apiPrefix>…           proxied to the backend: the bundled mock-server, or CMS_BACKEND; the modules' publish
 *                          workflow through the console's write guard (console/guard/writeGuard.ts)
 *   /h5-live/…             proxied to the same backend: the live H5 pages (no session), so the links the H5
 *                          screens show open on this origin
 *   /console/v1/…          the console service (console/consoleService.ts): what the console offers beyond the
 *                          spec, reaching the backend only through `/v2/cms` calls made as the person asking
 * Remotes may also be deployed elsewhere: point their entries in remotes.json at any origin.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import { API, ErrorCode, H5_LIVE_PREFIX, errorMessage, mayOpenPath, type ModuleDefinition } from 'shared-ui/contract';
import { REMOTE_PACKAGES } from 'shared-ui/federation';
import type { BackendIdentity } from './console/identity';
import { registerConsole } from './console/registerConsole';
import { openConsoleStore } from './console/store/openConsoleStore';
import { CONTRACT_DOCUMENT_URL, CONTRACT_PAGE_PATH } from '../src/contract/contractPage';
import { CONTRACT_DOCUMENT_FILE } from './contractDocument';
import { readLightPages, servedPage } from './lightPages';
import { configScript, type ShellRuntimeConfig } from './runtimeConfig';

export interface ShellServerOptions {
  /** The workspace folder (holding shell and the remote-… folders). */
  root: string;
  /** Where `<apiPrefix>` calls go, e.g. http://127.0.0.1:4000 or https://cms.example.com. */
  backend: string;
  config: ShellRuntimeConfig;
  /** A remotes.json to serve instead of shell/public/remotes.json. */
  remotesConfigPath?: string;
  logger?: boolean;
  /** The modules the console service reads; every remote's module list unless told (a test's own). */
  modules?: readonly ModuleDefinition[];
  /** CONSOLE_DB: the console service's store (openConsoleStore); unset, a SQLite file under `<root>/.console/`. */
  consoleDb?: string;
  /** CONSOLE_INDEX_CALLS_PER_MINUTE: the entry index's budget of backend calls a minute at rest (60). */
  indexCallsPerMinute?: number;
}

/** A built file keeps a fixed name (so it must be revalidated), or carries a content hash (cached for good). */
const FIXED_NAME = /(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|index\.html)(\.br|\.gz)?$/;
const HASHED_CHUNK = /\.[0-9a-f]{8}\.js(\.br|\.gz)?$/;

/**
 * A small answer made at start-up (the page with its injected config, remotes.json), compressed once then, and sent
 * as brotli, gzip or plain by the request's Accept-Encoding, like the pre-compressed built files.
 */
function negotiated(body: string, type: string, brotliQuality = 11): (req: FastifyRequest, reply: FastifyReply) => FastifyReply {
  const plain = Buffer.from(body, 'utf8');
  const br = zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } });
  const gzip = zlib.gzipSync(plain, { level: 9 });
  return (req, reply) => {
    const accepted = String(req.headers['accept-encoding'] ?? '');
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type(type);
    if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(br);
    if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzip);
    return reply.send(plain);
  };
}

/** Why a request may not read the 接口约定 page's document (HTTP 401 no session, 403 not a super admin), or null. */
async function contractRefusal(identity: BackendIdentity, cookie: string | undefined): Promise<{ status: number; code: number } | null> {
  const who = await identity.confirm(cookie).catch(() => null);
  if (!who) return { status: 401, code: ErrorCode.SessionInvalid };
  return mayOpenPath(who, CONTRACT_PAGE_PATH) ? null : { status: 403, code: ErrorCode.NoModulePermission };
}

export async function createShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  const shellDist = path.join(options.root, 'shell', 'dist');
  for (const page of ['index.html', 'login.html']) {
    if (!fs.existsSync(path.join(shellDist, page))) throw new Error(`未找到 ${path.join(shellDist, page)}：请先运行 pnpm build`);
  }
  const injectConfig = (html: string) => html.replace('</head>', () => `${configScript(options.config)}</head>`);
  const withConfig = (file: string) => injectConfig(fs.readFileSync(path.join(shellDist, file), 'utf8'));
  const sendIndex = negotiated(withConfig('index.html'), 'text/html; charset=utf-8');
  const sendLogin = negotiated(withConfig('login.html'), 'text/html; charset=utf-8');
  const lightPages = new Map([...readLightPages(options.root)].map(([pagePath, html]) => [pagePath, negotiated(injectConfig(html), 'text/html; charset=utf-8')]));
  const lightPaths = new Set(lightPages.keys());
  const remotesJson = fs.readFileSync(options.remotesConfigPath ?? path.join(options.root, 'shell', 'public', 'remotes.json'), 'utf8');

  await app.register(httpProxy, {
    upstream: options.backend,
    prefix: H5_LIVE_PREFIX.replace(/\/$/, ''),
    rewritePrefix: H5_LIVE_PREFIX.replace(/\/$/, ''),
    http: { requestOptions: { timeout: 60_000 } },
  });

  const store = await openConsoleStore(options.consoleDb, path.join(options.root, '.console', 'console.sqlite'));
  app.addHook('onClose', () => store.close());
  const { identity } = await registerConsole(app, {
    backend: options.backend,
    apiPrefix: options.config.apiPrefix,
    store,
    ...(options.modules ? { modules: options.modules } : {}),
    ...(options.indexCallsPerMinute === undefined ? {} : { index: { callsPerMinute: options.indexCallsPerMinute } }),
    ...(options.config.contractCheck ? { contractDocument: path.join(options.root, CONTRACT_DOCUMENT_FILE) } : {}),
  });
  // A sign-out passing through ends the console service's word for that session at once, not when it would expire.
  const signOutPath = `${options.config.apiPrefix}${API.signout}`;
  app.addHook('onRequest', async (req) => {
    if (req.url.split('?')[0] === signOutPath) identity.forget(req.headers.cookie);
  });

  for (const pkg of Object.keys(REMOTE_PACKAGES)) {
    await app.register(fastifyStatic, {
      root: path.join(options.root, pkg, 'dist'),
      prefix: `/remotes/${pkg}/`,
      decorateReply: false,
      // The build wrote .br and .gz beside each file: send the one the browser accepts (with Vary: Accept-Encoding).
      preCompressed: true,
      // The manifest and entry keep fixed names: they must be revalidated; hashed chunks may be cached for good.
      setHeaders: (res, filePath) => {
        res.header('Cache-Control', FIXED_NAME.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable');
        res.header('Access-Control-Allow-Origin', '*');
      },
    });
  }

  const sendRemotesJson = negotiated(remotesJson, 'application/json');
  app.get('/remotes.json', async (req, reply) => sendRemotesJson(req, reply));

  // The contract's OpenAPI document (`pnpm contract`), for the console's 接口约定 page — to super admins only, the
  // page's own rule (contract isSuperAdminOnlyPath), as the backend confirms the session. Integrators have the file
  // in the repository. Several MB of JSON: brotli at quality 5 compresses it at start-up in a fraction of a second
  // (11 would take many seconds) to ~1/20.
  const contractFile = path.join(options.root, CONTRACT_DOCUMENT_FILE);
  if (fs.existsSync(contractFile)) {
    const sendContract = negotiated(fs.readFileSync(contractFile, 'utf8'), 'application/json', 5);
    app.get(CONTRACT_DOCUMENT_URL, async (req, reply) => {
      const refusal = await contractRefusal(identity, req.headers.cookie);
      if (refusal) return reply.code(refusal.status).header('Cache-Control', 'no-store').send({ code: refusal.code, data: null, msg: errorMessage(refusal.code) });
      return sendContract(req, reply);
    });
  }

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.header('Cache-Control', HASHED_CHUNK.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // History-mode routing: every page path is a page — which one, or a redirect, `servedPage` says.
  const sendPage = (req: FastifyRequest, reply: FastifyReply) => {
    const answer = servedPage(req.url, req.headers.cookie, lightPaths);
    if ('redirect' in answer) return reply.redirect(answer.redirect);
    if ('lightPage' in answer) return lightPages.get(answer.lightPage)!(req, reply);
    return answer.shellPage === 'login.html' ? sendLogin(req, reply) : sendIndex(req, reply);
  };
  app.get('/', async (req, reply) => sendPage(req, reply));
  app.setNotFoundHandler(async (req, reply) => {
    if (req.method === 'GET' && !/\.[a-z0-9]+$/i.test(req.url.split('?')[0] ?? '')) return sendPage(req, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('未找到该文件');
  });
  return app;
}
