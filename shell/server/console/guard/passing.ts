/**
 * What the write guard's calls share: passing an answer back as it came, reading its success envelope, the 1043
 * answer, the body without the version fields, and a write checked under its records' locks.
 */
import type { FastifyReply } from 'fastify';
import { BASE_VERSIONS_FIELD, BASE_VERSION_FIELD, ErrorCode, isEnvelope, staleSaveMessage, type StaleSaveDetail } from 'shared-ui/contract';
import type { PassedAnswer } from '../backendClient';
import type { ConsoleStore } from '../store/openConsoleStore';
import { BackendRefusal } from '../workflowReads';

export type Body = Record<string, unknown>;

export type StaleAnswer = { code: number; data: StaleSaveDetail; msg: string };

/**
 * The 1043 answer for a record read as `current` (its version `version`), in the words the dialog shows: who changed
 * it and when, as its row says (`update_operator`, `update_time`) unless `edited` says otherwise.
 */
export function staleAnswer(current: Body | null, version: number | null, edited?: { operator: string | null; time: string | null }): StaleAnswer {
  const detail: StaleSaveDetail = {
    operator: edited ? edited.operator : ((current?.update_operator ?? current?.push_operator ?? current?.pre_operator ?? null) as string | null),
    time: edited ? edited.time : ((current?.update_time ?? null) as string | null),
    version,
    current,
  };
  return { code: ErrorCode.StaleSave, data: detail, msg: staleSaveMessage(detail) };
}

/** The success envelope a JSON answer holds, or null (a refusal, or not JSON). */
export function successEnvelope(answer: PassedAnswer): { code: number; data: unknown; msg: string } | null {
  if (!(answer.headers.find(([name]) => name === 'content-type')?.[1] ?? '').includes('json')) return null;
  try {
    const envelope: unknown = JSON.parse(answer.body.toString('utf8'));
    return isEnvelope(envelope) && envelope.code === ErrorCode.Success ? (envelope as { code: number; data: unknown; msg: string }) : null;
  } catch {
    return null;
  }
}

/** An envelope as a JSON answer of the shell's own (a refusal the guard makes). */
export function jsonAnswer(envelope: object): PassedAnswer {
  return { status: 200, headers: [['content-type', 'application/json; charset=utf-8']], body: Buffer.from(JSON.stringify(envelope), 'utf8') };
}

/** `answer` with `data` in its envelope's place. */
export function withData(answer: PassedAnswer, envelope: object, data: unknown): PassedAnswer {
  return { ...answer, body: Buffer.from(JSON.stringify({ ...envelope, data }), 'utf8') };
}

export function send(reply: FastifyReply, answer: PassedAnswer): FastifyReply {
  for (const [name, value] of answer.headers) {
    if (name === 'set-cookie') {
      const before = reply.getHeader('set-cookie');
      reply.header('set-cookie', [...(Array.isArray(before) ? before : before === undefined ? [] : [String(before)]), value]);
    } else reply.header(name, value);
  }
  return reply.code(answer.status).send(answer.body);
}

/** The body without the version fields, which no spec call has. */
export function withoutVersions(body: Body): Body {
  const { [BASE_VERSION_FIELD]: _one, [BASE_VERSIONS_FIELD]: _each, ...rest } = body;
  return rest;
}

/** Does the body name any version (so the fields must come out before it is passed on)? */
export function namesVersions(body: Body | undefined): body is Body {
  return body !== undefined && (Object.hasOwn(body, BASE_VERSION_FIELD) || Object.hasOwn(body, BASE_VERSIONS_FIELD));
}

/** One record a write names a version for: its lock, and whether it moved on since (its 1043 answer, or null). */
export interface VersionCheck {
  lockKey: string;
  staleAnswer: () => Promise<StaleAnswer | null>;
}

/**
 * A write checked against the versions it names, under its records' locks: the first record that moved on answers
 * 1043 and nothing is passed on; else `forward` passes it on, still under the locks. A record the backend will not
 * read to this person is not judged here: the write meets the same refusal.
 */
export async function checkedWrite(store: Pick<ConsoleStore, 'withLocks'>, checks: readonly VersionCheck[], forward: () => Promise<PassedAnswer>): Promise<PassedAnswer> {
  if (checks.length === 0) return forward();
  return store.withLocks(
    checks.map((check) => check.lockKey),
    async () => {
      for (const check of checks) {
        const stale = await check.staleAnswer().catch((error: unknown) => {
          if (error instanceof BackendRefusal) return null;
          throw error;
        });
        if (stale) return jsonAnswer(stale);
      }
      return forward();
    },
  );
}
