/** Other stock news under `/v2/cms/operation/broker/othernews/approval/` (contract otherStockNewsCalls.ts has the table). */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { APPROVAL_TOKEN_HEADER, ErrorCode, OTHER_NEWS_API_BASE as BASE, OTHER_NEWS_MESSAGES } from 'shared-ui/contract';
import type { RoutePluginOptions } from '../appContext';
import { answer, operator, queryOf } from '../articles/answer';
import { requireSession } from '../auth/sessionGuard';
import { WorkflowRefusal } from '../workflow/refusal';
import { idOf } from '../stockNews/stockNewsService';

function tokenOf(request: FastifyRequest): string | undefined {
  const fromQuery = queryOf(request).token;
  if (typeof fromQuery === 'string' && fromQuery !== '') return fromQuery;
  const header = request.headers[APPROVAL_TOKEN_HEADER.toLowerCase()];
  return typeof header === 'string' && header !== '' ? header : undefined;
}

const idParam = (request: FastifyRequest) => idOf((request.params as Record<string, unknown>).id);

/**
 * Publishing, applying to take off and handing out approval links change what the app shows: a publisher's. (The role
 * rule stops an editor's `{id}/publish` by its path; `{id}/out` and `link/{id}` are checked here.)
 */
function requirePublisher(request: FastifyRequest): void {
  if (requireSession(request).role !== 'publisher') throw new WorkflowRefusal(ErrorCode.RoleRefused, undefined, null, 403);
}

export const otherStockNewsRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const news = ctx.otherStockNews;
  app.get(`/${BASE}stock/search`, answer((request) => ({ data: news.searchStocks(queryOf(request).content) })));
  app.get(`/${BASE}stock/symbol`, answer((request) => ({ data: news.stockBySymbol(queryOf(request).symbol) })));
  app.get(`/${BASE}list`, answer((request) => ({ data: news.list(request.query) })));
  app.get(`/${BASE}detail/:id`, answer((request) => ({ data: news.detail(idParam(request)) })));
  app.post(`/${BASE}:id/publish`, answer((request) => ({ data: news.publish(operator(request), idParam(request)), msg: OTHER_NEWS_MESSAGES.published })));
  app.post(
    `/${BASE}:id/out`,
    answer((request) => {
      requirePublisher(request);
      return { data: news.applyOff(operator(request), idParam(request)), msg: OTHER_NEWS_MESSAGES.offApplied };
    }),
  );
  app.get(
    `/${BASE}link/:id`,
    answer((request) => {
      requirePublisher(request);
      return { data: news.link(idParam(request)) };
    }),
  );
  // Sessionless (contract roles SESSIONLESS_PATTERNS): the token is the lock.
  app.get(`/${BASE}h5/list`, answer((request) => ({ data: news.waiting(tokenOf(request)) })));
  app.post(`/${BASE}h5/:id/agree`, answer((request) => ({ data: news.agree(idParam(request), tokenOf(request), request.body), msg: OTHER_NEWS_MESSAGES.agreed })));
  app.post(`/${BASE}h5/:id/reject`, answer((request) => ({ data: news.reject(idParam(request), tokenOf(request), request.body), msg: OTHER_NEWS_MESSAGES.rejected })));
};
