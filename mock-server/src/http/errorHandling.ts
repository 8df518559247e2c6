import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorCode, Messages } from 'shared-ui/contract';
import { fail } from './respond';

/**
 * Whatever goes wrong, the answer is still an envelope: unreadable or oversized bodies are the caller's fault
 * (400, 413), an unknown path is 404 with code 1107, and anything else is logged and answered 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) =>
    fail(reply, ErrorCode.NotFound, { status: 404, msg: Messages.unknownEndpoint }),
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) return fail(reply, ErrorCode.PayloadTooLarge, { status });
    // Fastify's own 4xx: malformed JSON, empty JSON body, unsupported content type …
    if (status >= 400 && status < 500) return fail(reply, ErrorCode.BadRequest, { status });
    request.log.error({ err: error }, 'unexpected error');
    return fail(reply, 500, { status: 500 });
  });
}
