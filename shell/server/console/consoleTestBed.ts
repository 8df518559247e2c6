/**
 * For the console service's tests: a mock-server, the shell's server front before it (sharing mock-server's clock, so
 * a record's time is the change's), people's browsers pointed at the front, its calls, and the audit trail read
 * through them. The entry index has no schedule here (a test reads it on demand, or runs a step: `front`'s index).
 */
import { AUDIT_API, CONSOLE_API_PREFIX, type AuditRecord, type ModuleDefinition, type Paged } from 'shared-ui/contract';
import type { FastifyInstance } from 'fastify';
import { startServer, type Browser, type JsonResponse, type TestServer } from '../../../mock-server/test/harness';
import { openTestFrontWithStore, throughFront, type TestFrontOptions } from './guard/testFront';
import type { EntryIndex } from './entryIndex/entryIndex';
import type { ConsoleStore } from './store/openConsoleStore';

export interface ConsoleBed {
  server: TestServer;
  front: FastifyInstance;
  store: ConsoleStore;
  index: EntryIndex;
  /** The person's browser, through the front. */
  through: (who: Browser) => Browser;
  /** A console-service call (`audit/records?…`) as the person makes it. */
  consoleCall: (who: Browser, pathAndQuery: string) => Promise<JsonResponse>;
  /** Every record of the trail, newest first, as `who` (a super admin) reads it. */
  trail: (who: Browser, query?: string) => Promise<AuditRecord[]>;
  clearTrail: () => Promise<void>;
  close: () => Promise<void>;
}

export async function openConsoleBed({
  modules,
  sessionTtlMs = 365 * 24 * 3_600_000,
  index: indexOptions,
}: { modules?: readonly ModuleDefinition[]; sessionTtlMs?: number; index?: TestFrontOptions['index'] } = {}): Promise<ConsoleBed> {
  const server = await startServer({ sessionTtlMs, ...(modules ? { modules } : {}) });
  const { front, store, index } = await openTestFrontWithStore(server.baseUrl, { now: server.clock.now, ...(modules ? { modules } : {}), ...(indexOptions ? { index: indexOptions } : {}) });
  const consoleCall = async (who: Browser, pathAndQuery: string): Promise<JsonResponse> => {
    const res = await who.raw('GET', `${CONSOLE_API_PREFIX}${pathAndQuery}`);
    return { status: res.status, body: (await res.json()) as JsonResponse['body'], headers: res.headers, setCookies: [] };
  };
  return {
    server,
    front,
    store,
    index,
    through: (who) => throughFront(who, server, front),
    consoleCall,
    trail: async (who, query = '') => {
      const res = await consoleCall(who, `${AUDIT_API.records}?pageSize=100${query}`);
      if (res.body.code !== 0) throw new Error(JSON.stringify(res.body));
      return (res.body.data as Paged<AuditRecord>).list;
    },
    clearTrail: async () => {
      await store.db.deleteFrom('console_audit_records').execute();
    },
    close: async () => {
      await front.close();
      await server.close();
    },
  };
}
