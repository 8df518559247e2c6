import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import type { ModuleDefinition, WorkflowRow } from 'shared-ui/contract';
import { StaleSaveDialog, useStaleSaveConflict } from './StaleSaveDialog';
import { workflowKeys } from './workflowKeys';

/** What the person tried: the action's word (发布, 撤回, 下架, 删除) and how to send it again based on another version. */
export interface RowAttempt {
  verb: string;
  row: WorkflowRow;
  resend: (version: number | null) => void;
}

/**
 * An action on a listed entry (publish, withdraw, off shelf, delete) refused as stale (1043: someone changed the entry
 * since the list showed it). The engine's one conflict dialog, worded for an action: 比较差异 (then → now), 重新加载
 * (refresh the lists, nothing done) and 仍然<verb> (act on the version the refusal named).
 *
 * @example const conflict = useRowConflict(module);
 *          action.mutate(command, { onError: (e) => conflict.catchStale(e, { verb: '发布', row, resend }) });
 *          return <>{…}{conflict.dialog}</>;
 */
export function useRowConflict(module: ModuleDefinition): { catchStale: (error: unknown, attempt: RowAttempt) => boolean; dialog: ReactNode } {
  const queryClient = useQueryClient();
  const { conflict, catchStale, dismiss } = useStaleSaveConflict<RowAttempt>();
  const reload = useCallback(() => {
    dismiss();
    void queryClient.invalidateQueries({ queryKey: workflowKeys.all(module) });
  }, [dismiss, queryClient, module]);
  const dialog = conflict ? (
    <StaleSaveDialog
      fields={module.fields}
      mine={conflict.mine.row}
      conflict={conflict.detail}
      busy={false}
      wording={{
        overwrite: `仍然${conflict.mine.verb}`,
        close: '取消',
        hint:
          conflict.detail.current === null
            ? '该内容已不在此列表中，重新加载可查看最新列表。'
            : `重新加载会刷新列表，显示对方修改后的内容，不做${conflict.mine.verb}；仍然${conflict.mine.verb}会对对方修改后的版本执行。`,
      }}
      onReload={reload}
      onOverwrite={() => {
        dismiss();
        conflict.mine.resend(conflict.detail.version);
      }}
      onClose={dismiss}
    />
  ) : null;
  return { catchStale, dialog };
}
