import type { FastifyPluginAsync } from 'fastify';
import type { RoutePluginOptions } from '../appContext';

/** The article library and information feed calls under `article/` (contract articles.ts). */
export const articleRoutes: FastifyPluginAsync<RoutePluginOptions> = async () => {};
