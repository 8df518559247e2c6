/**
 * For tests: the shell's server front (registerConsole: the `/v2/cms` pass-through, the write guard, the console
 * service) on a port of its own, in front of a backend, and a person's browser pointed at it.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ModuleDefinition } from 'shared-ui/contract';
import { Browser, startServer, type TestServer } from '../../../../mock-server/test/harness';
import type { EntryIndex } from '../entryIndex/entryIndex';
import { holdAnswersToTheirSchemas } from '../openapi/answerConformance';
import { registerConsole, type ConsoleSetup } from '../registerConsole';
import { openConsoleStore, type ConsoleStore } from '../store/openConsoleStore';
import { recordingBackend, type RecordingBackend } from './recordingBackend';

export interface TestFrontOptions {
  /** The console store: `:memory:` unless told (a PostgreSQL address for two copies on one database). */
  store?: string;
  /** The modules it guards; every remote's unless told. */
  modules?: readonly ModuleDefinition[];
  /** The audit trail's clock (mock-server's, so records and changes share one time). */
  now?: () => number;
  /** The entry index's schedule and background reads: none unless told (a test reads on demand, or runs `index.sync.tick()`). */
  index?: ConsoleSetup['index'];
}

/** The front and its console store (a test reads or clears the audit trail there). */
export async function openTestFrontWithStore(
  backendUrl: string,
  { store: setting = ':memory:', modules, now, index = { tickMs: 0, background: false } }: TestFrontOptions = {},
): Promise<{ front: FastifyInstance; store: ConsoleStore; index: EntryIndex }> {
  const app = Fastify();
  const store = await openConsoleStore(setting, ':memory:');
  app.addHook('onClose', () => store.close());
  holdAnswersToTheirSchemas(app);
  const registered = await registerConsole(app, { backend: backendUrl, apiPrefix: '/v2/cms/', store, index, ...(modules ? { modules } : {}), ...(now ? { now } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { front: app, store, index: registered.index };
}

export async function openTestFront(backendUrl: string, options: TestFrontOptions = {}): Promise<FastifyInstance> {
  return (await openTestFrontWithStore(backendUrl, options)).front;
}

/** The same person, calling through `front` (their cookies, as the browser would send them to the shell's server). */
export function throughFront(who: Browser, backend: TestServer, front: FastifyInstance): Browser {
  const via = new Browser({ ...backend, baseUrl: `http://127.0.0.1:${String((front.server.address() as AddressInfo).port)}` });
  Object.assign(via.cookies, who.cookies);
  return via;
}

/**
 * A mock-server, a recording backend in front of it (what a real backend would receive) and the shell's server front
 * before that: the write guard's test bed. `through` points a person's browser at the front. `close` first holds that
 * no write that reached the backend named a version (the guard takes the fields out of every write it passes on).
 */
export interface GuardedBackend {
  server: TestServer;
  recording: RecordingBackend;
  front: FastifyInstance;
  through: (who: Browser) => Browser;
  close: () => Promise<void>;
}

export async function openGuardedBackend(): Promise<GuardedBackend> {
  const server = await startServer({ sessionTtlMs: 24 * 3_600_000 });
  const recording = await recordingBackend(server.baseUrl);
  const front = await openTestFront(recording.url);
  return {
    server,
    recording,
    front,
    through: (who) => throughFront(who, server, front),
    close: async () => {
      const passedOn = recording.bodies.filter(({ call }) => !call.startsWith('GET '));
      expect(passedOn.length).toBeGreaterThan(5);
      expect(passedOn.filter(({ body }) => typeof body === 'object' && body !== null && ('base_version' in body || 'base_versions' in body))).toEqual([]);
      await front.close();
      await recording.close();
      await server.close();
    },
  };
}
