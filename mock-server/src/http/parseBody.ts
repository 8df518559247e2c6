import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErrorCode } from 'shared-ui/contract';
import { fail } from './respond';

/**
 * The body as `schema` reads it, or `undefined` after answering HTTP 400 with code 1106 and the first problem's
 * Chinese message (the schemas name the field in it). Callers return the reply when this gives `undefined`.
 */
export function parseBody<S extends z.ZodType>(
  schema: S,
  request: FastifyRequest,
  reply: FastifyReply,
): z.infer<S> | undefined {
  const result = schema.safeParse(request.body);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  fail(reply, ErrorCode.ValidationFailed, { status: 400, ...(first ? { msg: first.message } : {}) });
  return undefined;
}
