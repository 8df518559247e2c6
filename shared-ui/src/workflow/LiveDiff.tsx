import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { consoleApi, unwrap } from 'shared-ui';
import { CONSOLE_API, STATUS_LABELS, liveCounterpartsQuery, type ModuleDefinition, type ModuleValues, type WorkflowRow } from 'shared-ui/contract';
import { useMemo } from 'react';
import { workflowKeys } from './workflowKeys';
import { entryDiff } from './entryDiff';
import { EntryDiffView } from './EntryDiffView';

export interface LiveDiffProps {
  module: ModuleDefinition;
  /** The entry about to go live (a pre-published row, or what the form holds now). */
  values: Readonly<Record<string, unknown>>;
}

/**
 * 与线上对比, shown in every dialog that sends an entry towards going live (publish, re-pre-publish, the overwrite
 * question): what is live now that it takes over from (contract liveCounterparts.ts), and field by field what
 * differs; 首次发布 when nothing is live. The comparison informs, it never blocks: when it cannot load, the dialog
 * still works and says so.
 */
export function LiveDiff({ module, values }: LiveDiffProps) {
  const query = liveCounterpartsQuery(module, values as ModuleValues);
  const live = useQuery({
    queryKey: [...workflowKeys.all(module), 'live', query],
    // The console service reads it through the module's published list (the backend has no call of its own for it).
    queryFn: () => unwrap(consoleApi.get<WorkflowRow[]>(CONSOLE_API.liveCounterparts, query)),
  });
  return (
    <Box component="section" aria-labelledby={`live-diff-${module.key}`} sx={{ mt: 2 }}>
      <Typography id={`live-diff-${module.key}`} variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
        与线上对比
      </Typography>
      {live.isPending ? <CircularProgress size={20} aria-label="正在加载线上内容" /> : null}
      {live.isError ? <Alert severity="warning">无法加载线上内容对比，仍可继续</Alert> : null}
      {live.data?.length === 0 ? <FirstPublish module={module} /> : null}
      {live.data?.map((row) => <AgainstLive key={row.id} module={module} row={row} values={values} />)}
    </Box>
  );
}

function FirstPublish({ module }: { module: ModuleDefinition }) {
  const where = module.supersedes ? module.supersedes.subject : '本模块';
  return (
    <Alert severity="info" icon={false}>
      <strong>首次发布</strong>：{where}线上还没有内容，发布后为新增，无可对比。
    </Alert>
  );
}

function AgainstLive({ module, row, values }: { module: ModuleDefinition; row: WorkflowRow; values: Readonly<Record<string, unknown>> }) {
  const diff = useMemo(() => entryDiff(module.fields, row, values), [module.fields, row, values]);
  const replaces = module.supersedes ? '生效后将替换' : '对比线上';
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {replaces}{STATUS_LABELS[row.status]}的 ID {row.id}（{row.push_operator ?? '—'} 于 {row.push_time ?? '—'} 发布）：{diff.changes.length > 0 ? `${String(diff.changes.length)} 项有改动` : ''}
      </Typography>
      <EntryDiffView diff={diff} />
    </Box>
  );
}
