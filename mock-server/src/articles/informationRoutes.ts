/**
 * The information feed under `/v2/cms/article/information/` (contract articles.ts):
 *
 * | call                               | success `data`             | refusals                                            |
 * |------------------------------------|----------------------------|-----------------------------------------------------|
 * | GET  information/list              | Paged<InformationRow>      | HTTP 400 1106 bad type, paging or orderBy           |
 * | GET  information/detail            | InformationDetail          | 1107 (also when `type` is not the item's)           |
 * | POST information/                  | InformationDetail          | 1106 / 1001 + ValidationErrorData; 1019 duplicate   |
 * | POST information/save              | InformationDetail          | as create; 1107 (unknown linkId or other source)    |
 * | POST information/featured          | InformationFeaturedAnswer  | 1106; 1107 — nothing changed                        |
 */
import type { FastifyInstance } from 'fastify';
import { ARTICLE_MESSAGES, INFORMATION_API } from 'shared-ui/contract';
import type { AppContext } from '../appContext';
import { answer, bothSlashes, operator } from './answer';
import { InformationService } from './informationService';

export function registerInformationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const information = new InformationService(ctx);
  app.get(`/${INFORMATION_API.list}`, answer((request) => ({ data: information.list(request.query) })));
  app.get(`/${INFORMATION_API.detail}`, answer((request) => ({ data: information.detail(request.query) })));
  for (const url of bothSlashes(INFORMATION_API.create)) {
    app.post(url, answer((request) => ({ data: information.create(operator(request), request.body), msg: ARTICLE_MESSAGES.created })));
  }
  app.post(`/${INFORMATION_API.save}`, answer((request) => ({ data: information.save(operator(request), request.body), msg: ARTICLE_MESSAGES.saved })));
  app.post(`/${INFORMATION_API.featured}`, answer((request) => information.setFeatured(operator(request), request.body)));
}
