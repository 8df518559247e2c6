import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, callAccess, isCallAllowed, isSessionless, mayCall, roleCheckedCall, type ValidationErrorData } from 'shared-ui/contract';
import type { AppContext } from '../appContext';
import { requestCookies } from '../http/cookies';
import { fail } from '../http/respond';
import { isOpenWhilePasswordMustChange, refuseUntilPasswordChanged } from './passwordLock';
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
 * Two hooks for every route under the prefix (register them in the prefix's plugin, before the routes):
 * - on request: sessionless calls pass; otherwise a live session (cookie `sessionID`, its claims not tampered with)
 *   or HTTP 401; then the contract's role rule for the session's own group, or HTTP 403 — before the body is read;
 * - before validation (the body is parsed: a module's scope rides in it): the permission gate. The call's owner
 *   (contract `callAccess`: a module's route, a custom screen's path) must be reachable by the account's permitted
 *   paths, read fresh this request (`mayCall`, the menu's and the guard's rule), or HTTP 403 with 1029; a call nobody
 *   owns is refused the same way. Scope parameters of the wrong type are HTTP 400, 1106, naming the field. Then,
 *   for an account that must still replace its initial password, every call but `login/…` is HTTP 403, 1131
 *   (passwordLock.ts): after the gate, so a call the account may never make keeps its own refusal.
 */
export function registerSessionGuard(app: FastifyInstance, ctx: AppContext, prefix: string): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    const path = endpointPath(request, prefix);
    // No route matched: the not-found handler answers.
    if (path === undefined || isSessionless(path)) return;
    const session = resolveSession(ctx, requestCookies(request));
    if (!session) return fail(reply, ErrorCode.SessionInvalid, { status: 401 });
    const judged = roleCheckedCall(ctx.callMap, request.method, path);
    if (!isCallAllowed(session.role, judged.method, judged.path)) {
      return fail(reply, ErrorCode.RoleRefused, { status: 403 });
    }
    request.session = session;
  });
  app.addHook('preValidation', async (request, reply) => {
    const path = endpointPath(request, prefix);
    const session = request.session;
    if (path === undefined || !session) return;
    const access = callAccess(ctx.callMap, path, request.method === 'GET' ? request.query : request.body);
    if (access.kind === 'badInput') {
      const data: ValidationErrorData = { errors: access.errors };
      return fail(reply, ErrorCode.ValidationFailed, { status: 400, data, msg: access.errors[0]?.message });
    }
    if (!mayCall(session, access, ctx.callMap, request.method)) {
      return fail(reply, ErrorCode.NoModulePermission, { status: 403 });
    }
    if (session.mustChangePassword && !isOpenWhilePasswordMustChange(path)) return refuseUntilPasswordChanged(reply);
  });
}

/** The session of a call the guard let through; a route that needs one and has none is a programming error. */
export function requireSession(request: FastifyRequest): NonNullable<FastifyRequest['session']> {
  if (!request.session) throw new Error(`${request.url} needs a session but is sessionless`);
  return request.session;
}
