/**
 * Permission management under `account/permission/management/` (spec §6, §7). Super admins only: anyone else gets
 * HTTP 403 `{code: 403, msg: 抱歉，您没有权限进行此操作}` before the handler reads anything.
 *
 * | call                  | success `data`          | refusals (HTTP 200 unless noted)                                  |
 * |-----------------------|-------------------------|-------------------------------------------------------------------|
 * | GET list              | Paged<AdminAccountRow>  | HTTP 400 1106 bad paging or search                                |
 * | GET detail/:id        | AdminAccountDetail      | 1107; HTTP 400 1106 malformed id                                  |
 * | POST admin/create     | AdminAccountRow         | 1106 + ValidationErrorData; 1019 accountExists                    |
 * | POST update           | AdminAccountRow         | 1106 + ValidationErrorData (incl. last / own super admin); 1107   |
 * | POST check            | PathCheckResult         | 1106 + ValidationErrorData; 1107 unknown account                  |
 *
 * A body that is not a JSON object: HTTP 400, 1106.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { API, ErrorCode, PERMISSION_ADMIN_MESSAGES, PERMISSION_API } from 'shared-ui/contract';
import type { RoutePluginOptions } from '../appContext';
import { requireSession } from '../auth/sessionGuard';
import { fail, respond } from '../http/respond';
import { PermissionAdminService } from '../permissionAdmin/permissionAdminService';
import { answerRefusal } from '../workflow/refusal';
import { readId } from '../workflow/workflowService';

function answer(reply: FastifyReply, run: () => { data: unknown; msg?: string }): FastifyReply {
  try {
    const { data, msg } = run();
    return respond(reply, data, ErrorCode.Success, msg);
  } catch (error) {
    return answerRefusal(reply, error);
  }
}

export const permissionAdminRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const service = new PermissionAdminService(ctx);

  // Encapsulated in this plugin, so it guards these five routes only. The flag is read from the database at each
  // call (resolveSession), so a super admin demoted a moment ago is refused at once.
  app.addHook('preHandler', async (request, reply) => {
    if (!requireSession(request).isSuperAdmin) return fail(reply, ErrorCode.RoleRefused, { status: 403 });
    return undefined;
  });

  app.get(`/${API.permissionList}`, async (request, reply) => answer(reply, () => ({ data: service.list(request.query) })));

  app.get(`/${PERMISSION_API.detail}/:id`, async (request, reply) =>
    answer(reply, () => ({ data: service.detail(readId((request.params as Record<string, unknown>).id)) })),
  );

  app.post(`/${API.adminCreate}`, async (request, reply) =>
    answer(reply, () => ({ data: service.create(requireSession(request), request.body) })),
  );

  app.post(`/${API.adminUpdate}`, async (request, reply) =>
    answer(reply, () => {
      const { row, sessionsEnded } = service.update(requireSession(request), request.body);
      return { data: row, ...(sessionsEnded ? { msg: PERMISSION_ADMIN_MESSAGES.sessionsEnded } : {}) };
    }),
  );

  app.post(`/${API.permissionCheck}`, async (request, reply) => answer(reply, () => ({ data: service.check(request.body) })));
};
