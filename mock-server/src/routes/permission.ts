import type { FastifyPluginAsync } from 'fastify';
import { API, ErrorCode, isFullAccess, mayOpenPath, type RestrictedPermission } from 'shared-ui/contract';
import type { RoutePluginOptions } from '../appContext';
import { requireSession } from '../auth/sessionGuard';
import { parseBody } from '../http/parseBody';
import { adminCheckBody, moduleCheckBody } from '../http/requestSchemas';
import { fail, respond } from '../http/respond';

/** Authorisation (spec §6): which module paths an account may open. */
export const permissionRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  /**
   * Full access → 0 with `{id}`; restricted → 1031 with `{id, permission}` (the raw list, possibly empty); an
   * unknown account → 1031 with `{permission: []}`. Only a super admin may ask about someone else.
   */
  app.post(`/${API.adminCheck}`, async (request, reply) => {
    const session = requireSession(request);
    const body = parseBody(adminCheckBody, request, reply);
    if (!body) return reply;
    if (body.account !== session.account && !session.isSuperAdmin) {
      return fail(reply, ErrorCode.RoleRefused, { status: 403 });
    }
    const account = ctx.accounts.findByAccount(body.account);
    if (!account) return respond<RestrictedPermission>(reply, { permission: [] }, ErrorCode.PermissionRestricted);
    if (account.permission === null || isFullAccess(account.permission)) return respond(reply, { id: account.id });
    return respond<RestrictedPermission>(
      reply,
      { id: account.id, permission: account.permission },
      ErrorCode.PermissionRestricted,
    );
  });

  app.post(`/${API.moduleCheck}`, async (request, reply) => {
    const session = requireSession(request);
    const body = parseBody(moduleCheckBody, request, reply);
    if (!body) return reply;
    // `/permission` by the super-admin flag alone, whatever the list says; the rest by the list read fresh this call.
    return mayOpenPath(session, body.path) ? respond(reply, null) : fail(reply, ErrorCode.NoModulePermission);
  });
};
