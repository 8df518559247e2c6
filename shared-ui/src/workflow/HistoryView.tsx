import { useMemo } from 'react';
import type { ModuleDefinition } from 'shared-ui/contract';
import { workflowColumns } from './workflowColumns';
import { WorkflowGrid } from './WorkflowGrid';

/** The paged history: who published and took off shelf, when, and whether the change ran late. */
export function HistoryView({ module }: { module: ModuleDefinition }) {
  const columns = useMemo(() => workflowColumns(module, 'history'), [module]);
  return <WorkflowGrid module={module} view="history" columns={columns} />;
}
