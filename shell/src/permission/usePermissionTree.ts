/**
 * The checkbox tree, once every remote's module list has answered or failed. Loaded once per page visit: the lists
 * change only with a deployment.
 */
import { useQuery } from '@tanstack/react-query';
import { MENU_TREE } from 'shared-ui';
import { GRANTABLE_SCREENS } from 'shared-ui/contract';
import { useMemo } from 'react';
import type { RemoteModuleListLoader } from '../remotes/loadRemoteModuleList';
import { buildPermissionTree, type PermissionNode } from './buildPermissionTree';
import { loadAreaModules } from './loadAreaModules';

export interface PermissionTreeState {
  /** Null while the lists load. */
  tree: PermissionNode[] | null;
  failedAreas: string[];
}

export function usePermissionTree(load: RemoteModuleListLoader): PermissionTreeState {
  const query = useQuery({
    queryKey: ['permission', 'areaModules'],
    queryFn: () => loadAreaModules(load),
    staleTime: Infinity,
  });
  const tree = useMemo(() => (query.data ? buildPermissionTree(MENU_TREE, [...query.data.modules, ...GRANTABLE_SCREENS]) : null), [query.data]);
  return { tree, failedAreas: query.data?.failedAreas ?? [] };
}
