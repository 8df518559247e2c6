import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactElement } from 'react';
import type { DraftRow, ModuleDefinition, WorkflowRow } from 'shared-ui/contract';
import type { BaseVersion } from './WorkflowCommand';
import { ConfirmDialog } from './ConfirmDialog';
import { useDraftReload } from './draftReload';
import { entryName } from './entryName';
import { rowActionIcons } from './rowActionIcons';
import { isOverwriteQuestion, useWorkflowAction } from './useWorkflowAction';
import { useWorkflowPermissions } from './useWorkflowPermissions';
import { useRowConflict } from './useRowConflict';
import { useWorkflowView } from './useWorkflowView';
import { workflowKeys } from './workflowKeys';
import { GridAction } from 'shared-ui/components';

/** The version of a draft as the draft query holds it: null for none, undefined when not loaded (then unchecked). */
const versionOfDraft = (draft: DraftRow | undefined): BaseVersion => (draft === null ? null : draft?.version);

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
  const queryClient = useQueryClient();
  const conflict = useRowConflict(module);
  const [question, setQuestion] = useState<{ row: WorkflowRow; message: string; base: BaseVersion } | null>(null);
  const enabled = module.cloneable === true && can.save;

  const { mutate, isPending } = action;
  const { catchStale } = conflict;
  /**
   * `base`: the draft this copy would replace, as the screen holds it (the draft query: null for none, undefined when
   * not loaded, then unchecked), or the one a stale refusal named. A draft saved since is refused (1043) and shown in
   * the conflict dialog; 仍然复制为草稿 replaces it knowingly.
   */
  const clone = useCallback(
    (row: WorkflowRow, overwrite: boolean, base: BaseVersion = versionOfDraft(queryClient.getQueryData<DraftRow>(workflowKeys.draft(module)))): void =>
      mutate(
        { action: 'clone', id: row.id, overwrite, baseVersion: base },
        {
          onSuccess: () => {
            setQuestion(null);
            reloadDraft();
            setView('edit');
          },
          onError: (error) => {
            if (isOverwriteQuestion(error)) setQuestion({ row, message: error.message, base });
            else if (catchStale(error, { verb: '复制为草稿', row, resend: (version) => clone(row, true, version) })) setQuestion(null);
          },
        },
      ),
    [mutate, setView, reloadDraft, queryClient, module, catchStale],
  );
  const actions = useCallback(
    (row: WorkflowRow) =>
      enabled ? [<GridAction key="clone" icon={rowActionIcons.copy} label="复制为草稿" title="复制为草稿" onClick={() => clone(row, false)} disabled={isPending} />] : [],
    [enabled, clone, isPending],
  );

  return {
    enabled,
    actions,
    dialog: question ? (
      <>
      <ConfirmDialog
        open
        title={`复制${entryName(module, question.row)}为草稿`}
        message={question.message}
        confirmLabel="覆盖"
        busy={isPending}
        destructive
        focusCancel
        onConfirm={() => clone(question.row, true, question.base)}
        onClose={() => setQuestion(null)}
      />
      </>
    ) : (
      <>{conflict.dialog}</>
    ),
  };
}
