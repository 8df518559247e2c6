import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, isCallAllowed, isSessionless } from 'shared-ui/contract';
import type { AppContext } from '../appContext';
import { requestCookies } from '../http/cookies';
import { fail } from '../http/respond';
import { resolveSession } from './resolveSession';
import './sessionContext';

/**
 * The endpoint's path relative to the API prefix, taken from the route that matched (`…/prepublish/:id`) rather
 * than the raw URL: the router decodes `%70ublish` to `publish`, so judging the raw URL would let an encoded path
 * reach a publish handler past the role rule. The pattern is exactly the handler that is about to run.
 */
function endpointPath(request: FastifyRequest, prefix: string): string | undefined {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return undefined;
  return pattern.startsWith(prefix) ? pattern.slice(prefix.length) : pattern;
}

/**
 * One hook for every route under the prefix (register it in the prefix's plugin, before the routes):
 * sessionless calls pass; otherwise a live session (cookie `sessionID`, its claims not tampered with) or HTTP 401;
 * then the contract's role rule for the session's own group, or HTTP 403 before any handler or body parsing runs.
 */
export function registerSessionGuard(app: FastifyInstance, ctx: AppContext, prefix: string): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    const path = endpointPath(request, prefix);
    // No route matched: the not-found handler answers.
    if (path === undefined || isSessionless(path)) return;
    const session = resolveSession(ctx, requestCookies(request));
    if (!session) return fail(reply, ErrorCode.SessionInvalid, { status: 401 });
    if (!isCallAllowed(session.role, request.method, path)) {
      return fail(reply, ErrorCode.RoleRefused, { status: 403 });
    }
    request.session = session;
  });
}

/** The session of a call the guard let through; a route that needs one and has none is a programming error. */
export function requireSession(request: FastifyRequest): NonNullable<FastifyRequest['session']> {
  if (!request.session) throw new Error(`${request.url} needs a session but is sessionless`);
  return request.session;
}
