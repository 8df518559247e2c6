/**
 * `GET operation/wm/recommend/articles/general/modules` (spec §7, the recommend base's "general modules"): the
 * recommend-article modules one adds articles to, each with the id `add` names it by (`rm_article_mod_id`), from the
 * served modules' own data (contract `generalModules`). Not registered when no such module is served.
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCode, RECOMMEND_GENERAL_MODULES, generalModules, type ModuleDefinition } from 'shared-ui/contract';
import { respond } from '../http/respond';

export function registerGeneralModules(app: FastifyInstance, modules: readonly ModuleDefinition[]): void {
  const listed = generalModules(modules);
  if (listed.length === 0) return;
  const { base, endpoint } = RECOMMEND_GENERAL_MODULES;
  app.route({ method: endpoint.method, url: `/${base}${endpoint.path}`, handler: async (_request, reply) => respond(reply, listed, ErrorCode.Success) });
}
