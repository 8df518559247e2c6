import Box from '@mui/material/Box';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { WORKFLOW_WORDING, type ModuleDefinition, type WorkflowRow } from 'shared-ui/contract';
import { useWorkflowAction } from './useWorkflowAction';
import { ConfirmDialog } from './ConfirmDialog';
import { useWorkflowPermissions } from './useWorkflowPermissions';
import { rowActionIcons } from './rowActionIcons';
import { workflowColumns } from './workflowColumns';
import { WorkflowGrid } from './WorkflowGrid';

type Open = { kind: 'cancel' | 'out'; row: WorkflowRow } | null;

/** The live list (published and scheduled): 撤回 (back to pre-publish) and 下架 (to history), each confirmed. */
export function PublishedView({ module }: { module: ModuleDefinition }) {
  const words = WORKFLOW_WORDING[module.wording];
  const can = useWorkflowPermissions(module);
  const action = useWorkflowAction(module);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const columns = useMemo<GridColDef<WorkflowRow>[]>(() => {
    if (!can.cancel && !can.out) return workflowColumns(module, 'published');
    return [
      ...workflowColumns(module, 'published'),
      {
        field: 'actions',
        type: 'actions',
        headerName: '操作',
        width: 110,
        getActions: ({ row }) => [
          ...(can.cancel ? [<GridActionsCellItem key="cancel" icon={rowActionIcons.cancel} label="撤回" title="撤回" onClick={() => setOpen({ kind: 'cancel', row })} />] : []),
          ...(can.out ? [<GridActionsCellItem key="out" icon={rowActionIcons.out} label="下架" title="下架" onClick={() => setOpen({ kind: 'out', row })} />] : []),
        ],
      },
    ];
  }, [module, can]);

  const confirm = () => {
    if (!open) return;
    const command = open.kind === 'cancel' ? { action: 'cancel' as const, id: open.row.id } : { action: 'out' as const, ids: [open.row.id] };
    // A 1015 on withdraw has already refreshed the list (useWorkflowAction): the dialog closes either way.
    action.mutate(command, { onSettled: close });
  };

  return (
    <Box>
      <WorkflowGrid module={module} view="published" columns={columns} />
      {open ? (
        <ConfirmDialog
          open
          title={open.kind === 'out' ? '下架' : '撤回'}
          message={
            open.kind === 'out'
              ? `确定下架 ID ${String(open.row.id)} 吗？下架后将移入${words.history}。`
              : `确定撤回 ID ${String(open.row.id)} 吗？撤回后将回到${words.prepublishList}。`
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
