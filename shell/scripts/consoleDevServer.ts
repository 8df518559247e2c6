/**
 * `pnpm dev`'s front of the backend: the same `/v2/cms` pass-through, write guard and console service the shell's
 * production server hosts (server/console), on a port of its own (CONSOLE_DEV_PORT, 3900) that every dev server
 * proxies `/v2/cms` and `/console` to, speaking to mock-server (MOCK_PORT) or to CMS_BACKEND.
 */
import path from 'node:path';
import Fastify from 'fastify';
import { CONSOLE_DEV_PORT } from 'shared-ui/federation';
import { registerConsole } from '../server/console/registerConsole';
import { openConsoleStore } from '../server/console/store/openConsoleStore';
import { runtimeConfigFromEnv } from '../server/runtimeConfig';
import { ROOT } from './lib/workspace';

async function main(): Promise<void> {
  const app = Fastify();
  const backend = process.env.CMS_BACKEND ?? `http://127.0.0.1:${process.env.MOCK_PORT ?? '4000'}`;
  const store = await openConsoleStore(process.env.CONSOLE_DB, path.join(ROOT, '.console', 'console.sqlite'));
  await registerConsole(app, { backend, apiPrefix: runtimeConfigFromEnv(process.env).apiPrefix, store });
  await app.listen({ port: CONSOLE_DEV_PORT, host: '127.0.0.1' });
  console.log(`控制台服务（开发）：http://127.0.0.1:${String(CONSOLE_DEV_PORT)}/console/v1/ → ${backend}`);
}

void main();
