/**
 * One's own password (issue 14), in the `login/` family: any role, any signed-in account, and open while the
 * account must still replace its initial password.
 *
 * | call                | success `data`        | refusals                                                              |
 * |---------------------|-----------------------|-----------------------------------------------------------------------|
 * | GET login/password  | PasswordStatus     | HTTP 401 without a session                                            |
 * | POST login/password | PasswordChangeResult  | HTTP 400 1106 unreadable; 1103 locked; 1106 newPassword; 1102 oldPassword |
 */
import type { FastifyPluginAsync } from 'fastify';
import { API, ErrorCode, PASSWORD_CHANGE_MESSAGES, type PasswordStatus } from 'shared-ui/contract';
import type { RoutePluginOptions } from '../appContext';
import { changeOwnPassword } from '../auth/changePassword';
import { passwordStore } from '../auth/passwordStore';
import { requireSession } from '../auth/sessionGuard';
import { fail, respond } from '../http/respond';
import { answerRefusal } from '../workflow/refusal';
import { signinMethodOf } from '../permissionAdmin/adminRows';


export const passwordRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  // The flag's table exists before the first request.
  passwordStore(ctx.db);

  app.get(`/${API.password}`, async (request, reply) => {
    const session = requireSession(request);
    const account = ctx.accounts.findById(session.accountId);
    // As the change itself answers a session whose account is gone.
    if (!account) return fail(reply, ErrorCode.SessionInvalid, { status: 401 });
    return respond<PasswordStatus>(reply, { mustChange: session.mustChangePassword, signinMethod: signinMethodOf(account) });
  });

  app.post(`/${API.password}`, async (request, reply) => {
    try {
      const result = changeOwnPassword(ctx, requireSession(request), request.body);
      return respond(reply, result, ErrorCode.Success, PASSWORD_CHANGE_MESSAGES.changed);
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });
};
