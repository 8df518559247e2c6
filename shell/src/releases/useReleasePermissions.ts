/**
 * What the signed-in role may do with releases, by the rule the server's gate applies (`isCallAllowed`): a button
 * whose call would be refused is not shown. A reader only reads; an editor prepares (save, delete) and — as on a
 * module's screen, where spec §6 lets an editor PUT — withdraws and takes off shelf; a publisher also schedules and
 * moves (a move publishes every entry again).
 */
import { RELEASE_API, isCallAllowed } from 'shared-ui/contract';
import { useSessionState } from '../session/useSessionState';

export interface ReleasePermissions {
  save: boolean;
  remove: boolean;
  /** 安排发布, 改期. */
  schedule: boolean;
  /** 撤回, 下架. */
  withdraw: boolean;
}

export function releasePermissionsOf(role: string | undefined): ReleasePermissions {
  const may = (method: 'POST' | 'PUT', path: string) => isCallAllowed(role, method, path);
  return {
    save: may('POST', RELEASE_API.save),
    remove: may('POST', RELEASE_API.delete),
    // A move publishes every entry again: whoever may not publish may not move, though the role rule lets any PUT by.
    schedule: may('POST', RELEASE_API.publish) && may('PUT', RELEASE_API.move),
    withdraw: may('PUT', RELEASE_API.cancel) && may('PUT', RELEASE_API.out),
  };
}

/** @example const may = useReleasePermissions(); may.save && <Button>新建批次</Button> */
export function useReleasePermissions(): ReleasePermissions {
  const { session } = useSessionState();
  return releasePermissionsOf(session?.role);
}
