import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { WORKFLOW_WORDING, baseVersionsOf, type ModuleDefinition, type Paged, type WorkflowRow } from 'shared-ui/contract';
import { useRowConflict } from './useRowConflict';
import { staleSaveOf } from './StaleSaveDialog';
import { workflowKeys } from './workflowKeys';
import { isStaleConflict, useWorkflowAction } from './useWorkflowAction';
import { ConfirmDialog } from './ConfirmDialog';
import { PublishDialog } from './PublishDialog';
import { ReprepublishDialog } from './ReprepublishDialog';
import { useWorkflowPermissions } from './useWorkflowPermissions';
import { rowActionIcons } from './rowActionIcons';
import { workflowColumns } from './workflowColumns';
import { entryName } from './entryName';
import { WorkflowGrid } from './WorkflowGrid';
import { GridAction } from 'shared-ui/components';
import { AddToReleaseDialog, useMayAddToRelease } from './AddToReleaseDialog';

type Open = { kind: 'edit' | 'publish' | 'release'; row: WorkflowRow } | { kind: 'delete'; ids: number[]; row?: WorkflowRow } | null;

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** Ids of an "include" selection (the grid's "exclude" form only arises from select-all across pages, which server paging does not offer). */
function selectedIds(selection: GridRowSelectionModel): number[] {
  return selection.type === 'include' ? [...selection.ids].map(Number) : [];
}

/**
 * The pre-publish list: 编辑 (save and pre-publish again), 发布, 加入发布批次 (where the account may prepare releases),
 * 删除, and 批量删除 of the selected rows.
 */
export function PrepublishView({ module }: { module: ModuleDefinition }) {
  const words = WORKFLOW_WORDING[module.wording];
  const can = useWorkflowPermissions(module);
  const mayAddToRelease = useMayAddToRelease();
  const remove = useWorkflowAction(module);
  const [open, setOpen] = useState<Open>(null);
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const close = () => setOpen(null);

  const columns = useMemo<GridColDef<WorkflowRow>[]>(() => {
    const hasActions = can.reprepublish || can.publish || can.prepublishDelete || mayAddToRelease;
    if (!hasActions) return workflowColumns(module, 'prepublish');
    return [
      ...workflowColumns(module, 'prepublish'),
      {
        field: 'actions',
        type: 'actions',
        headerName: '操作',
        width: 170,
        getActions: ({ row }) => [
          ...(can.reprepublish ? [<GridAction key="edit" icon={rowActionIcons.edit} label="编辑" title="编辑" onClick={() => setOpen({ kind: 'edit', row })} />] : []),
          ...(can.publish ? [<GridAction key="publish" icon={rowActionIcons.publish} label={words.publish} title={words.publish} onClick={() => setOpen({ kind: 'publish', row })} />] : []),
          ...(mayAddToRelease ? [<GridAction key="release" icon={rowActionIcons.release} label="加入发布批次" title="加入发布批次" onClick={() => setOpen({ kind: 'release', row })} />] : []),
          ...(can.prepublishDelete ? [<GridAction key="delete" icon={rowActionIcons.delete} label="删除" title="删除" onClick={() => setOpen({ kind: 'delete', ids: [row.id], row })} />] : []),
        ],
      },
    ];
  }, [module, can, words.publish, mayAddToRelease]);

  const ids = selectedIds(selection);
  const conflict = useRowConflict(module);
  const queryClient = useQueryClient();
  /** Each entry's version as the pre-publish lists now in the cache show it: a delete names what it deletes. */
  const listedVersions = (toDelete: readonly number[]): Record<string, number | null> => {
    const listed = queryClient
      .getQueriesData<Paged<WorkflowRow>>({ queryKey: [...workflowKeys.lists(module), 'prepublish'] })
      .flatMap(([, page]) => page?.list ?? []);
    return baseVersionsOf(listed.filter((row) => toDelete.includes(row.id)));
  };
  const confirmDelete = (toDelete: number[], baseVersions: Record<string, number | null> = listedVersions(toDelete)) =>
    remove.mutate(
      { action: 'prepublishDelete', ids: toDelete, baseVersions },
      {
        onSuccess: () => {
          setSelection(EMPTY_SELECTION);
          close();
        },
        // A 1015 (one of them was already gone) refreshed the list: the dialog closes on the list as it is now.
        onError: (error) => {
          // 1043: one of them was re-edited since the list showed it: compare, reload or delete it anyway.
          const stale = staleSaveOf(error);
          const row = queryClient
            .getQueriesData<Paged<WorkflowRow>>({ queryKey: [...workflowKeys.lists(module), 'prepublish'] })
            .flatMap(([, page]) => page?.list ?? [])
            .find((listed) => toDelete.includes(listed.id) && listed.version !== undefined && listed.version !== stale?.version);
          if (row && conflict.catchStale(error, { verb: '删除', row, resend: (version) => confirmDelete(toDelete, { ...baseVersions, [String(row.id)]: version }) })) {
            close();
            return;
          }
          if (!isStaleConflict(error)) return;
          setSelection(EMPTY_SELECTION);
          close();
        },
      },
    );

  return (
    <Box>
      {can.prepublishDelete ? (
        <Box sx={{ mb: 1, display: 'flex', gap: 1 }}>
          <Button variant="outlined" color="error" size="small" disabled={ids.length === 0} onClick={() => setOpen({ kind: 'delete', ids })}>
            批量删除{ids.length > 0 ? `（${String(ids.length)}）` : ''}
          </Button>
        </Box>
      ) : null}
      <WorkflowGrid
        module={module}
        view="prepublish"
        columns={columns}
        selection={can.prepublishDelete ? selection : undefined}
        onSelectionChange={can.prepublishDelete ? setSelection : undefined}
      />
      {conflict.dialog}
      {open?.kind === 'edit' ? <ReprepublishDialog module={module} row={open.row} canUpload={can.upload} onClose={close} /> : null}
      {open?.kind === 'publish' ? <PublishDialog module={module} row={open.row} onClose={close} /> : null}
      {open?.kind === 'release' ? <AddToReleaseDialog module={module} row={open.row} onClose={close} /> : null}
      {open?.kind === 'delete' ? (
        <ConfirmDialog
          open
          title="删除"
          message={
            open.row
              ? `确定删除${entryName(module, open.row)}吗？删除后不可恢复。`
              : `确定删除选中的 ${String(open.ids.length)} 条${words.prepublish}内容吗？删除后不可恢复。`
          }
          confirmLabel="删除"
          busy={remove.isPending}
          onConfirm={() => confirmDelete(open.ids)}
          onClose={close}
        />
      ) : null}
    </Box>
  );
}
