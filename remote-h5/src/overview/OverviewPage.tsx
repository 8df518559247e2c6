import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Messages, appLink, isReportedByShell } from 'shared-ui';
import { PageHeader } from 'shared-ui/components';
import { Link as RouterLink } from 'shared-ui/router';
import { useOverview } from '../release/api/queries';
import { failureText } from '../release/api/reportH5Error';
import { releasePaths } from '../release/common/releasePaths';

const mono = { fontFamily: 'monospace' } as const;

function Section({ title, headers, children, empty }: { title: string; headers: string[]; children: ReactNode[]; empty: boolean }) {
  return (
    <Paper variant="outlined" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 1.5 }}>
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            {headers.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {empty ? (
            <TableRow>
              <TableCell colSpan={headers.length} align="center" sx={{ color: 'text.secondary', py: 3 }}>
                {Messages.emptyTable}
              </TableCell>
            </TableRow>
          ) : (
            children
          )}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** /h5/newsystem: the release overview: every top-level folder with what is live in it, and the next scheduled publishes. */
export function OverviewPage() {
  const overview = useOverview();
  const data = overview.data;
  return (
    <Box data-testid="h5-overview">
      <PageHeader title="发布总览" subtitle="各 H5 项目（顶层文件夹）的线上版本与即将定时发布的内容" />
      {overview.isError && !isReportedByShell(overview.error) ? (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button color="inherit" size="small" onClick={() => void overview.refetch()}>重试</Button>}>
          加载失败：{failureText(overview.error)}
        </Alert>
      ) : null}
      {overview.isPending ? <Skeleton variant="rounded" height={240} /> : null}
      {data ? (
        <>
          <Section title="项目" headers={['文件夹', '线上版本（git）', '发布时间', '发布人', '线上文件数', '线上页面']} empty={data.folders.length === 0}>
            {data.folders.map((f) => (
              <TableRow key={f.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={releasePaths.edit(f.id)}>
                    {f.file_name}
                  </Link>
                </TableCell>
                <TableCell sx={mono}>{f.last_publish?.git_id || '—'}</TableCell>
                <TableCell>{f.last_publish?.push_time ?? '—'}</TableCell>
                <TableCell>{f.last_publish?.push_operator ?? '—'}</TableCell>
                <TableCell>{f.live_count}</TableCell>
                <TableCell>
                  {f.entry_url ? (
                    <Link href={appLink(f.entry_url)} target="_blank" rel="noopener noreferrer" sx={mono}>
                      {appLink(f.entry_url)}
                    </Link>
                  ) : (
                    '未上线'
                  )}
                </TableCell>
              </TableRow>
            ))}
          </Section>
          <Section title="即将定时发布" headers={['文件路径', 'git 版本', '发布时间', '发布人', '预发布人']} empty={data.upcoming.length === 0}>
            {data.upcoming.map((u) => (
              <TableRow key={u.id} hover>
                <TableCell sx={mono}>{u.path}</TableCell>
                <TableCell sx={mono}>{u.git_id || '—'}</TableCell>
                <TableCell>{u.push_time}</TableCell>
                <TableCell>{u.push_operator}</TableCell>
                <TableCell>{u.pre_operator}</TableCell>
              </TableRow>
            ))}
          </Section>
        </>
      ) : null}
    </Box>
  );
}
