import { useSession } from 'shared-ui';
import { FUND_API, isCallAllowed } from 'shared-ui/contract';

/**
 * What the signed-in role may do in the fund library, by the same rule the server applies (`isCallAllowed`): a
 * button whose call would be refused is not shown (a reader only reads).
 */
export function useFundPermissions(): { add: boolean; edit: boolean; remove: boolean } {
  const { role } = useSession();
  const may = (path: string) => isCallAllowed(role, 'POST', path);
  return { add: may(FUND_API.create), edit: may(FUND_API.update), remove: may(FUND_API.delete) };
}
