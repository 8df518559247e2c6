import type { FastifyReply } from 'fastify';
import { ErrorCode, errorMessage, type Envelope } from 'shared-ui/contract';

export function envelope<T>(code: number, data: T, msg: string = errorMessage(code)): Envelope<T> {
  return { code, data, msg };
}

/**
 * An answer the client treats as handled (HTTP 200), successful by default. Business refusals (1029, 1031, 1102 …)
 * are answered this way too: the client reads `code`, and a non-200 status would erase it to -1.
 */
export function respond<T>(reply: FastifyReply, data: T, code: number = ErrorCode.Success, msg?: string): FastifyReply {
  return reply.code(200).send(envelope(code, data, msg));
}

export interface FailOptions {
  /** HTTP status; 200 unless the failure is about the request itself (400, 401, 403, 404, 413 …). */
  status?: number;
  data?: unknown;
  msg?: string;
}

export function fail(reply: FastifyReply, code: number, options: FailOptions = {}): FastifyReply {
  return reply.code(options.status ?? 200).send(envelope(code, options.data ?? null, options.msg));
}
