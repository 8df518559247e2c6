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
import { BackendUnavailable, type BackendClient, type PassedAnswer } from '../backendClient';
import { unreachable } from '../consoleAnswers';
import type { AuditPlan, AuditRecorder } from '../audit/auditRecorder';
import { H5_AUDITS } from '../audit/h5Audit';
import { ITEM_AUDITS } from '../audit/itemAudits';
import { liveOrderPlan, moduleAuditPlan, type ModuleReads } from '../audit/moduleAudit';
import { readWholeList } from '../workflowReads';
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
  /** The audit trail's writer: every write the guard passes on that succeeds is recorded. */
  recorder: AuditRecorder;
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

type Work = (request: FastifyRequest, body: Body | undefined, passOn: (body?: Body) => Promise<PassedAnswer>) => Promise<PassedAnswer>;

const AUDITED = new Map([...ITEM_AUDITS, ...H5_AUDITS].map((route) => [`${route.method} ${route.url}`, route]));

export const writeGuard: FastifyPluginAsync<WriteGuardOptions> = async (app, { backend, store, groups, apiPrefix, recorder }) => {
  // The body as it came, to pass on unchanged where the guard has nothing to take out (or cannot read it).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, raw, done) => done(null, raw));

  /**
   * Runs one guarded call: `work` gets the request's body (parsed when it is a JSON object) and a way to pass it on;
   * the audit trail records what it changed (`planOf`: the call's audit plan, if it changes anything).
   */
  const guarded =
    (work: Work, planOf: (request: FastifyRequest, body: Body | undefined) => AuditPlan | undefined = () => undefined) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = request.body as Buffer | undefined;
      const body = request.method === 'GET' ? undefined : parsedObject(raw?.toString('utf8'));
      // The backend client adds the API prefix again. A body with a version goes without it; any other as it came.
      const pathAndQuery = request.url.slice(apiPrefix.length);
      const audit = {
        cookie: request.headers.cookie ?? '',
        body,
        params: (request.params ?? {}) as Record<string, string | undefined>,
        query: (request.query ?? {}) as Record<string, string | undefined>,
      };
      const plan = planOf(request, body);
      // The trail reads the records right around the pass-on itself: under the records' locks where the write holds them.
      const passOn = (sent?: Body) => {
        const forwarded = sent && namesVersions(sent) ? JSON.stringify(withoutVersions(sent)) : raw;
        return recorder.around(plan, audit, () =>
          backend.pass({ method: request.method, pathAndQuery, headers: request.headers, ...(forwarded === undefined ? {} : { body: forwarded }) }),
        );
      };
      try {
        return send(reply, await work(request, body, passOn));
      } catch (error) {
        if (error instanceof BackendUnavailable) return unreachable(reply, error);
        throw error;
      }
    };

  /** A module's records as the person writing reads them, for the trail. */
  const moduleReads = (cookie: string, def: ModuleDefinition): ModuleReads => ({
    draft: () => currentDraft(backend, cookie, def),
    entry: (id) => currentEntry(backend, cookie, def, id),
    live: () => readWholeList(backend, cookie, def, 'publishedList'),
  });

  const moduleCall = (call: GuardedCall) =>
    guarded(
      async (request, body, passOn) => {
        const cookie = request.headers.cookie ?? '';
        const def = body && call.writes ? pickModule(call.group, body) : undefined;
        const draftNow = def ? () => currentDraft(backend, cookie, def) : undefined;
        const checks = body && def ? moduleChecks(backend, cookie, def, namedRecords(call, request, body)) : [];
        return checkedWrite(store, checks, async () => stamped(await passOn(body), call.answer, draftNow));
      },
      (request, body) => {
        const def = body && call.writes ? pickModule(call.group, body) : undefined;
        const cookie = request.headers.cookie ?? '';
        return def && moduleAuditPlan(call, def, moduleReads(cookie, def));
      },
    );

  for (const group of groups) {
    for (const call of guardedCalls(group)) app.route({ method: [...call.methods], url: `/${call.url}`, handler: moduleCall(call) });
    // The live list's order: nothing to compare (it names every live entry), only the trail's record of it.
    const order = group.liveList?.order;
    if (order) {
      app.route({
        method: order.method,
        url: `/${group.apiBase}${order.path}`,
        handler: guarded(
          (_request, body, passOn) => passOn(body),
          (request, body) => {
            const def = body ? pickModule(group, body) : undefined;
            const cookie = request.headers.cookie ?? '';
            return def && liveOrderPlan(def, moduleReads(cookie, def));
          },
        ),
      });
    }
  }

  const registered = new Set<string>();
  /** A write's route: its work, and its audit plan when it has one. */
  const write = (method: 'POST' | 'PUT', url: string, work: Work) => {
    const plan = AUDITED.get(`${method} ${url}`)?.plan;
    registered.add(`${method} ${url}`);
    app.route({ method, url: `/${url}`, handler: guarded(work, () => plan) });
  };
  for (const family of ITEM_FAMILIES) {
    const stampedAnswer: Work = async (_request, _body, passOn) => stampedItems(await passOn(), family);
    for (const url of family.reads) app.get(`/${url}`, guarded(stampedAnswer));
    for (const url of family.creates) write('POST', url, stampedAnswer);
    for (const each of family.writes) write(each.method, each.url, familyWrite(backend, store, family, each));
  }
  // The other writes the trail records (an account's creation, an upload, a release, an approval link's decision) pass on as they came.
  for (const { method, url } of AUDITED.values()) if (!registered.has(`${method} ${url}`)) write(method, url, (_request, body, passOn) => passOn(body));
};
