/**
 * 发布批次's calls (contract releases.ts), in the console service. The service's gate has confirmed who asks and the
 * role rule (the `publish` calls are publishing: an editor may prepare a release, not schedule it); here every call
 * asks its owner, the release screen, and each body is read by the contract's schema. Refusals are the envelope with
 * the backend's codes: 1106 with the fields' problems, 1043 stale, 1000 with the check's problems, 1107 gone.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErrorCode, RELEASE_API, RELEASE_CALL_OWNERS, errorMessage, mayOpenPath, parseCmsTime, releaseActionSchema, releaseListQuerySchema, releaseMoveSchema, releaseSaveSchema } from 'shared-ui/contract';
import { fail, ok } from '../consoleAnswers';
import type { Asker, Outcome, ReleaseService } from './releaseService';

const OWNERS = RELEASE_CALL_OWNERS[0].owners;

function answer<T>(reply: FastifyReply, outcome: Outcome<T>): FastifyReply {
  if (outcome.ok) return ok(reply, outcome.value);
  // The role rule's refusal is a 403, as the gate sends it (the client says it in its words); the rest are answers.
  return reply.code(outcome.code === ErrorCode.RoleRefused ? 403 : 200).send({ code: outcome.code, data: outcome.data, msg: outcome.msg || errorMessage(outcome.code) });
}

/** The body read by `schema`, or the 1106 refusal naming each field's problem. */
function parsed<S extends z.ZodType>(reply: FastifyReply, schema: S, body: unknown): z.output<S> | null {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  reply.send({ code: ErrorCode.ValidationFailed, data: { errors }, msg: errors[0]?.message ?? errorMessage(ErrorCode.ValidationFailed) });
  return null;
}

const idOf = (request: FastifyRequest): number | null => {
  const id = (request.query as Record<string, unknown>).id;
  return typeof id === 'string' && /^\d{1,15}$/.test(id) ? Number(id) : null;
};

export function registerReleaseRoutes(app: FastifyInstance, releases: ReleaseService): void {
  const asker = (request: FastifyRequest): Asker => ({ who: request.consoleIdentity!, cookie: request.headers.cookie ?? '' });
  // Every call of the family: the release screen must be open to the account.
  const owned = (handler: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!OWNERS.some((owner) => mayOpenPath(request.consoleIdentity!, owner))) return fail(reply, 403, ErrorCode.NoModulePermission);
    return handler(request, reply);
  };
  const withId = (run: (request: FastifyRequest, id: number) => Promise<Outcome<unknown>>) =>
    owned(async (request, reply) => {
      const id = idOf(request);
      if (id === null) return fail(reply, 400, ErrorCode.ValidationFailed, '请指定发布批次（id）');
      return answer(reply, await run(request, id));
    });

  app.get(
    `/${RELEASE_API.list}`,
    owned(async (request, reply) => {
      const query = releaseListQuerySchema.safeParse(request.query ?? {});
      if (!query.success) return fail(reply, 400, ErrorCode.ValidationFailed, query.error.issues[0]?.message ?? '查询参数不正确');
      const { from, to, dueWithinHours } = query.data;
      const now = releases.now();
      const range = from !== undefined && to !== undefined ? { start: parseCmsTime(from) ?? 0, end: parseCmsTime(to) ?? 0 } : dueWithinHours !== undefined ? { start: now, end: now + dueWithinHours * 3_600_000 } : undefined;
      return ok(reply, await releases.list(range));
    }),
  );
  app.get(`/${RELEASE_API.detail}`, withId((request, id) => releases.detail(asker(request), id)));
  app.get(`/${RELEASE_API.check}`, withId((request, id) => releases.check(asker(request), id)));

  app.post(
    `/${RELEASE_API.save}`,
    owned(async (request, reply) => {
      const body = parsed(reply, releaseSaveSchema, request.body);
      return body ? answer(reply, await releases.save(asker(request), body)) : reply;
    }),
  );
  const action = (run: (who: Asker, id: number, base: number | null | undefined) => Promise<Outcome<unknown>>) =>
    owned(async (request, reply) => {
      const body = parsed(reply, releaseActionSchema, request.body);
      return body ? answer(reply, await run(asker(request), body.id, body.base_version)) : reply;
    });
  app.post(`/${RELEASE_API.delete}`, action((who, id, base) => releases.remove(who, id, base)));
  app.post(`/${RELEASE_API.publish}`, action((who, id, base) => releases.publish(who, id, base)));
  app.put(`/${RELEASE_API.cancel}`, action((who, id, base) => releases.withdraw(who, id, base)));
  app.put(`/${RELEASE_API.out}`, action((who, id, base) => releases.offShelf(who, id, base)));
  app.put(
    `/${RELEASE_API.move}`,
    owned(async (request, reply) => {
      const body = parsed(reply, releaseMoveSchema, request.body);
      return body ? answer(reply, await releases.move(asker(request), body)) : reply;
    }),
  );
}
