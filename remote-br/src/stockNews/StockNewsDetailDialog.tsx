import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { isCallAllowed, useSession } from 'shared-ui';
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
import { ConfirmDialog } from 'shared-ui/workflow';
import { StockNewsArticle } from '../approval/StockNewsArticle';
import { ApprovalLinkField } from '../newsShared/ApprovalLinkField';
import { NewsHistoryList } from '../newsShared/NewsHistoryList';
import { NewsItemConflictDialog } from '../newsShared/NewsItemConflictDialog';
import { reportApiError } from '../newsShared/reportApiError';
import { useApprovalLinkCopy } from '../newsShared/useApprovalLinkCopy';
import { useNewsItemAction, type NewsItemAttempt } from '../newsShared/useNewsItemAction';
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
type Attempt = NewsItemAttempt<StockNewsDetail>;

/** A history line's action, with the level it was done at (a submit or a shelf move has none). */
const doneOf = (entry: StockNewsDetail['history'][number]) => `${HISTORY_ACTIONS[entry.action]}${entry.screen ? `（${APPROVAL_SCREEN_TITLES[entry.screen]}）` : ''}`;

/** The actions that ask first (spec-silent choice: they change what customers see), by the item's title. */
type Asking = { kind: 'publish' | 'out'; item: StockNewsDetail } | null;

/** An item with its history and the actions its state allows (publisher-only ones hidden for other roles). */
export function StockNewsDetailDialog({ id, onClose, onChanged, onEdit }: StockNewsDetailDialogProps) {
  const { role } = useSession();
  const [item, setItem] = useState<StockNewsDetail | null>(null);
  const [pushTime, setPushTime] = useState('');
  // The contract's one date rule, the words the server would answer: an impossible time is refused before any call.
  const pushTimeProblem = pushTime.trim() ? cmsTimeProblem('预推送时间', pushTime.trim(), 'datetime') : undefined;
  const { link, copyLink } = useApprovalLinkCopy();
  const mayPush = isCallAllowed(role, 'POST', API.prePush);
  const maySave = isCallAllowed(role, 'POST', API.save);
  const [asking, setAsking] = useState<Asking>(null);
  const action = useNewsItemAction<StockNewsDetail>({ show: setItem, onChanged, onAnswered: () => setAsking(null) });
  const { run, busy } = action;

  useEffect(() => {
    stockNewsApi.detail(id).then(setItem, reportApiError);
  }, [id]);

  /** 重新加载 after a conflict: the item as it is now, then the list told. */
  const reload = async () => {
    try {
      setItem(await stockNewsApi.detail(id));
      onChanged();
    } catch (error) {
      reportApiError(error);
    }
  };

  const publishNow: (current: StockNewsDetail) => Attempt = (current) => ({ verb: '发布', run: (base) => stockNewsApi.publish(current.id, base), done: '已发布' });
  const takeOff: (current: StockNewsDetail) => Attempt = (current) => ({ verb: '下架', run: (base) => stockNewsApi.publishOut(current.id, base), done: '已下架' });

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
        <ApprovalLinkField link={link} />
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
        <NewsHistoryList heading="审批记录" entries={item.history} doneOf={doneOf} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {maySave && editable && <Button onClick={() => onEdit(item)}>编辑</Button>}
        {/* A link approves what waits: with nothing pending there is nothing to send one for. */}
        {mayPush && item.waiting_at !== null && <Button onClick={() => void copyLink(() => stockNewsApi.link(item.id, linkScreenOf(item)))}>复制审批链接</Button>}
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
      <NewsItemConflictDialog
        action={action}
        fields={STOCK_NEWS_COMPARE_FIELDS}
        busy={busy}
        hint={(verb) => `重新加载会显示对方修改后的内容，不做${verb}；仍然${verb}会对对方修改后的版本执行。`}
        onReload={() => void reload()}
      />
    </Dialog>
  );
}
