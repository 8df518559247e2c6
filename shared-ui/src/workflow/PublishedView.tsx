import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { WORKFLOW_WORDING, type ModuleDefinition, type WorkflowRow } from 'shared-ui/contract';
import { useWorkflowAction } from './useWorkflowAction';
import { useRowConflict } from './useRowConflict';
import { ConfirmDialog } from './ConfirmDialog';
import { useWorkflowPermissions } from './useWorkflowPermissions';
import { rowActionIcons } from './rowActionIcons';
import { workflowColumns } from './workflowColumns';
import { WorkflowGrid } from './WorkflowGrid';
import { LiveEditDialog } from './LiveEditDialog';
import { LiveOrderDialog } from './LiveOrderDialog';
import { useCloneToDraft } from './useCloneToDraft';
import { entryName } from './entryName';
import { GridAction } from 'shared-ui/components';

/** The place in the app's order (an ordered live list). */
const liveOrderColumn: GridColDef<WorkflowRow> = { field: 'live_position', headerName: '展示顺序', width: 90, sortable: false, valueGetter: (value: number | null) => value ?? '—' };

type Open = { kind: 'cancel' | 'out' | 'liveEdit'; row: WorkflowRow } | { kind: 'liveOrder' } | null;

/**
 * The live list (published and scheduled): 撤回 (back to pre-publish) and 下架 (to history), each confirmed. A module
 * whose live list is ordered (`liveList`) shows it in the app's order, with 调整顺序 and the in-place edit of a row.
 */
export function PublishedView({ module }: { module: ModuleDefinition }) {
  const words = WORKFLOW_WORDING[module.wording];
  const can = useWorkflowPermissions(module);
  const action = useWorkflowAction(module);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const liveEdit = can.publish ? module.liveList?.edit : undefined;
  const { enabled: cloneEnabled, actions: cloneActions, dialog: cloneDialog } = useCloneToDraft(module);
  const columns = useMemo<GridColDef<WorkflowRow>[]>(() => {
    const own = module.liveList ? [liveOrderColumn, ...workflowColumns(module, 'published')] : workflowColumns(module, 'published');
    if (!can.cancel && !can.out && !liveEdit && !cloneEnabled) return own;
    return [
      ...own,
      {
        field: 'actions',
        type: 'actions',
        headerName: '操作',
        width: 110 + (liveEdit ? 40 : 0) + (cloneEnabled ? 40 : 0),
        getActions: ({ row }) => [
          ...(liveEdit ? [<GridAction key="liveEdit" icon={rowActionIcons.edit} label={`修改${liveEdit.title}`} title={`修改${liveEdit.title}`} onClick={() => setOpen({ kind: 'liveEdit', row })} />] : []),
          ...(can.cancel ? [<GridAction key="cancel" icon={rowActionIcons.cancel} label="撤回" title="撤回" onClick={() => setOpen({ kind: 'cancel', row })} />] : []),
          ...(can.out ? [<GridAction key="out" icon={rowActionIcons.out} label="下架" title="下架" onClick={() => setOpen({ kind: 'out', row })} />] : []),
          ...cloneActions(row),
        ],
      },
    ];
  }, [module, can, liveEdit, cloneEnabled, cloneActions]);

  const conflict = useRowConflict(module);
  /** `base`: the version acted on — the row as listed, or the one a stale refusal named (仍然撤回 / 仍然下架). */
  const send = (kind: 'cancel' | 'out', row: WorkflowRow, base: number | null | undefined) => {
    const command =
      kind === 'cancel'
        ? { action: 'cancel' as const, id: row.id, baseVersion: base }
        : { action: 'out' as const, ids: [row.id], ...(base === undefined ? {} : { baseVersions: { [String(row.id)]: base } }) };
    // A 1015 on withdraw has already refreshed the list (useWorkflowAction): the dialog closes either way.
    action.mutate(command, {
      onSettled: close,
      onError: (error) => void conflict.catchStale(error, { verb: kind === 'out' ? '下架' : '撤回', row, resend: (version) => send(kind, row, version) }),
    });
  };
  const confirm = () => {
    if (open?.kind === 'cancel' || open?.kind === 'out') send(open.kind, open.row, open.row.version);
  };

  return (
    <Box>
      {module.liveList && can.publish ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button variant="outlined" size="small" onClick={() => setOpen({ kind: 'liveOrder' })}>
            调整顺序
          </Button>
        </Box>
      ) : null}
      <WorkflowGrid module={module} view="published" columns={columns} />
      {cloneDialog}
      {conflict.dialog}
      {open?.kind === 'liveOrder' ? <LiveOrderDialog module={module} onClose={close} /> : null}
      {open?.kind === 'liveEdit' ? <LiveEditDialog module={module} row={open.row} onClose={close} /> : null}
      {open?.kind === 'cancel' || open?.kind === 'out' ? (
        <ConfirmDialog
          open
          title={open.kind === 'out' ? '下架' : '撤回'}
          message={
            open.kind === 'out'
              ? `确定下架${entryName(module, open.row)}吗？下架后将移入${words.history}。`
              : `确定撤回${entryName(module, open.row)}吗？撤回后将回到${words.prepublishList}。`
          }
          confirmLabel={open.kind === 'out' ? '下架' : '撤回'}
          busy={action.isPending}
          onConfirm={confirm}
          onClose={close}
        />
      ) : null}
    </Box>
  );
}
