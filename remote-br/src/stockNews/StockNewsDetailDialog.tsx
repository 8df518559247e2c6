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
import { ConfirmDialog, StaleSaveDialog, useStaleSaveConflict } from 'shared-ui/workflow';
import { StockNewsArticle } from '../approval/StockNewsArticle';
import { stockNewsApi } from './stockNewsApi';
import { STOCK_NEWS_COMPARE_FIELDS } from './stockNewsCompareFields';

export interface StockNewsDetailDialogProps {
  id: number;
  onClose: () => void;
  onChanged: () => void;
  onEdit: (item: StockNewsDetail) => void;
}

/** The screen a link should open: where the item waits (a link is offered only while something waits). */
const linkScreenOf = (item: StockNewsDetail): ApprovalScreen => item.waiting_at ?? 70000;

/** An action on the item, sent based on a version (the item as shown, or the one a stale refusal named). */
interface Attempt {
  verb: string;
  run: (base: number | null) => Promise<StockNewsDetail>;
  done: string;
}

/** The actions that ask first (spec-silent choice: they change what customers see), by the item's title. */
type Asking = { kind: 'publish' | 'out'; item: StockNewsDetail } | null;

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
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const { conflict, catchStale, dismiss } = useStaleSaveConflict<Attempt & { shown: StockNewsDetail }>();

  useEffect(() => {
    stockNewsApi.detail(id).then(setItem, (error: unknown) => error instanceof ApiError && !error.reportedByShell && notify.error(error.message));
  }, [id]);

  /** Runs an action based on `base`; a 1043 (the item changed since it was shown) opens the conflict dialog. */
  const run = async (attempt: Attempt, shown: StockNewsDetail, base: number | null) => {
    setBusy(true);
    try {
      setItem(await attempt.run(base));
      dismiss();
      setAsking(null);
      notify.success(attempt.done);
      onChanged();
    } catch (error) {
      setAsking(null);
      if (catchStale(error, { ...attempt, shown })) return;
      if (error instanceof ApiError && !error.reportedByShell) notify.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  const reload = async () => {
    dismiss();
    try {
      setItem(await stockNewsApi.detail(id));
      onChanged();
    } catch (error) {
      if (error instanceof ApiError && !error.reportedByShell) notify.error(error.message);
    }
  };

  const publishNow: (current: StockNewsDetail) => Attempt = (current) => ({ verb: '发布', run: (base) => stockNewsApi.publish(current.id, base), done: '已发布' });
  const takeOff: (current: StockNewsDetail) => Attempt = (current) => ({ verb: '下架', run: (base) => stockNewsApi.publishOut(current.id, base), done: '已下架' });

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
  const prePush: Attempt = { verb: '预推送', run: (base) => stockNewsApi.prePush(item.id, pushTime.trim(), base), done: '已设置预推送' };
  const offApply: Attempt = { verb: '申请下架', run: (base) => stockNewsApi.offApply(item.id, base), done: '已提交下架申请' };
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
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
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
        {/* A link approves what waits: with nothing pending there is nothing to send one for. */}
        {mayPush && item.waiting_at !== null && <Button onClick={() => void copyLink(item)}>复制审批链接</Button>}
        {mayPush && pushable && (
          <Button
            variant="contained"
            disabled={busy || Boolean(pushTimeProblem)}
            onClick={() => (pushTime.trim() ? void run(prePush, item, item.version) : setAsking({ kind: 'publish', item }))}
          >
            {pushTime.trim() ? '预推送' : '立即发布'}
          </Button>
        )}
        {/* While an off-shelf application runs (offPending) it is not offered again. */}
        {mayPush && item.shelf === 'published' && (
          <Button color="warning" disabled={busy} onClick={() => void run(offApply, item, item.version)}>
            申请下架
          </Button>
        )}
        {mayPush && item.shelf === 'offApproved' && (
          <Button color="error" variant="contained" disabled={busy} onClick={() => setAsking({ kind: 'out', item })}>
            下架
          </Button>
        )}
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
      {asking ? (
        <ConfirmDialog
          open
          title={asking.kind === 'publish' ? '立即发布' : '下架'}
          message={
            asking.kind === 'publish'
              ? `确定立即发布「${asking.item.title}」吗？发布后客户即可在 App 中看到。`
              : `确定下架「${asking.item.title}」吗？下架后客户将不再看到这条资讯。`
          }
          confirmLabel={asking.kind === 'publish' ? '立即发布' : '下架'}
          destructive={asking.kind === 'out'}
          busy={busy}
          onConfirm={() => void run(asking.kind === 'publish' ? publishNow(asking.item) : takeOff(asking.item), asking.item, asking.item.version)}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {conflict ? (
        <StaleSaveDialog
          fields={STOCK_NEWS_COMPARE_FIELDS}
          mine={{ ...conflict.mine.shown }}
          conflict={conflict.detail}
          busy={busy}
          wording={{
            overwrite: `仍然${conflict.mine.verb}`,
            close: '取消',
            hint: `重新加载会显示对方修改后的内容，不做${conflict.mine.verb}；仍然${conflict.mine.verb}会对对方修改后的版本执行。`,
          }}
          onReload={() => void reload()}
          onOverwrite={() => void run(conflict.mine, conflict.mine.shown, conflict.detail.version)}
          onClose={dismiss}
        />
      ) : null}
    </Dialog>
  );
}
