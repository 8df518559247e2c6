/**
 * For tests: the shell's server front (registerConsole: the `/v2/cms` pass-through, the write guard, the console
 * service) on a port of its own, in front of a backend, and a person's browser pointed at it.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ModuleDefinition } from 'shared-ui/contract';
import { Browser, type TestServer } from '../../../../mock-server/test/harness';
import { registerConsole } from '../registerConsole';
import { openConsoleStore } from '../store/openConsoleStore';

export interface TestFrontOptions {
  /** The console store: `:memory:` unless told (a PostgreSQL address for two copies on one database). */
  store?: string;
  /** The modules it guards; every remote's unless told. */
  modules?: readonly ModuleDefinition[];
}

export async function openTestFront(backendUrl: string, { store: setting = ':memory:', modules }: TestFrontOptions = {}): Promise<FastifyInstance> {
  const app = Fastify();
  const store = await openConsoleStore(setting, ':memory:');
  app.addHook('onClose', () => store.close());
  await registerConsole(app, { backend: backendUrl, apiPrefix: '/v2/cms/', store, ...(modules ? { modules } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** The same person, calling through `front` (their cookies, as the browser would send them to the shell's server). */
export function throughFront(who: Browser, backend: TestServer, front: FastifyInstance): Browser {
  const via = new Browser({ ...backend, baseUrl: `http://127.0.0.1:${String((front.server.address() as AddressInfo).port)}` });
  Object.assign(via.cookies, who.cookies);
  return via;
}
