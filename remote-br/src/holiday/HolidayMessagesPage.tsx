import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { RichTextView } from 'shared-ui/richText';
import { holidayApi } from './holidayApi';
import type { HolidayMessage } from '../modules/holidayMessages';

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; list: HolidayMessage[] };

const datesOf = (m: HolidayMessage): string => (m.start_date === m.end_date ? m.start_date : `${m.start_date} 至 ${m.end_date}`);

function HolidayCard({ message }: { message: HolidayMessage }) {
  const past = message.when === 'past';
  return (
    <Card variant="outlined" data-testid="holiday-message" sx={{ opacity: past ? 0.75 : 1 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" color="primary" label={message.market_label} />
          <Chip size="small" variant="outlined" label={message.arrangement_label} />
          {past && <Chip size="small" label="已结束" />}
        </Stack>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {message.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {datesOf(message)}
        </Typography>
        {/* The view sanitises again: the page never trusts the HTML it is given. */}
        <RichTextView html={message.content} sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto' } }} />
      </CardContent>
    </Card>
  );
}

/** `/holiday/messagelist` (no login): the live holiday notices, upcoming first, one column that fits a 390-px phone. */
export function HolidayMessagesPage() {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  useEffect(() => {
    holidayApi.list().then(
      (data) => setLoad({ kind: 'ready', list: data.list }),
      () => setLoad({ kind: 'failed' }),
    );
  }, []);

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', width: '100%' }}>
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        节假日交易安排
      </Typography>
      {load.kind === 'loading' && <CircularProgress aria-label="加载中" />}
      {load.kind === 'failed' && <Alert severity="error">公告加载失败，请稍后刷新重试</Alert>}
      {load.kind === 'ready' && load.list.length === 0 && <Alert severity="info">近期暂无节假日公告</Alert>}
      {load.kind === 'ready' && (
        <Stack spacing={2}>
          {load.list.map((message) => (
            <HolidayCard key={message.id} message={message} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
