/**
 * Puts the backend's front on a Fastify server — the shell's production server (createShellServer) and, in `pnpm dev`,
 * a server of its own that the dev servers proxy `/v2/cms` and `/console` to (shell/scripts/consoleDevServer.ts):
 *   <apiPrefix>…    every `/v2/cms` call passed to the backend; the modules' publish workflow through the write guard
 *                   (guard/writeGuard.ts: the console's versions, no silent overwrite)
 *   /console/v1/…   the console service (consoleService.ts): what the console offers beyond the spec, the audit
 *                   trail among it (every write the guard passes on that succeeds is recorded: audit/auditRecorder.ts),
 *                   and the entry index behind the calendar and home (entryIndex/: every call passing through tells it
 *                   what moved)
 */
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { CONSOLE_API_PREFIX, groupByApiBase, type ModuleDefinition } from 'shared-ui/contract';
import { AuditRecorder } from './audit/auditRecorder';
import { AuditStore } from './audit/auditStore';
import { BackendClient } from './backendClient';
import { consoleModules } from './consoleModules';
import { consoleService } from './consoleService';
import { AnswerSchemas } from './contractCheck/answerSchemas';
import { openEntryIndex, type EntryIndex } from './entryIndex/entryIndex';
import type { PickNames } from './entryIndex/indexSources';
import type { IndexSync, IndexSyncOptions } from './entryIndex/indexSync';
import { itemReader } from './guard/currentRecords';
import { writeGuard } from './guard/writeGuard';
import { BackendIdentity } from './identity';
import { LibraryItems } from './libraryItems/libraryItems';
import { PickCheck } from './entryIndex/pickCheck';
import { ReleaseService } from './releases/releaseService';
import { frontCall } from './releases/releaseSteps';
import { ReleaseStore } from './releases/releaseStore';
import type { ConsoleStore } from './store/openConsoleStore';

export interface ConsoleSetup {
  /** Where `/v2/cms` calls go: the bundled mock-server or CMS_BACKEND. */
  backend: string;
  apiPrefix: string;
  /** The console service's own data and locks (openConsoleStore). */
  store: ConsoleStore;
  /** Every remote's module list unless told (a test's own). */
  modules?: readonly ModuleDefinition[];
  /** The audit trail's and the index's clock; the machine's unless told (a test's, beside mock-server's). */
  now?: () => number;
  /** The entry index's schedule (its budget of backend calls at rest: 0 for none, as tests set it). */
  index?: Omit<IndexSyncOptions, 'now'>;
  /** The contract's document, when the console checks the backend's answers against it (CMS_CONTRACT_CHECK). */
  contractDocument?: string;
}

export interface RegisteredConsole {
  /** The server's other gated answers (the contract document) ask it too. */
  identity: BackendIdentity;
  index: EntryIndex;
}

export async function registerConsole(app: FastifyInstance, setup: ConsoleSetup): Promise<RegisteredConsole> {
  const backend = new BackendClient(setup.backend, setup.apiPrefix);
  const identity = new BackendIdentity(backend);
  const modules = setup.modules ?? consoleModules;
  const prefix = setup.apiPrefix.replace(/\/$/, '');
  await app.register(httpProxy, { upstream: setup.backend, prefix, rewritePrefix: prefix, http: { requestOptions: { timeout: 60_000 } } });
  const audit = new AuditStore(setup.store.db, setup.now);
  const libraries = new LibraryItems(backend, modules);
  const served = new Set(libraries.served());
  // Entries' titles name their picks from the pickers' library copies (a library not served here: counted).
  const pickNames: PickNames = (reader, cookie, key, ids) => (served.has(key) ? libraries.labels(reader, cookie, key, ids) : Promise.resolve(new Map()));
  const index = openEntryIndex(setup.store, backend, modules, { ...setup.index, ...(setup.now ? { now: setup.now } : {}) }, pickNames);
  // At start: every source is read again before it answers (the backend may have moved on while this server was down).
  await index.store.markAllStale(index.now());
  watchCalls(app, prefix, index.sync, libraries);
  index.sync.start();
  // Before the store closes (its onClose): the reads under way finish first.
  app.addHook('preClose', () => index.sync.stop());
  const recorder = new AuditRecorder(audit, identity, (cookie) => itemReader(backend, cookie));
  await app.register(writeGuard, { prefix, backend, store: setup.store, groups: groupByApiBase(modules), apiPrefix: setup.apiPrefix, recorder });
  const answerSchemas = setup.contractDocument ? new AnswerSchemas(setup.contractDocument) : null;
  const releases = new ReleaseService({
    releases: new ReleaseStore(setup.store.db),
    withLock: setup.store.withLock,
    withLocks: setup.store.withLocks,
    audit,
    backend,
    index,
    pickCheck: new PickCheck(backend, index.now),
    defs: new Map(modules.map((def) => [def.key, def])),
    // A release's entries go through this server's own front: the guard, the trail and the index see each call.
    call: frontCall(app, setup.apiPrefix),
    now: index.now,
  });
  await app.register(consoleService, { prefix: CONSOLE_API_PREFIX.replace(/\/$/, ''), backend, identity, modules, audit, index, libraries, answerSchemas, releases });
  return { identity, index };
}

/**
 * Every `/v2/cms` call that passes through tells the index what moved: a write (answered, whatever its code) marks the
 * sources it belongs to and reads them again with the writer's session, and drops the pickers' copy of its library; a screen reading a source's lists refreshes
 * it when its last read is not recent. Neither delays the answer.
 */
function watchCalls(app: FastifyInstance, prefix: string, sync: IndexSync, libraries: LibraryItems): void {
  app.addHook('onResponse', async (request, reply) => {
    const url = request.raw.url ?? '';
    if (!url.startsWith(`${prefix}/`) || reply.statusCode >= 400) return;
    const path = url.slice(prefix.length + 1).split('?')[0] ?? '';
    const cookie = request.headers.cookie ?? '';
    try {
      if (request.method === 'GET') await sync.opened(path, cookie);
      else {
        libraries.wrote(path);
        await sync.wrote(path, cookie);
      }
    } catch (error) {
      // The answer is gone already; the index catches up on its schedule.
      request.log.error(error, '条目索引未能记下这次调用');
    }
  });
}
