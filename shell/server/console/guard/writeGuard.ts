/**
 * No silent overwrite against any backend (issue 43). The shell's server stands in the path of every `/v2/cms` call;
 * for the modules' publish workflow (guardedCalls.ts) and every other record a screen edits (itemFamilies.ts) it
 * - answers reads with the console's own versions on the draft, every entry and every item (recordVersions.ts),
 *   whatever the backend sends or leaves out;
 * - takes a write that names the version its screen saw (`base_version`, or `base_versions` per record of a batch),
 *   locks the records it changes (per record: in this process on SQLite, across every copy of the server on
 *   PostgreSQL), reads each as the backend has it now through the spec's calls, and refuses a stale one with 1043 —
 *   who changed it, when, its version and its values, as the conflict dialog shows them — before the backend hears of
 *   it; otherwise passes the write on without those fields (the spec's bodies have none), still under the lock.
 * A record that is gone is not refused as stale: the backend's own refusal says more. A module write that names no
 * version is passed on unchecked, as before; a fund or manager edit must name one (the libraries' rule).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, isStale, pickModule, readBaseVersion, type ApiBaseGroup, type DraftRow, type ModuleDefinition, type WorkflowRow } from 'shared-ui/contract';
import { BACKEND_UNREACHABLE, BackendUnavailable, type BackendClient, type PassedAnswer } from '../backendClient';
import type { ConsoleStore } from '../store/openConsoleStore';
import { currentDraft, currentEntry, itemReader } from './currentRecords';
import { guardedCalls, type AnswerShape, type GuardedCall } from './guardedCalls';
import { ITEM_FAMILIES, itemVersion, missingBaseMessage, withItemVersions, type ItemFamily, type ItemId, type ItemWrite, writtenIds } from './itemFamilies';
import { checkedWrite, jsonAnswer, namesVersions, send, staleAnswer, successEnvelope, withData, withoutVersions, type Body, type VersionCheck } from './passing';
import { draftVersion, entryVersion, withDraftVersion, withEntryVersion } from './recordVersions';

export interface WriteGuardOptions {
  backend: BackendClient;
  store: Pick<ConsoleStore, 'withLocks'>;
  groups: readonly ApiBaseGroup[];
  /** `/v2/cms/`: the guard is registered under it. */
  apiPrefix: string;
}

/** One record a write names a version for: the draft, or an entry by id. */
type NamedRecord = { kind: 'draft'; base: number | null } | { kind: 'entry'; id: number; base: number | null };

function parsedObject(raw: string | undefined): Body | undefined {
  if (raw === undefined || raw === '') return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : undefined;
  } catch {
    return undefined;
  }
}

const asId = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** The records `body` names a version for, under the call's rule of where its records are. */
function namedRecords(call: GuardedCall, request: FastifyRequest, body: Body): NamedRecord[] {
  if (call.writes === 'draft') {
    const base = readBaseVersion(body);
    return base === undefined ? [] : [{ kind: 'draft', base }];
  }
  const ids = call.writes === 'entries' ? (Array.isArray(body.ids) ? body.ids : []).map(asId) : [asId(call.idInBody ? body.id : (request.params as Body | undefined)?.id)];
  return ids.flatMap((id) => {
    const base = id === undefined ? undefined : readBaseVersion(body, id);
    return id === undefined || base === undefined ? [] : [{ kind: 'entry' as const, id, base }];
  });
}

/** The checks of the named records of a module: the draft against `GET content`, an entry against its detail. */
function moduleChecks(backend: BackendClient, cookie: string, def: ModuleDefinition, named: readonly NamedRecord[]): VersionCheck[] {
  return named.map((record) =>
    record.kind === 'draft'
      ? {
          lockKey: `${def.key}#draft`,
          staleAnswer: async () => {
            const draft = withDraftVersion(await currentDraft(backend, cookie, def));
            const version = draftVersion(draft);
            return isStale(record.base, version) ? staleAnswer(draft, version) : null;
          },
        }
      : {
          lockKey: `${def.key}#${String(record.id)}`,
          staleAnswer: async () => {
            const entry = await currentEntry(backend, cookie, def, record.id);
            // Gone: the write's own refusal (该内容不存在或已被删除) says more than a compare with nothing.
            return entry !== null && isStale(record.base, entryVersion(entry)) ? staleAnswer(withEntryVersion(entry), entryVersion(entry)) : null;
          },
        },
  );
}

/** The checks of the items a write names versions for, each against the item as the backend has it now. */
function itemChecks(backend: BackendClient, cookie: string, family: ItemFamily, named: readonly { id: ItemId; base: number | null }[]): VersionCheck[] {
  const read = itemReader(backend, cookie);
  return named.map(({ id, base }) => ({
    lockKey: `${family.name}#${String(id)}`,
    staleAnswer: async () => {
      const item = await family.current(read, id);
      if (item === null) return null;
      const version = itemVersion(family, item);
      return isStale(base, version) ? staleAnswer({ ...item, version }, version, family.editedBy?.(item)) : null;
    },
  }));
}

/**
 * The answer with the console's versions in it, where it holds a draft or entries and says success. A write's draft
 * (a save's answer) takes the version of the draft as `GET content` now reads it — the one read its version is made
 * from — so the next save compares like with like whatever shape the write's answer has; `draftNow` reads it.
 */
async function stamped(answer: PassedAnswer, shape: AnswerShape, draftNow?: () => Promise<DraftRow>): Promise<PassedAnswer> {
  const envelope = shape === 'none' ? null : successEnvelope(answer);
  if (!envelope) return answer;
  const data = envelope.data;
  let withVersions: unknown = data;
  if (shape === 'draft' && typeof data === 'object' && data !== null) {
    const version = draftNow ? draftVersion(await draftNow().catch(() => null)) : draftVersion(data as Record<string, unknown>);
    // No version rather than a wrong one: a save without one is passed on unchecked.
    withVersions = { ...data, version: version ?? undefined };
  } else if (shape === 'entry' && typeof data === 'object' && data !== null) withVersions = withEntryVersion(data);
  else if (shape === 'page' && typeof data === 'object' && data !== null && Array.isArray((data as { list?: unknown }).list)) {
    const page = data as { list: WorkflowRow[] };
    withVersions = { ...page, list: page.list.map((row) => withEntryVersion(row)) };
  }
  return withData(answer, envelope, withVersions);
}

/** A family's answer with the console's versions on its items. */
function stampedItems(answer: PassedAnswer, family: ItemFamily): PassedAnswer {
  const envelope = successEnvelope(answer);
  return envelope ? withData(answer, envelope, withItemVersions(family, envelope.data)) : answer;
}

/** One write of a family: its items' versions checked under their locks, then passed on (a fund or manager edit must name one). */
const familyWrite = (backend: BackendClient, store: WriteGuardOptions['store'], family: ItemFamily, write: ItemWrite) =>
  async (request: FastifyRequest, body: Body | undefined, passOn: (body?: Body) => Promise<PassedAnswer>): Promise<PassedAnswer> => {
    const ids = body ? writtenIds(write, body, (request.params ?? {}) as Record<string, string>) : [];
    if (!body || ids.length === 0) return passOn(body);
    if (write.requireBase) {
      const missing = missingBaseMessage(body.base_version);
      if (missing) return jsonAnswer({ code: ErrorCode.ValidationFailed, data: { errors: [{ field: 'base_version', message: missing }] }, msg: missing });
    }
    const named = ids.flatMap((id) => {
      const base = readBaseVersion(body, id);
      return base === undefined ? [] : [{ id, base }];
    });
    return checkedWrite(store, itemChecks(backend, request.headers.cookie ?? '', family, named), async () => {
      const answer = await passOn(body);
      return write.answersTheItem ? stampedItems(answer, family) : answer;
    });
  };

export const writeGuard: FastifyPluginAsync<WriteGuardOptions> = async (app, { backend, store, groups, apiPrefix }) => {
  // The body as it came, to pass on unchanged where the guard has nothing to take out (or cannot read it).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, raw, done) => done(null, raw));

  /** Runs one guarded call: `work` gets the request's body (parsed when it is a JSON object) and a way to pass it on. */
  const guarded =
    (work: (request: FastifyRequest, body: Body | undefined, passOn: (body?: Body) => Promise<PassedAnswer>) => Promise<PassedAnswer>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = request.body as Buffer | undefined;
      const body = request.method === 'GET' ? undefined : parsedObject(raw?.toString('utf8'));
      // The backend client adds the API prefix again. A body with a version goes without it; any other as it came.
      const pathAndQuery = request.url.slice(apiPrefix.length);
      const passOn = (sent?: Body) => {
        const forwarded = sent && namesVersions(sent) ? JSON.stringify(withoutVersions(sent)) : raw;
        return backend.pass({ method: request.method, pathAndQuery, headers: request.headers, ...(forwarded === undefined ? {} : { body: forwarded }) });
      };
      try {
        return send(reply, await work(request, body, passOn));
      } catch (error) {
        if (error instanceof BackendUnavailable) return reply.code(502).send({ code: ErrorCode.RequestFailed, data: null, msg: BACKEND_UNREACHABLE });
        throw error;
      }
    };

  const moduleCall = (call: GuardedCall) =>
    guarded(async (request, body, passOn) => {
      const cookie = request.headers.cookie ?? '';
      const def = body && call.writes ? pickModule(call.group, body) : undefined;
      const draftNow = def ? () => currentDraft(backend, cookie, def) : undefined;
      const checks = body && def ? moduleChecks(backend, cookie, def, namedRecords(call, request, body)) : [];
      return checkedWrite(store, checks, async () => stamped(await passOn(body), call.answer, draftNow));
    });

  for (const group of groups) {
    for (const call of guardedCalls(group)) app.route({ method: [...call.methods], url: `/${call.url}`, handler: moduleCall(call) });
  }

  for (const family of ITEM_FAMILIES) {
    const reads = guarded(async (_request, _body, passOn) => stampedItems(await passOn(), family));
    for (const url of family.reads) app.get(`/${url}`, reads);
    for (const url of family.creates) app.post(`/${url}`, reads);
    for (const write of family.writes) app.route({ method: write.method, url: `/${write.url}`, handler: guarded(familyWrite(backend, store, family, write)) });
  }
};
