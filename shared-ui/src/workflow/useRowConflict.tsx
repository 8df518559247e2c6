import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import type { FieldDef, ModuleDefinition, WorkflowRow } from 'shared-ui/contract';
import { StaleSaveDialog, staleSaveOf, useStaleSaveConflict, type StaleSaveConflict } from './StaleSaveDialog';
import { workflowKeys } from './workflowKeys';

/** What the person tried: the action's word (发布, 撤回, 下架, 删除) and how to send it again based on another version. */
export interface RowAttempt<Row extends Readonly<Record<string, unknown>> = WorkflowRow> {
  verb: string;
  row: Row;
  resend: (version: number | null) => void;
}

/** An action's conflict state: `catchStale` in the action's onError (true: a 1043 it now shows), and the dialog to render. */
export interface ActionConflict<Row extends Readonly<Record<string, unknown>>> {
  catchStale: (error: unknown, attempt: RowAttempt<Row>) => boolean;
  dialog: ReactNode;
}

/**
 * An action on a listed record (publish, withdraw, off shelf, delete, rename …) refused as stale (1043: someone changed
 * it since the list showed it). The engine's one conflict dialog, worded for an action: 比较差异 (then → now, over
 * `fields`), 重新加载 (`reload`: refresh what is shown, nothing done) and 仍然<verb> (act on the version the refusal
 * named). Screens outside the module engine (H5 files, articles, libraries, accounts) use it with their own fields and
 * their own refresh; `useRowConflict` is the engine's.
 */
export function useActionConflict<Row extends Readonly<Record<string, unknown>>>(
  fields: readonly FieldDef[],
  reload: () => void,
  read: (error: unknown) => StaleSaveConflict | null = staleSaveOf,
): ActionConflict<Row> {
  const { conflict, catchStale, dismiss } = useStaleSaveConflict<RowAttempt<Row>>(read);
  const onReload = useCallback(() => {
    dismiss();
    reload();
  }, [dismiss, reload]);
  const dialog = conflict ? (
    <StaleSaveDialog
      fields={fields}
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
      onReload={onReload}
      onOverwrite={() => {
        dismiss();
        conflict.mine.resend(conflict.detail.version);
      }}
      onClose={dismiss}
    />
  ) : null;
  return { catchStale, dialog };
}

/**
 * The module engine's action conflict: the module's fields compared, 重新加载 refreshes the module's lists.
 *
 * @example const conflict = useRowConflict(module);
 *          action.mutate(command, { onError: (e) => conflict.catchStale(e, { verb: '发布', row, resend }) });
 *          return <>{…}{conflict.dialog}</>;
 */
export function useRowConflict(module: ModuleDefinition): ActionConflict<WorkflowRow> {
  const queryClient = useQueryClient();
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: workflowKeys.all(module) }), [queryClient, module]);
  return useActionConflict<WorkflowRow>(module.fields, reload);
}
