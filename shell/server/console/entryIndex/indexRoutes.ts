/**
 * The entry index's calls, in the console service (under CONSOLE_API_PREFIX). The service's gate has confirmed who
 * asks; each answer holds only what the account's paths open.
 *
 * | call                | owner                         | answer                                           |
 * |---------------------|-------------------------------|--------------------------------------------------|
 * | GET schedule/list   | /schedule (every account)     | ScheduleAnswer; 400/1106 on a bad query          |
 * | GET home/overview   | /home (every account)         | HomeOverview                                     |
 * | GET home/drafts     | /home (every account)         | HomeSection<HomeLine>: 我的草稿 whole              |
 * | GET search/entries  | every account                 | Paged<EntryHit>; 400/1106 on a bad query         |
 * | GET library/{key}/usage?id= | the library's screens  | LibraryUsage; 400/1106 without an id             |
 */
import type { FastifyInstance } from 'fastify';
import { CONSOLE_SEARCH_API, ErrorCode, LIBRARIES, LIBRARY_KEYS, libraryUsagePath, HOME_API, SCHEDULE_API, SCHEDULE_CALL_OWNERS, entrySearchQuerySchema, mayOpenPath, scheduleQuerySchema } from 'shared-ui/contract';
import { fail, ok } from '../consoleAnswers';
import type { CalendarService } from './calendarService';
import type { HomeService } from './homeService';
import type { EntryLookups } from './entryLookups';

export interface IndexRoutesOptions {
  calendar: CalendarService;
  home: HomeService;
  lookups: EntryLookups;
  now: () => number;
}

export function registerIndexRoutes(app: FastifyInstance, { calendar, home, lookups, now }: IndexRoutesOptions): void {
  app.get(`/${SCHEDULE_API.list}`, async (request, reply) => {
    if (!SCHEDULE_CALL_OWNERS[0].owners.some((owner) => mayOpenPath(request.consoleIdentity!, owner))) return fail(reply, 403, ErrorCode.NoModulePermission);
    const parsed = scheduleQuerySchema.safeParse(request.query ?? {});
    if (!parsed.success) return fail(reply, 400, ErrorCode.ValidationFailed, parsed.error.issues[0]?.message ?? '查询参数不正确');
    return ok(reply, await calendar.list(request.consoleIdentity!, request.headers.cookie ?? '', parsed.data));
  });

  // Every session (HOME_CALL_OWNERS): what it answers is narrowed to the account's paths.
  app.get(`/${HOME_API.overview}`, async (request, reply) => ok(reply, await home.overview(request.consoleIdentity!, request.headers.cookie ?? '', now())));
  app.get(`/${HOME_API.drafts}`, async (request, reply) => ok(reply, await home.drafts(request.consoleIdentity!, request.headers.cookie ?? '')));

  // Every session (SEARCH_CALL_OWNERS): the answer holds only the modules the account's paths open.
  app.get(`/${CONSOLE_SEARCH_API.entries}`, async (request, reply) => {
    const parsed = entrySearchQuerySchema.safeParse(request.query ?? {});
    if (!parsed.success) return fail(reply, 400, ErrorCode.ValidationFailed, parsed.error.issues[0]?.message ?? '查询参数不正确');
    return ok(reply, await lookups.entries(request.consoleIdentity!, request.headers.cookie ?? '', parsed.data));
  });

  for (const key of LIBRARY_KEYS) {
    app.get(`/${libraryUsagePath(key)}`, async (request, reply) => {
      if (!LIBRARIES[key].owners.some((owner) => mayOpenPath(request.consoleIdentity!, owner))) return fail(reply, 403, ErrorCode.NoModulePermission);
      const id = (request.query as Record<string, unknown>).id;
      if (typeof id !== 'string' || id.trim() === '') return fail(reply, 400, ErrorCode.ValidationFailed, '请指定要查询的项（id）');
      if (id.length > 64) return fail(reply, 400, ErrorCode.ValidationFailed, 'id 不能超过 64 个字');
      return ok(reply, await lookups.usage(request.consoleIdentity!, request.headers.cookie ?? '', key, id.trim()));
    });
  }
}
