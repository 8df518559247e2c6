/** The publishing calendar's call, `GET schedule/list` (contract schedule.ts has the table). */
import type { FastifyPluginAsync } from 'fastify';
import { SCHEDULE_API, scheduleQuerySchema } from 'shared-ui/contract';
import type { RoutePluginOptions } from '../appContext';
import { answer } from '../articles/answer';
import { requireSession } from '../auth/sessionGuard';
import { validationRefusal, wrongTypeRefusal } from '../workflow/refusal';
import { ScheduleService } from './scheduleService';
import { ScheduleSources } from './scheduleSources';

export const scheduleRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const service = new ScheduleService(new ScheduleSources(ctx.db), ctx.modules, ctx.libraries);
  app.get(
    `/${SCHEDULE_API.list}`,
    answer((request) => {
      const parsed = scheduleQuerySchema.safeParse(request.query ?? {});
      if (!parsed.success) throw wrongTypeRefusal(parsed.error.issues, request.query) ?? validationRefusal(parsed.error.issues);
      // What fell due is live before the calendar says so, as every list does.
      ctx.applyDue();
      const session = requireSession(request);
      return { data: service.list({ isSuperAdmin: session.isSuperAdmin, permission: session.permission }, parsed.data) };
    }),
  );
};
