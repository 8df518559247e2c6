/**
 * The console service's own document (issue 43: two documents, the `/v2/cms` contract and the console service's):
 * every call the service registers is in it and nothing else, and the committed file is what `pnpm contract` writes.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { CONSOLE_API_PREFIX } from 'shared-ui/contract';
import { registerConsole } from '../registerConsole';
import { openConsoleStore } from '../store/openConsoleStore';
import { CONSOLE_CALLS } from './consoleCalls';
import { CONSOLE_DOCUMENT_PATH, consoleDocumentText } from './writeConsoleDocument';

it('lists exactly the calls the console service registers', async () => {
  const app = Fastify();
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (route.url.startsWith(CONSOLE_API_PREFIX) && method !== 'HEAD') routes.push(`${method} ${route.url.slice(CONSOLE_API_PREFIX.length)}`);
  });
  const store = await openConsoleStore(':memory:', ':memory:');
  // Never called: registering reads nothing from the backend.
  await registerConsole(app, { backend: 'http://127.0.0.1:9', apiPrefix: '/v2/cms/', store, index: { tickMs: 0 } });
  await app.ready();
  await app.close();
  await store.close();
  expect(routes.sort()).toEqual(CONSOLE_CALLS.map((call) => `${call.method} ${call.path}`).sort());
});

it('is what `pnpm contract` writes (shell/openapi/console-openapi.json)', () => {
  expect(readFileSync(CONSOLE_DOCUMENT_PATH, 'utf8')).toBe(consoleDocumentText());
});
