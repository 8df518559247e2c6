/**
 * A release's steps on its entries, each one the spec's own call of the entry's module — `POST publish` with the
 * release's time, `PUT publish/cancel`, `PUT publish/out` — made to this server's own front, on the address it
 * listens on, as the person asking: the write guard, the audit trail and the entry index see each exactly as if the
 * person had pressed the button on the module's screen, and the backend hears only spec calls. (Not Fastify's
 * inject: its cookie parser is an ES module that jest's CommonJS loader cannot load, and a real call is what a
 * browser makes anyway.)
 *
 * Scheduling is all or nothing: when the backend refuses one entry, the ones already scheduled are withdrawn again.
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCode, SCHEDULE_FIELDS, dialectEndpoint, errorMessage, formatCmsTime, idTravelsInBody, moduleEndpoint, slotTitle, type ModuleDefinition } from 'shared-ui/contract';
import type { StoredEntry } from './releaseStore';

/** The backend's answer to one entry's call, as the person would have seen it. */
export interface StepAnswer {
  code: number;
  msg: string;
}

/** One `/v2/cms` call as the person asking, through this server's front. */
export type EntryCall = (cookie: string, method: string, path: string, body: Record<string, unknown>) => Promise<StepAnswer>;

export function frontCall(app: FastifyInstance, apiPrefix: string): EntryCall {
  const prefix = apiPrefix.endsWith('/') ? apiPrefix : `${apiPrefix}/`;
  return async (cookie, method, path, body) => {
    const address = app.server.address();
    // Asked only while the server answers a call, so it listens; on every interface or one, loopback reaches it.
    if (address === null || typeof address === 'string') throw new Error('发布批次：shell 服务端没有在 TCP 端口上监听');
    const res = await fetch(`http://127.0.0.1:${String(address.port)}${prefix}${path}`, { method, headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const text = await res.text();
    try {
      const envelope = JSON.parse(text) as { code?: unknown; msg?: unknown };
      if (typeof envelope.code === 'number') return { code: envelope.code, msg: typeof envelope.msg === 'string' ? envelope.msg : errorMessage(envelope.code) };
    } catch {
      // Not the envelope: said below by its HTTP status.
    }
    return { code: ErrorCode.RequestFailed, msg: `后端答复 HTTP ${String(res.status)}` };
  };
}

/** An entry ready to go: its module, and its own end where its module has windows (its preset end). */
export interface PlannedEntry {
  entry: StoredEntry;
  def: ModuleDefinition;
  end: number | null;
}

/** The times an entry's `POST publish` carries at `at`: the release's start, and its own end. */
export function publishTimes({ def, end }: PlannedEntry, at: number): Record<string, string> {
  const [startField, endField] = SCHEDULE_FIELDS[def.schedule];
  return endField && end !== null ? { [startField]: formatCmsTime(at), [endField]: formatCmsTime(end) } : { [startField]: formatCmsTime(at) };
}

/** How a person is told which entry: 理财 App · 闪屏「双十一开屏」. */
export const entryName = ({ def, entry }: Pick<PlannedEntry, 'def' | 'entry'>): string => `${slotTitle(def)}「${entry.title}」`;

/** One entry's action, in its module's dialect and with its scope, as the module's screen sends it. */
export function entryStep(call: EntryCall, cookie: string, one: PlannedEntry, action: 'publish' | 'cancel' | 'out', times: Record<string, string> = {}): Promise<StepAnswer> {
  const id = one.entry.recordId;
  const { method, path } = moduleEndpoint(one.def, action, id);
  const idInBody = idTravelsInBody(dialectEndpoint(one.def.dialect, action)) ? { id } : {};
  return call(cookie, method, path, { ...one.def.scope, ...times, ...idInBody });
}

export type ScheduleOutcome = { ok: true } | { ok: false; stopped: string };

/**
 * Publishes every entry at `at`, in the release's order. On the first refusal the ones already scheduled are withdrawn
 * again (last first) and the outcome says what stopped it — and which, if any, could not be withdrawn.
 */
export async function scheduleAll(call: EntryCall, cookie: string, planned: readonly PlannedEntry[], at: number): Promise<ScheduleOutcome> {
  const done: PlannedEntry[] = [];
  for (const one of planned) {
    const answer = await entryStep(call, cookie, one, 'publish', publishTimes(one, at));
    if (answer.code === ErrorCode.Success) {
      done.push(one);
      continue;
    }
    const stuck = await withdrawAll(call, cookie, done);
    const undone = done.length === 0 ? '' : stuck.length === 0 ? `；已撤回已安排的 ${String(done.length)} 个条目` : `；${stuck.join('；')}`;
    return { ok: false, stopped: `${entryName(one)}被拒绝：${answer.msg}${undone}` };
  }
  return { ok: true };
}

/** Withdraws every entry (last first); what could not be withdrawn, in words (empty: all were). */
export async function withdrawAll(call: EntryCall, cookie: string, entries: readonly PlannedEntry[]): Promise<string[]> {
  const stuck: string[] = [];
  for (const one of [...entries].reverse()) {
    const answer = await entryStep(call, cookie, one, 'cancel');
    if (answer.code !== ErrorCode.Success) stuck.push(`${entryName(one)}未能撤回（${answer.msg}），请到模块页面处理`);
  }
  return stuck;
}
