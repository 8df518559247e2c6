/**
 * Puts the backend's front on a Fastify server — the shell's production server (createShellServer) and, in `pnpm dev`,
 * a server of its own that the dev servers proxy `/v2/cms` and `/console` to (shell/scripts/consoleDevServer.ts):
 *   <apiPrefix>…    every `/v2/cms` call passed to the backend; the modules' publish workflow through the write guard
 *                   (guard/writeGuard.ts: the console's versions, no silent overwrite)
 *   /console/v1/…   the console service (consoleService.ts): what the console offers beyond the spec, the audit
 *                   trail among it (every write the guard passes on that succeeds is recorded: audit/auditRecorder.ts)
 */
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { CONSOLE_API_PREFIX, groupByApiBase, type ModuleDefinition } from 'shared-ui/contract';
import { AuditRecorder } from './audit/auditRecorder';
import { AuditStore } from './audit/auditStore';
import { BackendClient } from './backendClient';
import { consoleModules } from './consoleModules';
import { consoleService } from './consoleService';
import { itemReader } from './guard/currentRecords';
import { writeGuard } from './guard/writeGuard';
import { BackendIdentity } from './identity';
import type { ConsoleStore } from './store/openConsoleStore';

export interface ConsoleSetup {
  /** Where `/v2/cms` calls go: the bundled mock-server or CMS_BACKEND. */
  backend: string;
  apiPrefix: string;
  /** The console service's own data and locks (openConsoleStore). */
  store: ConsoleStore;
  /** Every remote's module list unless told (a test's own). */
  modules?: readonly ModuleDefinition[];
  /** The audit trail's clock; the machine's unless told (a test's, beside mock-server's). */
  now?: () => number;
}

/** Returns the service's identity, so the server's other gated answers (the contract document) ask it too. */
export async function registerConsole(app: FastifyInstance, setup: ConsoleSetup): Promise<BackendIdentity> {
  const backend = new BackendClient(setup.backend, setup.apiPrefix);
  const identity = new BackendIdentity(backend);
  const modules = setup.modules ?? consoleModules;
  const prefix = setup.apiPrefix.replace(/\/$/, '');
  await app.register(httpProxy, { upstream: setup.backend, prefix, rewritePrefix: prefix, http: { requestOptions: { timeout: 60_000 } } });
  const audit = new AuditStore(setup.store.db, setup.now);
  const recorder = new AuditRecorder(audit, identity, (cookie) => itemReader(backend, cookie));
  await app.register(writeGuard, { prefix, backend, store: setup.store, groups: groupByApiBase(modules), apiPrefix: setup.apiPrefix, recorder });
  await app.register(consoleService, { prefix: CONSOLE_API_PREFIX.replace(/\/$/, ''), backend, identity, modules, audit });
  return identity;
}
