import { useMemo } from 'react';
import { useSession } from 'shared-ui';
import { canPerform, isCallAllowed, type ModuleDefinition } from 'shared-ui/contract';
import { UPLOAD_IMAGE_PATH } from './uploadModuleImage';

export interface WorkflowPermissions {
  save: boolean;
  upload: boolean;
  prepublish: boolean;
  reprepublish: boolean;
  prepublishDelete: boolean;
  publish: boolean;
  cancel: boolean;
  out: boolean;
}

/**
 * Which of the module's buttons the signed-in role may see: the role rule the server enforces (spec §6), asked per
 * call. A reader gets none; an editor may save, upload and PUT (re-pre-publish, withdraw, take off shelf) but not
 * pre-publish, delete pre-publish entries or publish; a publisher gets all.
 *
 * @example const can = useWorkflowPermissions(module); can.publish && <Button>发布</Button>
 */
export function useWorkflowPermissions(module: ModuleDefinition): WorkflowPermissions {
  const { role } = useSession();
  return useMemo(() => {
    const can = (action: Parameters<typeof canPerform>[2], method?: string) => canPerform(role, module.apiBase, action, method);
    return {
      save: can('save', module.saveMethod),
      upload: isCallAllowed(role, 'POST', UPLOAD_IMAGE_PATH),
      prepublish: can('prepublish'),
      reprepublish: can('reprepublish'),
      prepublishDelete: can('prepublishDelete'),
      publish: can('publish'),
      cancel: can('cancel'),
      out: can('out'),
    };
  }, [role, module.apiBase, module.saveMethod]);
}
