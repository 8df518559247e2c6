import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { ApiError, isCallAllowed, notify, useSession } from 'shared-ui';
import {
  APPROVAL_SCREEN_TITLES,
  HISTORY_ACTIONS,
  SHELF_LABELS,
  STOCK_NEWS_API as API,
  STOCK_NEWS_STATUS_LABELS,
  cmsTimeProblem,
  type ApprovalScreen,
  type StockNewsDetail,
} from 'shared-ui/contract';
import { StockNewsArticle } from '../approval/StockNewsArticle';
import { stockNewsApi } from './stockNewsApi';

export interface StockNewsDetailDialogProps {
  id: number;
  onClose: () => void;
  onChanged: () => void;
  onEdit: (item: StockNewsDetail) => void;
}

/** The screen a link should open: where the item waits, else the release screen. */
const linkScreenOf = (item: StockNewsDetail): ApprovalScreen => item.waiting_at ?? 70000;

/** An item with its history and the actions its state allows (publisher-only ones hidden for other roles). */
export function StockNewsDetailDialog({ id, onClose, onChanged, onEdit }: StockNewsDetailDialogProps) {
  const { role } = useSession();
  const [item, setItem] = useState<StockNewsDetail | null>(null);
  const [pushTime, setPushTime] = useState('');
  // The contract's one date rule, the words the server would answer: an impossible time is refused before any call.
  const pushTimeProblem = pushTime.trim() ? cmsTimeProblem('预推送时间', pushTime.trim(), 'datetime') : undefined;
  const [link, setLink] = useState('');
  const mayPush = isCallAllowed(role, 'POST', API.prePush);
  const maySave = isCallAllowed(role, 'POST', API.save);

  useEffect(() => {
    stockNewsApi.detail(id).then(setItem, (error: unknown) => error instanceof ApiError && !error.reportedByShell && notify.error(error.message));
  }, [id]);

  const run = async (action: () => Promise<StockNewsDetail>, done: string) => {
    try {
      setItem(await action());
      notify.success(done);
      onChanged();
    } catch (error) {
      if (error instanceof ApiError && !error.reportedByShell) notify.error(error.message);
    }
  };

  const copyLink = async (current: StockNewsDetail) => {
    try {
      const answer = await stockNewsApi.link(current.id, linkScreenOf(current));
      const url = `${window.location.origin}${answer.url}`;
      setLink(url);
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      notify.success(`审批链接已复制，${answer.expires_at} 前有效`);
    } catch (error) {
      if (error instanceof ApiError && !error.reportedByShell) notify.error(error.message);
    }
  };

  if (!item) return null;
  const editable = item.status === 2 || (item.status === 0 && item.waiting_at === 70000);
  const pushable = item.status === 1 && (item.shelf === 'none' || item.shelf === 'scheduled');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>个股资讯详情</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Chip label={STOCK_NEWS_STATUS_LABELS[item.status]} color={item.status === 1 ? 'success' : item.status === 2 ? 'error' : 'warning'} />
          <Chip label={SHELF_LABELS[item.shelf]} variant="outlined" />
          {item.waiting_at && <Chip label={`待 ${APPROVAL_SCREEN_TITLES[item.waiting_at]}`} variant="outlined" />}
        </Stack>
        <StockNewsArticle item={item} />
        {link && <TextField label="审批链接" value={link} fullWidth size="small" sx={{ mt: 2 }} slotProps={{ input: { readOnly: true } }} />}
        {pushable && mayPush && (
          <TextField
            label="预推送时间"
            placeholder="YYYY-MM-DD HH:mm:ss，留空为立即发布"
            value={pushTime}
            onChange={(e) => setPushTime(e.target.value)}
            error={Boolean(pushTimeProblem)}
            helperText={pushTimeProblem}
            size="small"
            fullWidth
            sx={{ mt: 2 }}
          />
        )}
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          审批记录
        </Typography>
        <Stack component="ol" spacing={0.5} sx={{ pl: 2 }}>
          {item.history.map((h, index) => (
            <Typography component="li" variant="body2" key={index}>
              {h.at} {h.actor} {HISTORY_ACTIONS[h.action]}
              {h.screen ? `（${APPROVAL_SCREEN_TITLES[h.screen]}）` : ''}
              {h.reason ? `：${h.reason}` : ''}
            </Typography>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {maySave && editable && <Button onClick={() => onEdit(item)}>编辑</Button>}
        {mayPush && (item.waiting_at !== null || item.status !== 2) && <Button onClick={() => void copyLink(item)}>复制审批链接</Button>}
        {mayPush && pushable && (
          <Button variant="contained" disabled={Boolean(pushTimeProblem)} onClick={() => void run(() => (pushTime.trim() ? stockNewsApi.prePush(item.id, pushTime.trim()) : stockNewsApi.publish(item.id)), pushTime.trim() ? '已设置预推送' : '已发布')}>
            {pushTime.trim() ? '预推送' : '立即发布'}
          </Button>
        )}
        {mayPush && (item.shelf === 'published' || item.shelf === 'offPending') && (
          <Button color="warning" onClick={() => void run(() => stockNewsApi.offApply(item.id), '已提交下架申请')}>
            申请下架
          </Button>
        )}
        {mayPush && item.shelf === 'offApproved' && (
          <Button color="error" variant="contained" onClick={() => void run(() => stockNewsApi.publishOut(item.id), '已下架')}>
            下架
          </Button>
        )}
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
    </Dialog>
  );
}
