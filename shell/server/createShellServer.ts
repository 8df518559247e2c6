/**
 * The production server of the whole product, on one origin:
 *   /                      the shell (SPA; unknown paths get index.html with the run-time config injected)
 *   /remotes/<name>/…      each remote's built files (remoteEntry.js, mf-manifest.json, chunks)
 *   /remotes.json          name → manifest URL, read by the shell at run time (REMOTES_CONFIG to replace it)
 *   <apiPrefix>…           proxied to the backend: the bundled mock-server, or CMS_BACKEND
 *   /h5-live/…             proxied to the same backend: the live H5 pages (no session), so the links the H5
 *                          screens show open on this origin
 * Remotes may also be deployed elsewhere: point their entries in remotes.json at any origin.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import { H5_LIVE_PREFIX } from 'shared-ui/contract';
import { REMOTE_PACKAGES } from 'shared-ui/federation';
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
}

export async function createShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  const shellDist = path.join(options.root, 'shell', 'dist');
  const indexFile = path.join(shellDist, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error(`未找到 ${indexFile}：请先运行 pnpm build`);
  const indexHtml = fs.readFileSync(indexFile, 'utf8').replace('</head>', `${configScript(options.config)}</head>`);
  const remotesJson = fs.readFileSync(options.remotesConfigPath ?? path.join(options.root, 'shell', 'public', 'remotes.json'), 'utf8');

  await app.register(httpProxy, {
    upstream: options.backend,
    prefix: options.config.apiPrefix.replace(/\/$/, ''),
    rewritePrefix: options.config.apiPrefix.replace(/\/$/, ''),
    http: { requestOptions: { timeout: 60_000 } },
  });
  await app.register(httpProxy, {
    upstream: options.backend,
    prefix: H5_LIVE_PREFIX.replace(/\/$/, ''),
    rewritePrefix: H5_LIVE_PREFIX.replace(/\/$/, ''),
    http: { requestOptions: { timeout: 60_000 } },
  });

  for (const pkg of Object.keys(REMOTE_PACKAGES)) {
    await app.register(fastifyStatic, {
      root: path.join(options.root, pkg, 'dist'),
      prefix: `/remotes/${pkg}/`,
      decorateReply: false,
      // The manifest and entry keep fixed names: they must be revalidated; hashed chunks may be cached for good.
      setHeaders: (res, filePath) => {
        const fixed = /(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|index\.html)$/.test(filePath);
        res.header('Cache-Control', fixed ? 'no-cache' : 'public, max-age=31536000, immutable');
        res.header('Access-Control-Allow-Origin', '*');
      },
    });
  }

  app.get('/remotes.json', async (_req, reply) => reply.header('Cache-Control', 'no-cache').type('application/json').send(remotesJson));

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    wildcard: true,
    setHeaders: (res, filePath) => {
      res.header('Cache-Control', /\.[0-9a-f]{8}\.js$/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // History-mode routing: any other page path is the shell's index.html.
  const sendIndex = (reply: { header: (k: string, v: string) => unknown; type: (t: string) => { send: (b: string) => unknown } }) => {
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(indexHtml);
  };
  app.get('/', async (_req, reply) => sendIndex(reply));
  app.setNotFoundHandler(async (req, reply) => {
    if (req.method === 'GET' && !/\.[a-z0-9]+$/i.test(req.url.split('?')[0] ?? '')) return sendIndex(reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('未找到该文件');
  });
  return app;
}
