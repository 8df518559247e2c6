/**
 * Every place an account may open, for the palette: the menu as it sees it, each module screen of the areas it
 * reaches (from the remotes' module lists, loaded at run time as the permission tree loads them) and the screens
 * granted one by one — each judged by the one rule (`mayOpenPath`), so the palette never offers what the guard refuses.
 */
import { flattenMenu, visibleMenu, type SessionInfo } from 'shared-ui';
import { GRANTABLE_SCREENS, mayOpenPath } from 'shared-ui/contract';
import { loadAreaModules } from '../permission/loadAreaModules';
import { PERMISSION_REMOTES } from '../permission/permissionRemotes';
import type { RemoteModuleListLoader } from '../remotes/loadRemoteModuleList';
import { FRAME_REMOTE_ROUTES, remotesOfPaths } from '../remotes/remoteRoutes';
import type { ConsolePlace } from './moduleMatch';

export interface ConsolePlaces {
  places: ConsolePlace[];
  /** Areas whose module list did not load: their modules are missing from the answer (the menu's entries stay). */
  failedAreas: string[];
}

/** The area a path lies in (the longest matching mount), or the top menu section's title. */
function areaOf(path: string, sections: ReadonlyMap<string, string>): string {
  const route = FRAME_REMOTE_ROUTES.filter((r) => path === r.basePath || path.startsWith(`${r.basePath}/`)).sort((a, b) => b.basePath.length - a.basePath.length)[0];
  if (route) return route.areaTitle;
  const top = `/${path.split('/').filter(Boolean)[0] ?? ''}`;
  return sections.get(top) ?? '';
}

export async function loadConsolePlaces(session: SessionInfo, loadList: RemoteModuleListLoader): Promise<ConsolePlaces> {
  const menu = flattenMenu(visibleMenu(session));
  const sections = new Map(visibleMenu(session).map((entry) => [entry.path, entry.title]));
  const reached = new Set(remotesOfPaths(menu.map((entry) => entry.path)));
  const areas = await loadAreaModules(loadList, PERMISSION_REMOTES.filter((r) => reached.has(r.remote)));
  const candidates = [
    ...menu.map((entry) => ({ path: entry.path, title: entry.title })),
    ...areas.modules,
    ...GRANTABLE_SCREENS,
  ];
  const seen = new Set<string>();
  const places = candidates.flatMap((candidate): ConsolePlace[] => {
    if (seen.has(candidate.path) || !mayOpenPath(session, candidate.path)) return [];
    seen.add(candidate.path);
    return [{ path: candidate.path, title: candidate.title, area: areaOf(candidate.path, sections) }];
  });
  return { places, failedAreas: areas.failedAreas };
}
