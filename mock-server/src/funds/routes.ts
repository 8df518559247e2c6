/**
 * The fund library under `/v2/cms/` (contract funds.ts lists every call, body and answer). Answers are the usual
 * envelope, HTTP 200 for every business refusal; a query or body that is not what the UI sends → HTTP 400, 1106.
 *
 * | call                              | success `data`     | refusals                                                       |
 * |-----------------------------------|--------------------|----------------------------------------------------------------|
 * | GET  operation/wm/origin/funds    | CatalogueFund[]    | HTTP 400 1106 bad search / limit                               |
 * | GET  operation/wm/funds           | Paged<FundRow>     | HTTP 400 1106 bad paging, orderBy or risk                      |
 * | POST operation/wm/funds           | {id}               | 1106 / 1001 per field; 1019 ISIN or name already in the library |
 * | POST operation/wm/funds/update    | FundRow            | as create; 1043 stale (+ the current FundRow); 1107            |
 * | GET  operation/wm/funds/detail    | FundDetail         | 1107                                                           |
 * | POST operation/wm/funds/delete    | FundDeleteAnswer   | 1019 + FundInUse[] (nothing deleted); 1043 stale; 1107         |
 *
 * The role rule runs before any handler (a reader only reads); the permission gate gives every call to
 * `/operation/wm/fund` (FUND_CALL_OWNERS). The catalogue and the demo library are seeded with the library sources
 * (libraries/librarySources.ts), before the modules' seeds that pick funds.
 */
import type { FastifyPluginAsync } from 'fastify';
import { FUND_API, FUND_MESSAGES } from 'shared-ui/contract';
import type { RoutePluginOptions } from '../appContext';
import { answer, bothSlashes, operator } from '../articles/answer';
import { fundIdQuery } from './fundQueries';
import { FundService } from './fundService';

export const fundRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const funds = new FundService(ctx);
  app.get(`/${FUND_API.catalogue}`, answer((request) => ({ data: funds.catalogue(request.query) })));
  for (const url of bothSlashes(`${FUND_API.list}/`)) {
    app.get(url, answer((request) => ({ data: funds.list(request.query) })));
    app.post(url, answer((request) => ({ data: funds.create(operator(request), request.body), msg: FUND_MESSAGES.created })));
  }
  app.post(`/${FUND_API.update}`, answer((request) => ({ data: funds.update(operator(request), request.body), msg: FUND_MESSAGES.saved })));
  app.get(`/${FUND_API.detail}`, answer((request) => ({ data: funds.detail(fundIdQuery(request.query)) })));
  app.post(`/${FUND_API.delete}`, answer((request) => ({ data: funds.delete(request.body), msg: FUND_MESSAGES.deleted })));
};
