import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { api, shownFailureMessage, unwrap } from 'shared-ui';
import { useScreenQuery } from 'shared-ui/components';
import { ENTRY_PARAM, STATUS_LABELS, moduleEndpoint, type ModuleDefinition, type WorkflowRow } from 'shared-ui/contract';
import { useSearchParams } from 'shared-ui/router';
import { entryName } from './entryName';
import { withScope } from './withScope';
import { workflowKeys } from './workflowKeys';

/** The entry an address names (`?entry=12`), or null. */
export function focusedEntryOf(params: URLSearchParams): number | null {
  const raw = params.get(ENTRY_PARAM);
  return raw !== null && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

/**
 * Above the module screen's tabs when a link opened it at one entry (the console's search, a library item's
 * where-used list: `entryLocation`): which entry, and in what state now — it may have gone live or past since the link
 * was made. 知道了 takes the entry out of the address.
 */
export function EntryFocusNotice({ module }: { module: ModuleDefinition }) {
  const [params, setParams] = useSearchParams();
  const id = focusedEntryOf(params);
  const entry = useScreenQuery({
    queryKey: workflowKeys.entry(module, id ?? 0),
    queryFn: () => unwrap(api.get<WorkflowRow>(moduleEndpoint(module, 'detail', id ?? 0).path, withScope(module, {}))),
    enabled: id !== null,
  });
  if (id === null) return null;
  const dismiss = (
    <Button
      color="inherit"
      size="small"
      onClick={() =>
        setParams((prev) => {
          const next = new URLSearchParams(prev);
          next.delete(ENTRY_PARAM);
          return next;
        })
      }
    >
      知道了
    </Button>
  );
  if (entry.isPending) return <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />;
  if (entry.isError) {
    return (
      <Alert severity="warning" action={dismiss} sx={{ mb: 2 }} data-testid="entry-focus">
        条目 #{id} 无法打开：{shownFailureMessage(entry.error) ?? '加载失败'}
      </Alert>
    );
  }
  return (
    <Alert severity="info" action={dismiss} sx={{ mb: 2 }} data-testid="entry-focus">
      已定位到条目 {entryName(module, entry.data)} · 当前状态：{STATUS_LABELS[entry.data.status]}
    </Alert>
  );
}
