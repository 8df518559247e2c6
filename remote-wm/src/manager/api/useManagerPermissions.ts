import { useSession } from 'shared-ui';
import { MANAGER_API, isCallAllowed } from 'shared-ui/contract';

/**
 * What the signed-in role may do in the manager library, by the same rule the server applies (`isCallAllowed`), as
 * the fund library decides it: a button whose call would be refused is not shown (a reader only reads).
 */
export function useManagerPermissions(): { add: boolean; edit: boolean; remove: boolean } {
  const { role } = useSession();
  const may = (path: string) => isCallAllowed(role, 'POST', path);
  return { add: may(MANAGER_API.create), edit: may(MANAGER_API.update), remove: may(MANAGER_API.delete) };
}
