/**
 * Starts the whole product from its production build: mock-server (unless CMS_BACKEND is set) and the shell's
 * server on PORT. Used by `pnpm start`, the end-to-end tests and the benchmark.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createShellServer } from '../server/createShellServer';
import { runtimeConfigFromEnv } from '../server/runtimeConfig';
import { readCallsPerMinute } from './lib/consoleSettings';
import { ROOT, assertPortFree, start, stop, waitForHttp } from './lib/workspace';

export interface RunningProduct {
  url: string;
  backend: string;
  close: () => Promise<void>;
}

export async function serveProduct(env: NodeJS.ProcessEnv = process.env): Promise<RunningProduct> {
  const port = Number(env.PORT ?? 3000);
  // Read first: a CMS_ENV or CMS_LINK_BASE it cannot use stops the start before anything runs.
  const config = runtimeConfigFromEnv(env);
  let mock: ChildProcess | undefined;
  let backend = env.CMS_BACKEND;
  if (!backend) {
    const mockPort = Number(env.MOCK_PORT ?? 4000);
    await assertPortFree(mockPort, 'mock-server ');
    backend = `http://127.0.0.1:${String(mockPort)}`;
    // MOCK_* variables pass through to the mock-server it starts.
    // Node with tsx's loader rather than pnpm or the tsx command: one process that receives its own signals, so
    // stopping it is quiet and its clean-up always runs (the tsx command kills its child 30 ms after forwarding one).
    mock = start(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(ROOT, 'mock-server'),
      env: { ...env, MOCK_PORT: String(mockPort) },
    });
    await waitForHttp(`${backend}/v2/cms/login/check`, 120_000);
  }
  let server: FastifyInstance;
  try {
    server = await createShellServer({
      root: ROOT,
      backend,
      config,
      ...(env.REMOTES_CONFIG ? { remotesConfigPath: env.REMOTES_CONFIG } : {}),
      ...(env.CONSOLE_DB ? { consoleDb: env.CONSOLE_DB } : {}),
      ...(env.CONSOLE_INDEX_CALLS_PER_MINUTE ? { indexCallsPerMinute: readCallsPerMinute(env.CONSOLE_INDEX_CALLS_PER_MINUTE) } : {}),
    });
    await server.listen({ port, host: env.HOST ?? '0.0.0.0' });
  } catch (error) {
    stop(mock);
    throw error;
  }
  return {
    url: `http://localhost:${String(port)}`,
    backend,
    close: async () => {
      await server.close();
      stop(mock);
    },
  };
}
