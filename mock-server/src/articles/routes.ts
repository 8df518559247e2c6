/**
 * The article library and the information feed under `/v2/cms/article/` (contract articles.ts lists every call,
 * body and answer). Answers are the usual envelope, HTTP 200 for every business refusal:
 *
 * | call                              | success `data`         | refusals                                                   |
 * |-----------------------------------|------------------------|------------------------------------------------------------|
 * | POST article/                     | ArticleDetail          | 1106 / 1001 + ValidationErrorData; 1019 文章重复添加        |
 * | GET  article/list                 | Paged<ArticleRow>      | HTTP 400 1106 bad filter, paging or orderBy                |
 * | GET  article/detail?linkId=       | ArticleDetail          | 1107                                                       |
 * | POST article/save                 | ArticleDetail          | as create; 1019 文章重复，不能修改; 1107; 1015 in the bin   |
 * | POST article/delete               | ArticleDeleteAnswer    | 1019 + ArticleInUse[]; 1107; 1015 — nothing deleted         |
 * | GET  article/recycle/list         | Paged<ArticleRow>      | HTTP 400 1106                                              |
 * | POST article/recovery             | ArticleRecoveryAnswer  | 1019 title taken; 1107; 1015 — nothing recovered            |
 * | GET  article/check/status?id=     | ArticleInUse           | 1107                                                       |
 * | POST article/update/pageview      | ArticlePageviewAnswer  | 1106; 1107                                                 |
 * | GET  article/relatedmanagers/list | RelatedManager[]       |                                                            |
 * | POST article/image                | ArticleImageAnswer     | 1106 + reason (type, size); HTTP 400 bad base64            |
 * | information: see informationRoutes.ts                                                                        |
 *
 * The role rule (contract roles.ts) runs before any handler: a reader may only GET and update the page view.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ARTICLE_API, ARTICLE_MESSAGES } from 'shared-ui/contract';
import type { AppContext, RoutePluginOptions } from '../appContext';
import { UPLOAD_BODY_LIMIT } from '../routes/upload';
import { answer, bothSlashes, operator, queryOf } from './answer';
import { ArticleService, readLinkId } from './articleService';
import { uploadArticleImage } from './images';
import { registerInformationRoutes } from './informationRoutes';
import { searchManagers } from './managers';

function registerLibraryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const articles = new ArticleService(ctx);
  for (const url of bothSlashes(ARTICLE_API.create)) {
    app.post(url, answer((request) => ({ data: articles.create(operator(request), request.body), msg: ARTICLE_MESSAGES.created })));
  }
  app.get(`/${ARTICLE_API.list}`, answer((request) => ({ data: articles.list(request.query) })));
  app.get(`/${ARTICLE_API.detail}`, answer((request) => ({ data: articles.detail(readLinkId(queryOf(request).linkId)) })));
  app.post(`/${ARTICLE_API.save}`, answer((request) => ({ data: articles.save(operator(request), request.body), msg: ARTICLE_MESSAGES.saved })));
  app.post(`/${ARTICLE_API.delete}`, answer((request) => ({ data: articles.delete(operator(request), request.body), msg: ARTICLE_MESSAGES.deleted })));
  app.get(`/${ARTICLE_API.recycleList}`, answer((request) => ({ data: articles.recycleList(request.query) })));
  app.post(`/${ARTICLE_API.recovery}`, answer((request) => ({ data: articles.recover(operator(request), request.body), msg: ARTICLE_MESSAGES.recovered })));
  app.get(`/${ARTICLE_API.checkStatus}`, answer((request) => ({ data: articles.checkStatus(readLinkId(queryOf(request).id, 'id')) })));
  app.post(
    `/${ARTICLE_API.pageview}`,
    answer((request) => ({ data: articles.setPageview(operator(request), request.body), msg: ARTICLE_MESSAGES.pageviewUpdated })),
  );
  app.get(`/${ARTICLE_API.managers}`, answer((request) => {
    const search = queryOf(request).search;
    return { data: searchManagers(ctx.db, typeof search === 'string' ? search : '') };
  }));
  app.post(
    `/${ARTICLE_API.image}`,
    { bodyLimit: UPLOAD_BODY_LIMIT },
    answer(async (request) => ({ data: await uploadArticleImage(ctx, app.prefix, operator(request), request.body), msg: ARTICLE_MESSAGES.uploaded })),
  );
}

export const articleRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  registerLibraryRoutes(app, ctx);
  registerInformationRoutes(app, ctx);
};
