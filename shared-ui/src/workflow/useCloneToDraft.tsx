import { GridActionsCellItem } from '@mui/x-data-grid';
import { useCallback, useState, type ReactElement } from 'react';
import type { ModuleDefinition, WorkflowRow } from 'shared-ui/contract';
import { ConfirmDialog } from './ConfirmDialog';
import { useDraftReload } from './draftReload';
import { entryName } from './entryName';
import { rowActionIcons } from './rowActionIcons';
import { isOverwriteQuestion, useWorkflowAction } from './useWorkflowAction';
import { useWorkflowPermissions } from './useWorkflowPermissions';
import { useWorkflowView } from './useWorkflowView';

/**
 * 复制为草稿 on the published and history lists of a `cloneable` module (advertising's past reviews): the entry's
 * values become the draft and the screen opens the edit tab on it. A draft already there is replaced only after the
 * person answers the server's 是否覆盖. Hidden from a role that may not save.
 *
 * @example const clone = useCloneToDraft(module); … getActions: ({ row }) => [...clone.actions(row)] … {clone.dialog}
 */
export function useCloneToDraft(module: ModuleDefinition): { enabled: boolean; actions: (row: WorkflowRow) => ReactElement[]; dialog: ReactElement | null } {
  const can = useWorkflowPermissions(module);
  const action = useWorkflowAction(module);
  const [, setView] = useWorkflowView();
  const reloadDraft = useDraftReload();
  const [question, setQuestion] = useState<{ row: WorkflowRow; message: string } | null>(null);
  const enabled = module.cloneable === true && can.save;

  const { mutate, isPending } = action;
  const clone = useCallback(
    (row: WorkflowRow, overwrite: boolean) =>
      mutate(
        { action: 'clone', id: row.id, overwrite },
        {
          onSuccess: () => {
            setQuestion(null);
            reloadDraft();
            setView('edit');
          },
          onError: (error) => {
            if (isOverwriteQuestion(error)) setQuestion({ row, message: error.message });
          },
        },
      ),
    [mutate, setView, reloadDraft],
  );
  const actions = useCallback(
    (row: WorkflowRow) =>
      enabled ? [<GridActionsCellItem key="clone" icon={rowActionIcons.copy} label="复制为草稿" title="复制为草稿" onClick={() => clone(row, false)} disabled={isPending} />] : [],
    [enabled, clone, isPending],
  );

  return {
    enabled,
    actions,
    dialog: question ? (
      <ConfirmDialog
        open
        title={`复制${entryName(module, question.row)}为草稿`}
        message={question.message}
        confirmLabel="覆盖"
        busy={isPending}
        destructive
        focusCancel
        onConfirm={() => clone(question.row, true)}
        onClose={() => setQuestion(null)}
      />
    ) : null,
  };
}
