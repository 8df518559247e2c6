import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import type { ModuleDefinition, WorkflowRow } from 'shared-ui/contract';
import { useCloneToDraft } from './useCloneToDraft';
import { workflowColumns } from './workflowColumns';
import { WorkflowGrid } from './WorkflowGrid';

/**
 * The paged history: who published and took off shelf, when, and whether the change ran late. A `cloneable` module's
 * past entries can be copied into a new draft (往期回顾).
 */
export function HistoryView({ module }: { module: ModuleDefinition }) {
  const { enabled: cloneEnabled, actions: cloneActions, dialog: cloneDialog } = useCloneToDraft(module);
  const columns = useMemo<GridColDef<WorkflowRow>[]>(() => {
    const own = workflowColumns(module, 'history');
    if (!cloneEnabled) return own;
    return [...own, { field: 'actions', type: 'actions', headerName: '操作', width: 80, getActions: ({ row }) => cloneActions(row) }];
  }, [module, cloneEnabled, cloneActions]);
  return (
    <Box>
      <WorkflowGrid module={module} view="history" columns={columns} />
      {cloneDialog}
    </Box>
  );
}
