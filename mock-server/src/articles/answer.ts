/** How the article routes answer: the handler's data as the envelope, or the refusal it threw. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from 'shared-ui/contract';
import { requireSession } from '../auth/sessionGuard';
import { respond } from '../http/respond';
import { answerRefusal } from '../workflow/refusal';

export type Handler = (request: FastifyRequest) => HandlerResult | Promise<HandlerResult>;
interface HandlerResult {
  data: unknown;
  msg?: string;
}

export function answer(handler: Handler) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    try {
      const { data, msg } = await handler(request);
      return respond(reply, data, ErrorCode.Success, msg);
    } catch (error) {
      return answerRefusal(reply, error);
    }
  };
}

/** Who is calling: the account the edit record names. */
export const operator = (request: FastifyRequest): string => requireSession(request).account;

export const queryOf = (request: FastifyRequest): Record<string, unknown> => (request.query ?? {}) as Record<string, unknown>;

/** `article/` and `article` alike: the contract writes the create calls with their trailing slash, callers may not. */
export function bothSlashes(path: string): string[] {
  return [`/${path}`, `/${path.replace(/\/$/, '')}`];
}
