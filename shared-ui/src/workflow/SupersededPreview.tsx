import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from 'shared-ui';
import { STATUS_LABELS, SUPERSEDED_ENDPOINT, type ModuleDefinition, type WorkflowRow } from 'shared-ui/contract';
import { ValuesDiff } from './ValuesDiff';
import { withScope } from './withScope';
import { workflowKeys } from './workflowKeys';

/**
 * Before publishing an entry of a `supersedes` module: the live entries of the same subject it will replace, and what
 * changes against each (an app config's JSON value line by line). Nothing live: it says the entry is new.
 */
export function SupersededPreview({ module, row }: { module: ModuleDefinition; row: WorkflowRow }) {
  const path = `${module.apiBase}${SUPERSEDED_ENDPOINT.path.replace(':id', String(row.id))}`;
  const live = useQuery({
    queryKey: [...workflowKeys.all(module), 'supersedes', row.id],
    queryFn: () => unwrap(api.get<WorkflowRow[]>(path, withScope(module, {}))),
  });
  if (live.isPending) return <CircularProgress size={20} aria-label="正在加载线上内容" />;
  if (live.isError) return <Alert severity="warning">无法加载线上内容对比，仍可发布</Alert>;
  if (live.data.length === 0) return <Alert severity="info">线上没有同一配置，发布后为新增</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {live.data.map((old) => (
        <Box key={old.id}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            生效后将替换{STATUS_LABELS[old.status]}的 ID {old.id}（{old.push_operator ?? '—'} 于 {old.push_time ?? '—'} 发布），变化如下：
          </Typography>
          <ValuesDiff module={module} before={old} after={row} />
        </Box>
      ))}
    </Box>
  );
}
