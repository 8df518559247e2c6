import type { FastifyPluginAsync } from 'fastify';
import type { RoutePluginOptions } from '../appContext';

/** The H5 release system's calls under `h5backend/system/files/` (contract h5Release.ts). */
export const h5ReleaseRoutes: FastifyPluginAsync<RoutePluginOptions> = async () => {};
