import { useMemo } from 'react';
import { useSession } from 'shared-ui';
import { isCallAllowed } from 'shared-ui/contract';
import { h5Path } from './h5Calls';

export interface H5Permissions {
  addFolder: boolean;
  rename: boolean;
  remove: boolean;
  remark: boolean;
  upload: boolean;
  gitId: boolean;
  prepublish: boolean;
  prepublishDelete: boolean;
  publish: boolean;
  revoke: boolean;
}

/**
 * Which buttons the signed-in role sees: the role rule the server enforces (spec §6), asked per call. A reader gets
 * none; an editor may change files (add, rename, delete, remark, upload, git version) but not pre-publish, publish or
 * delete pre-publish entries; a publisher gets all. Revoke is `POST revoke/{id}`, not a publish endpoint by the
 * literal rule, so an editor may revoke (shell/docs/choices.md, "Editor rule, literally").
 *
 * @example const can = useH5Permissions(); can.publish && <Button>发布</Button>
 */
export function useH5Permissions(): H5Permissions {
  const { role } = useSession();
  return useMemo(() => {
    const can = (method: string, path: string) => isCallAllowed(role, method, h5Path(path));
    return {
      addFolder: can('POST', 'add'),
      rename: can('PUT', 'filename/1'),
      remove: can('POST', 'delete'),
      remark: can('POST', 'remark/update'),
      upload: can('POST', 'upload') && can('POST', 'upload/check'),
      gitId: can('POST', 'gitid'),
      prepublish: can('POST', 'prepublish'),
      prepublishDelete: can('POST', 'prepublish/delete'),
      publish: can('POST', 'publish'),
      revoke: can('POST', 'revoke/1'),
    };
  }, [role]);
}
