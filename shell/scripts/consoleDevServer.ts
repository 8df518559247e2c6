/**
 * `pnpm dev`'s console service: the same service the shell's production server hosts (server/console), on a port of
 * its own (CONSOLE_DEV_PORT, 3900) that every dev server proxies `/console` to, speaking to mock-server (MOCK_PORT) or
 * to CMS_BACKEND.
 */
import Fastify from 'fastify';
import { CONSOLE_DEV_PORT } from 'shared-ui/federation';
import { registerConsole } from '../server/console/registerConsole';
import { runtimeConfigFromEnv } from '../server/runtimeConfig';

async function main(): Promise<void> {
  const app = Fastify();
  const backend = process.env.CMS_BACKEND ?? `http://127.0.0.1:${process.env.MOCK_PORT ?? '4000'}`;
  await registerConsole(app, { backend, apiPrefix: runtimeConfigFromEnv(process.env).apiPrefix });
  await app.listen({ port: CONSOLE_DEV_PORT, host: '127.0.0.1' });
  console.log(`控制台服务（开发）：http://127.0.0.1:${String(CONSOLE_DEV_PORT)}/console/v1/ → ${backend}`);
}

void main();
