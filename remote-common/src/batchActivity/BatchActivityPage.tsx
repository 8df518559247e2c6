import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { ErrorCode, useDocumentTitle } from 'shared-ui';
import { useSearchParams } from 'shared-ui/router';
import { systemOfUserAgent, type BatchActivityPage as Answer } from 'shared-ui/contract';
import { batchActivityApi } from './batchActivityApi';
import { ActivityCard } from './ActivityCard';

type Load = { kind: 'loading' } | { kind: 'invalid' } | { kind: 'failed' } | { kind: 'ready'; page: Answer };

/**
 * `/batch/activitypage?type=broker|wm`: the page a campaign link opens on a phone — the app's live activities as its
 * 活动中心 shows them, for the phone's system. No session; one column that fits a 390-px screen.
 */
export default function BatchActivityPage() {
  const [params] = useSearchParams();
  const type = params.get('type') ?? '';
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  const fetchList = useCallback(async () => {
    if (!type) return setLoad({ kind: 'invalid' });
    setLoad({ kind: 'loading' });
    const res = await batchActivityApi.list(type, systemOfUserAgent(navigator.userAgent));
    if (res.code === ErrorCode.Success) setLoad({ kind: 'ready', page: res.data });
    // An app the server does not know (HTTP 400): the link is wrong, not the network.
    else setLoad({ kind: res.status === 400 ? 'invalid' : 'failed' });
  }, [type]);

  useEffect(() => {
    void fetchList();
  }, [fetchList]);

  const heading = load.kind === 'ready' ? `${load.page.app_label} · 活动中心` : '活动中心';
  useDocumentTitle(heading);
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', width: '100%' }}>
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {load.kind === 'loading' ? <CircularProgress aria-label="加载中" /> : null}
      {load.kind === 'invalid' ? <Alert severity="warning">活动链接无效，请确认链接完整后再打开</Alert> : null}
      {load.kind === 'failed' ? (
        <Alert severity="error" action={<Button onClick={() => void fetchList()}>重试</Button>}>
          活动加载失败，请稍后重试
        </Alert>
      ) : null}
      {load.kind === 'ready' && load.page.list.length === 0 ? <Alert severity="info">当前暂无进行中的活动，新活动上线后会在这里展示</Alert> : null}
      {load.kind === 'ready' ? (
        <Stack spacing={2}>
          {load.page.list.map((activity) => (
            <ActivityCard key={activity.id} activity={activity} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
