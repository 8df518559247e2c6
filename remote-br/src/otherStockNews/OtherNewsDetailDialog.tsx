import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { ApiError, notify, useSession } from 'shared-ui';
import { OTHER_NEWS_ACTIONS, OTHER_NEWS_STATUS, OTHER_NEWS_STATUS_LABELS, type OtherNewsDetail } from 'shared-ui/contract';
import { RichTextView } from 'shared-ui/richText';
import { otherNewsApi } from './otherNewsApi';

/** One item: the source's text, its history, and what a publisher may do with it now. */
export function OtherNewsDetailDialog({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const { role } = useSession();
  // Publishing, applying to take off and handing out links are a publisher's (the server refuses anyone else).
  const mayAct = role === 'publisher';
  const [item, setItem] = useState<OtherNewsDetail | null>(null);
  const [link, setLink] = useState('');

  const report = (error: unknown) => error instanceof ApiError && !error.reportedByShell && notify.error(error.message);
  useEffect(() => {
    otherNewsApi.detail(id).then(setItem, report);
  }, [id]);

  const run = async (action: () => Promise<OtherNewsDetail>, done: string) => {
    try {
      setItem(await action());
      notify.success(done);
      onChanged();
    } catch (error) {
      report(error);
      // 1015 / 1025: what the item is now is what the dialog should show.
      otherNewsApi.detail(id).then(setItem, () => undefined);
    }
  };

  const copyLink = async () => {
    try {
      const answer = await otherNewsApi.link(id);
      const url = `${window.location.origin}${answer.url}`;
      setLink(url);
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      notify.success(`审批链接已复制，${answer.expires_at} 前有效`);
    } catch (error) {
      report(error);
    }
  };

  if (!item) return null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>其他个股资讯详情</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Chip label={OTHER_NEWS_STATUS_LABELS[item.status]} color={item.status === OTHER_NEWS_STATUS.published ? 'success' : item.status === OTHER_NEWS_STATUS.offPending ? 'warning' : 'default'} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {item.stock_name}（{item.symbol}）· 来源：{item.source} · {item.source_time}
        </Typography>
        <Typography variant="h6" component="h2" sx={{ my: 1 }}>
          {item.title}
        </Typography>
        <RichTextView html={item.content} />
        {item.source_url && (
          <Link href={item.source_url} target="_blank" rel="noopener noreferrer" variant="body2">
            查看原文
          </Link>
        )}
        {link && <TextField label="审批链接" value={link} fullWidth size="small" sx={{ mt: 2 }} slotProps={{ input: { readOnly: true } }} />}
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          操作记录
        </Typography>
        <Stack component="ol" spacing={0.5} sx={{ pl: 2 }}>
          {item.history.map((h, index) => (
            <Typography component="li" variant="body2" key={index}>
              {h.at} {h.actor} {OTHER_NEWS_ACTIONS[h.action]}
              {h.reason ? `：${h.reason}` : ''}
            </Typography>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {mayAct && item.status === OTHER_NEWS_STATUS.pending && (
          <Button variant="contained" onClick={() => void run(() => otherNewsApi.publish(id), '已发布')}>
            发布
          </Button>
        )}
        {mayAct && (item.status === OTHER_NEWS_STATUS.published || item.status === OTHER_NEWS_STATUS.offPending) && (
          <Button color="warning" onClick={() => void run(() => otherNewsApi.applyOff(id), '已提交下架申请')}>
            申请下架
          </Button>
        )}
        {mayAct && item.status === OTHER_NEWS_STATUS.offPending && <Button onClick={() => void copyLink()}>复制审批链接</Button>}
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
    </Dialog>
  );
}
