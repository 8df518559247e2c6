/**
 * The fund-manager library under `/v2/cms/` (contract managers.ts lists every call, body and answer). Answers are the
 * usual envelope, HTTP 200 for every business refusal; a query or body that is not what the UI sends → HTTP 400, 1106.
 *
 * | call                                        | success `data`        | refusals                                            |
 * |---------------------------------------------|-----------------------|-----------------------------------------------------|
 * | GET  operation/wm/managers/library/list     | Paged<ManagerRow>     | HTTP 400 1106 bad paging or search                  |
 * | POST operation/wm/managers/library/create   | {id}                  | 1106 / 1001 per field; 1019 name+company taken      |
 * | POST operation/wm/managers/library/update   | ManagerRow            | as create; 1043 stale (+ the current row); 1107     |
 * | GET  operation/wm/managers/library/detail   | ManagerDetail         | 1107                                                |
 * | POST operation/wm/managers/library/delete   | ManagerDeleteAnswer   | 1019 + ManagerInUse[] (nothing deleted); 1043; 1107 |
 * | GET  operation/wm/managers/library/funds    | LibraryItem[]         | HTTP 400 1106 bad search or ids                     |
 * | POST operation/wm/managers/image/update     | {url}                 | 1106 + the reason (type, size, pixels)              |
 *
 * The permission gate gives them all to the candidate module (MANAGER_CALL_OWNERS); the role rule runs first (a reader
 * only reads). The fund pick is the fund library's own source, served here so that whoever keeps the managers may pick
 * their funds without being given the fund library's screen.
 */
import type { FastifyPluginAsync } from 'fastify';
import { MANAGER_API, MANAGER_MESSAGES } from 'shared-ui/contract';
import type { RoutePluginOptions } from '../appContext';
import { answer, operator } from '../articles/answer';
import { UPLOAD_BODY_LIMIT } from '../routes/upload';
import { uploadManagerPhoto } from './managerPhoto';
import { fundPickQuery, managerIdQuery } from './managerQueries';
import { ManagerService } from './managerService';

export const managerRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const managers = new ManagerService(ctx);
  app.get(`/${MANAGER_API.list}`, answer((request) => ({ data: managers.list(request.query) })));
  app.post(`/${MANAGER_API.create}`, answer((request) => ({ data: managers.create(operator(request), request.body), msg: MANAGER_MESSAGES.created })));
  app.post(`/${MANAGER_API.update}`, answer((request) => ({ data: managers.update(operator(request), request.body), msg: MANAGER_MESSAGES.saved })));
  app.get(`/${MANAGER_API.detail}`, answer((request) => ({ data: managers.detail(managerIdQuery(request.query)) })));
  app.post(`/${MANAGER_API.delete}`, answer((request) => ({ data: managers.delete(request.body), msg: MANAGER_MESSAGES.deleted })));
  app.get(
    `/${MANAGER_API.funds}`,
    answer((request) => {
      const { ids, search, limit } = fundPickQuery(request.query);
      const funds = ctx.libraries.funds;
      if (!funds) return { data: [] };
      return { data: ids ? funds.byIds(ids) : funds.search(search, limit) };
    }),
  );
  app.post(
    `/${MANAGER_API.image}`,
    { bodyLimit: UPLOAD_BODY_LIMIT },
    answer(async (request) => ({ data: await uploadManagerPhoto(ctx, app.prefix, operator(request), request.body), msg: MANAGER_MESSAGES.uploaded })),
  );
};
