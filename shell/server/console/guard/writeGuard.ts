/**
 * No silent overwrite against any backend (issue 43). The shell's server stands in the path of every `/v2/cms` call;
 * for the modules' publish workflow (guardedCalls.ts) it
 * - answers reads with the console's own versions on the draft and every entry (recordVersions.ts), whatever the
 *   backend sends or leaves out;
 * - takes a write that names the version its screen saw (`base_version`, or `base_versions` per entry of a batch),
 *   locks the records it changes (per record: in this process on SQLite, across every copy of the server on
 *   PostgreSQL), reads each as the backend has it now through the spec's calls, and refuses a stale one with 1043 —
 *   who changed it, when, its version and its values, as the conflict dialog shows them — before the backend hears of
 *   it; otherwise passes the write on without those fields (the spec's bodies have none), still under the lock.
 * A record that is gone is not refused as stale: the backend's own refusal says more. A body that names no version
 * is passed on unchecked, as before.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  BASE_VERSIONS_FIELD,
  BASE_VERSION_FIELD,
  ErrorCode,
  isEnvelope,
  isStale,
  pickModule,
  readBaseVersion,
  staleSaveMessage,
  type ApiBaseGroup,
  type DraftRow,
  type ModuleDefinition,
  type StaleSaveDetail,
  type WorkflowRow,
} from 'shared-ui/contract';
import { BackendUnavailable, type BackendClient, type PassedAnswer } from '../backendClient';
import type { ConsoleStore } from '../store/openConsoleStore';
import { ReadRefused, currentDraft, currentEntry } from './currentRecords';
import { guardedCalls, type AnswerShape, type GuardedCall } from './guardedCalls';
import { draftVersion, entryVersion, withDraftVersion, withEntryVersion } from './recordVersions';

export interface WriteGuardOptions {
  backend: BackendClient;
  store: Pick<ConsoleStore, 'withLocks'>;
  groups: readonly ApiBaseGroup[];
  /** `/v2/cms/`: the guard is registered under it. */
  apiPrefix: string;
}

type Body = Record<string, unknown>;

/** One record a write names a version for: the draft, or an entry by id. */
type NamedRecord = { kind: 'draft'; base: number | null } | { kind: 'entry'; id: number; base: number | null };

const BACKEND_UNREACHABLE = '后端暂时无法访问，请稍后重试';

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

/** The 1043 answer for a record read as `current` (its version `version`), in the words the dialog shows. */
function staleAnswer(current: Body | null, version: number | null): { code: number; data: StaleSaveDetail; msg: string } {
  const detail: StaleSaveDetail = {
    operator: (current?.update_operator ?? current?.push_operator ?? current?.pre_operator ?? null) as string | null,
    time: (current?.update_time ?? null) as string | null,
    version,
    current,
  };
  return { code: ErrorCode.StaleSave, data: detail, msg: staleSaveMessage(detail) };
}

/** The first named record that moved on since its screen read it, as its 1043 answer; null when none did. */
async function firstStale(backend: BackendClient, cookie: string, def: ModuleDefinition, named: readonly NamedRecord[]) {
  for (const record of named) {
    if (record.kind === 'draft') {
      const draft = withDraftVersion(await currentDraft(backend, cookie, def));
      const version = draftVersion(draft);
      if (isStale(record.base, version)) return staleAnswer(draft, version);
      continue;
    }
    const entry = await currentEntry(backend, cookie, def, record.id);
    // Gone: the write's own refusal (该内容不存在或已被删除) says more than a compare with nothing.
    if (entry === null) continue;
    if (isStale(record.base, entryVersion(entry))) return staleAnswer(withEntryVersion(entry), entryVersion(entry));
  }
  return null;
}

/** The success envelope a JSON answer holds, or null (a refusal, or not JSON). */
function successEnvelope(answer: PassedAnswer): { code: number; data: unknown; msg: string } | null {
  if (!(answer.headers.find(([name]) => name === 'content-type')?.[1] ?? '').includes('json')) return null;
  try {
    const envelope: unknown = JSON.parse(answer.body.toString('utf8'));
    return isEnvelope(envelope) && envelope.code === ErrorCode.Success ? (envelope as { code: number; data: unknown; msg: string }) : null;
  } catch {
    return null;
  }
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
  return { ...answer, body: Buffer.from(JSON.stringify({ ...envelope, data: withVersions }), 'utf8') };
}

function send(reply: FastifyReply, answer: PassedAnswer): FastifyReply {
  for (const [name, value] of answer.headers) {
    if (name === 'set-cookie') {
      const before = reply.getHeader('set-cookie');
      reply.header('set-cookie', [...(Array.isArray(before) ? before : before === undefined ? [] : [String(before)]), value]);
    } else reply.header(name, value);
  }
  return reply.code(answer.status).send(answer.body);
}

/** The body without the version fields, which no spec call has. */
function withoutVersions(body: Body): Body {
  const { [BASE_VERSION_FIELD]: _one, [BASE_VERSIONS_FIELD]: _each, ...rest } = body;
  return rest;
}

export const writeGuard: FastifyPluginAsync<WriteGuardOptions> = async (app, { backend, store, groups, apiPrefix }) => {
  // The body as it came, to pass on unchanged where the guard has nothing to take out (or cannot read it).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, raw, done) => done(null, raw));

  const handle = async (call: GuardedCall, request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.body as Buffer | undefined;
    // The backend client adds the API prefix again.
    const pathAndQuery = request.url.slice(apiPrefix.length);
    const passOn = (body: string | Buffer | undefined) => backend.pass({ method: request.method, pathAndQuery, headers: request.headers, ...(body === undefined ? {} : { body }) });
    try {
      const cookie = request.headers.cookie ?? '';
      const body = call.writes ? parsedObject(raw?.toString('utf8')) : undefined;
      const def = body ? pickModule(call.group, body) : undefined;
      const draftNow = call.writes && def ? () => currentDraft(backend, cookie, def) : undefined;
      const named = body && def ? namedRecords(call, request, body) : [];
      if (!body || !def || named.length === 0) {
        const namesVersions = body !== undefined && (Object.hasOwn(body, BASE_VERSION_FIELD) || Object.hasOwn(body, BASE_VERSIONS_FIELD));
        const forwarded = namesVersions ? JSON.stringify(withoutVersions(body)) : raw;
        return send(reply, await stamped(await passOn(forwarded), call.answer, draftNow));
      }
      const keys = named.map((record) => `${def.key}#${record.kind === 'draft' ? 'draft' : String(record.id)}`);
      const answer = await store.withLocks(keys, async () => {
        const stale = await firstStale(backend, cookie, def, named).catch((error: unknown) => {
          // A read the backend refuses (the session ended, the module not theirs): the write meets the same refusal.
          if (error instanceof ReadRefused) return null;
          throw error;
        });
        if (stale) return { status: 200, headers: [['content-type', 'application/json; charset=utf-8']] as [string, string][], body: Buffer.from(JSON.stringify(stale), 'utf8') };
        return stamped(await passOn(JSON.stringify(withoutVersions(body))), call.answer, draftNow);
      });
      return send(reply, answer);
    } catch (error) {
      if (error instanceof BackendUnavailable) return reply.code(502).send({ code: ErrorCode.RequestFailed, data: null, msg: BACKEND_UNREACHABLE });
      throw error;
    }
  };

  for (const group of groups) {
    for (const call of guardedCalls(group)) {
      app.route({ method: [...call.methods], url: `/${call.url}`, handler: (request, reply) => handle(call, request, reply) });
    }
  }
};
