/**
 * Stock-news approval under `/v2/cms/operation/broker/news/approval/` (contract stockNewsApproval.ts).
 *
 * | call                          | who                 | answers                                                   |
 * |-------------------------------|---------------------|-----------------------------------------------------------|
 * | GET  list, detail/{id}        | session             | Paged<StockNewsRow>, StockNewsDetail                      |
 * | POST save                     | editor+             | {id}; 1106 per field; 1015 not editable                   |
 * | POST publish, publish/out     | publisher           | StockNewsDetail; 1015 wrong state; 1025 off-shelf pending  |
 * | POST h5/publish/push, out/push| publisher           | StockNewsDetail; 1025 a second off-shelf application       |
 * | GET  link/{id}, link/level    | publisher           | ApprovalLink (`?screen=`)                                 |
 * | GET  h5/{screen}              | token               | StockNewsDetail[] waiting there; HTTP 403 bad token        |
 * | POST h5/{id}/agree, reject    | token               | StockNewsDetail; 1015 already handled; HTTP 403 bad token  |
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { APPROVAL_MESSAGES, APPROVAL_TOKEN_HEADER, ErrorCode, STOCK_NEWS_API_BASE as BASE } from 'shared-ui/contract';
import type { RoutePluginOptions } from '../appContext';
import { answer, operator, queryOf } from '../articles/answer';
import { requireSession } from '../auth/sessionGuard';
import { WorkflowRefusal } from '../workflow/refusal';
import { idOf } from './stockNewsService';

function tokenOf(request: FastifyRequest): string | undefined {
  const fromQuery = queryOf(request).token;
  if (typeof fromQuery === 'string' && fromQuery !== '') return fromQuery;
  const header = request.headers[APPROVAL_TOKEN_HEADER.toLowerCase()];
  return typeof header === 'string' && header !== '' ? header : undefined;
}

const paramOf = (request: FastifyRequest, name: string): unknown => (request.params as Record<string, unknown>)[name];

/** A link hands out approval power: only a publisher may make one (the role rule lets every role GET). */
function requirePublisher(request: FastifyRequest): void {
  if (requireSession(request).role !== 'publisher') throw new WorkflowRefusal(ErrorCode.RoleRefused, undefined, null, 403);
}

export const stockNewsRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const news = ctx.stockNews;

  app.get(`/${BASE}list`, answer((request) => ({ data: news.list(request.query) })));
  app.get(`/${BASE}detail/:id`, answer((request) => ({ data: news.detail(idOf(paramOf(request, 'id'))) })));
  app.post(`/${BASE}save`, answer((request) => ({ data: news.save(operator(request), request.body), msg: '已提交审批' })));
  app.post(`/${BASE}publish`, answer((request) => ({ data: news.publish(operator(request), request.body), msg: '已发布' })));
  app.post(`/${BASE}publish/out`, answer((request) => ({ data: news.publishOut(operator(request), request.body), msg: '已下架' })));
  app.post(`/${BASE}h5/publish/push`, answer((request) => ({ data: news.prePush(operator(request), request.body), msg: '推送已设置' })));
  app.post(`/${BASE}h5/out/push`, answer((request) => ({ data: news.offApply(operator(request), request.body), msg: '已提交下架申请' })));
  app.get(
    `/${BASE}link/level`,
    answer((request) => {
      requirePublisher(request);
      return { data: news.link(undefined, queryOf(request).screen) };
    }),
  );
  app.get(
    `/${BASE}link/:id`,
    answer((request) => {
      requirePublisher(request);
      return { data: news.link(idOf(paramOf(request, 'id')), queryOf(request).screen) };
    }),
  );
  // Sessionless (contract roles SESSIONLESS_PATTERNS): the token is the lock.
  app.get(`/${BASE}h5/:status`, answer((request) => ({ data: news.waiting(paramOf(request, 'status'), tokenOf(request)) })));
  app.post(`/${BASE}h5/:id/agree`, answer((request) => ({ data: news.agree(idOf(paramOf(request, 'id')), tokenOf(request), request.body), msg: APPROVAL_MESSAGES.agreed })));
  app.post(`/${BASE}h5/:id/reject`, answer((request) => ({ data: news.reject(idOf(paramOf(request, 'id')), tokenOf(request), request.body), msg: APPROVAL_MESSAGES.rejected })));
};
