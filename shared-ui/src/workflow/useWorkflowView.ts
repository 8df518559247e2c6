import { useCallback } from 'react';
import { useSearchParams } from 'shared-ui/router';

export const WORKFLOW_VIEWS = ['edit', 'prepublish', 'published', 'history', 'records'] as const;
export type WorkflowView = (typeof WORKFLOW_VIEWS)[number];

function isView(value: string | null): value is WorkflowView {
  return value !== null && (WORKFLOW_VIEWS as readonly string[]).includes(value);
}

/** The tab an address opens (`?view=`): unknown or missing is edit. */
export function workflowViewOf(params: URLSearchParams): WorkflowView {
  const raw = params.get('view');
  return isView(raw) ? raw : 'edit';
}

/**
 * The module screen's open tab, kept in the URL (`?view=prepublish`) so a link, a reload and the back button
 * land on the same tab. Unknown or missing: edit. Other query parameters are kept.
 *
 * @example const [view, setView] = useWorkflowView();
 */
export function useWorkflowView(): [WorkflowView, (view: WorkflowView) => void] {
  const [params, setParams] = useSearchParams();
  const view = workflowViewOf(params);
  const setView = useCallback(
    (next: WorkflowView) =>
      setParams((prev) => {
        const updated = new URLSearchParams(prev);
        if (next === 'edit') updated.delete('view');
        else updated.set('view', next);
        return updated;
      }),
    [setParams],
  );
  return [view, setView];
}
