/** The home page's call, `GET home/overview` (contract homeOverview.ts has the sections). */
import type { FastifyPluginAsync } from 'fastify';
import { HOME_API } from 'shared-ui/contract';
import type { RoutePluginOptions } from '../appContext';
import { answer } from '../articles/answer';
import { requireSession } from '../auth/sessionGuard';
import { ScheduleService } from '../schedule/scheduleService';
import { ScheduleSources } from '../schedule/scheduleSources';
import { HomeService } from './homeService';

export const homeRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const schedule = new ScheduleService(new ScheduleSources(ctx.db), ctx.modules, ctx.libraries);
  const service = new HomeService(ctx.db, schedule, ctx.modules);
  app.get(
    `/${HOME_API.overview}`,
    answer((request) => {
      // What fell due is live before the page says what goes live next, as every list does.
      ctx.applyDue();
      const session = requireSession(request);
      return { data: service.overview({ isSuperAdmin: session.isSuperAdmin, permission: session.permission }, session.account, ctx.now()) };
    }),
  );
};
