/**
 * The remotes whose module lists feed the permission tree, with the area each belongs to (for the path of a module
 * that only names its route, and for the warning when a list fails). Taken from the route table, first area per
 * remote; remote_articles exposes no module list.
 */
import { FRAME_REMOTE_ROUTES, type RemoteName } from '../remotes/remoteRoutes';

export interface PermissionRemote {
  remote: RemoteName;
  basePath: string;
  areaTitle: string;
}

export const PERMISSION_REMOTES: readonly PermissionRemote[] = FRAME_REMOTE_ROUTES.filter(
  (route, index, all) => route.remote !== 'remote_articles' && all.findIndex((r) => r.remote === route.remote) === index,
).map(({ remote, basePath, areaTitle }) => ({ remote, basePath, areaTitle }));
