import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, ErrorCode, notify, reportWorkflowError } from 'shared-ui';
import { successMessage, type DraftRow, type ModuleDefinition } from 'shared-ui/contract';
import { staleSaveOf } from './StaleSaveDialog';
import { sendWorkflowCommand } from './sendWorkflowCommand';
import type { WorkflowCommand } from './WorkflowCommand';
import { workflowKeys } from './workflowKeys';

function isDraft(value: unknown): value is NonNullable<DraftRow> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A 1015 answer: the entry is no longer where the screen showed it; the lists are refreshed by useWorkflowAction. */
export function isStaleConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === ErrorCode.WithdrawConflict;
}

/** A 1041 answer: the server asks 是否覆盖 (its words say what would be replaced); the caller resends with overwrite. */
export function isOverwriteQuestion(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === ErrorCode.OverwriteQuestion;
}

/**
 * Runs workflow commands of one module: the success toast of spec §7, the error toast, and a refresh of the module's
 * draft and lists. Each caller gets its own pending state (`isPending`) for its buttons; per-call `onSuccess` /
 * `onError` handle what only the caller knows (clearing a form, showing field errors via `validationErrorsOf`).
 *
 * A withdraw answered 1015 (already handled) only refreshes the list, with an info toast, when the module says so.
 *
 * @example
 *   const action = useWorkflowAction(module);
 *   action.mutate({ action: 'cancel', id }, { onSuccess: close });
 */
export function useWorkflowAction(module: ModuleDefinition) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: workflowKeys.all(module) });
  return useMutation<unknown, unknown, WorkflowCommand>({
    mutationFn: (command) => sendWorkflowCommand(module, command),
    onSuccess: async (data, command) => {
      notify.success(successMessage(command.action, module.wording));
      // The draft is what the server now holds: saved, or gone once pre-published.
      if ((command.action === 'save' || command.action === 'clone') && isDraft(data)) queryClient.setQueryData(workflowKeys.draft(module), data);
      if (command.action === 'prepublish') queryClient.setQueryData<DraftRow>(workflowKeys.draft(module), null);
      await refresh();
    },
    onError: async (error, command) => {
      // 1015: someone else changed the entry first (published it, took it off, deleted it). The answer says 列表已刷新,
      // so the lists are refreshed and the caller closes its dialog (isStaleConflict). Only a withdraw of a module
      // that says otherwise (spec §4: "for some modules") reports it as an error instead.
      const refreshes = command.action !== 'cancel' || module.withdrawConflictRefreshes;
      if (isStaleConflict(error) && refreshes) {
        notify.info(error.message);
        await refresh();
        return;
      }
      // 1041 is a question, not a failure: the caller asks 是否覆盖 with the server's words and resends.
      // 1043 (stale save) opens the caller's compare / reload / overwrite dialog instead of a toast.
      if (isOverwriteQuestion(error) || staleSaveOf(error)) return;
      reportWorkflowError(error);
    },
  });
}
