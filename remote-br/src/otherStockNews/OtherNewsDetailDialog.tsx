import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSession } from 'shared-ui';
import { field, OTHER_NEWS_ACTIONS, OTHER_NEWS_STATUS, OTHER_NEWS_STATUS_LABELS, type OtherNewsDetail } from 'shared-ui/contract';
import { RichTextView } from 'shared-ui/richText';
import { ApprovalLinkField } from '../newsShared/ApprovalLinkField';
import { NewsHistoryList } from '../newsShared/NewsHistoryList';
import { NewsItemConflictDialog } from '../newsShared/NewsItemConflictDialog';
import { reportApiError } from '../newsShared/reportApiError';
import { useApprovalLinkCopy } from '../newsShared/useApprovalLinkCopy';
import { useNewsItemAction } from '../newsShared/useNewsItemAction';
import { otherNewsApi } from './otherNewsApi';

const COMPARE_FIELDS = [field.text('title', '标题'), field.text('summary', '摘要'), field.text('source', '来源')];

/** One item: the source's text, its history, and what a publisher may do with it now. */
export function OtherNewsDetailDialog({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const { role } = useSession();
  // Publishing, applying to take off and handing out links are a publisher's (the server refuses anyone else).
  const mayAct = role === 'publisher';
  const [item, setItem] = useState<OtherNewsDetail | null>(null);
  const { link, copyLink } = useApprovalLinkCopy();

  useEffect(() => {
    otherNewsApi.detail(id).then(setItem, reportApiError);
  }, [id]);

  const action = useNewsItemAction<OtherNewsDetail>({
    show: setItem,
    onChanged,
    // 1015 / 1025: what the item is now is what the dialog should show.
    onRefused: () => void otherNewsApi.detail(id).then(setItem, () => undefined),
  });

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
        <ApprovalLinkField link={link} />
        <NewsHistoryList heading="操作记录" entries={item.history} doneOf={(entry) => OTHER_NEWS_ACTIONS[entry.action]} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {mayAct && item.status === OTHER_NEWS_STATUS.pending && (
          <Button variant="contained" onClick={() => void action.run({ verb: '发布', run: (base) => otherNewsApi.publish(id, base), done: '已发布' }, item, item.version)}>
            发布
          </Button>
        )}
        {/* Not while its off-shelf application runs: it is not offered again. */}
        {mayAct && item.status === OTHER_NEWS_STATUS.published && (
          <Button color="warning" onClick={() => void action.run({ verb: '申请下架', run: (base) => otherNewsApi.applyOff(id, base), done: '已提交下架申请' }, item, item.version)}>
            申请下架
          </Button>
        )}
        {mayAct && item.status === OTHER_NEWS_STATUS.offPending && <Button onClick={() => void copyLink(() => otherNewsApi.link(id))}>复制审批链接</Button>}
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
      <NewsItemConflictDialog
        action={action}
        fields={COMPARE_FIELDS}
        // Like this dialog's own buttons, the conflict's never wait while an action is on its way.
        busy={false}
        hint={(verb) => `重新加载会显示这条资讯现在的状态，不做${verb}；仍然${verb}会对它现在的版本执行。`}
        onReload={() => {
          otherNewsApi.detail(id).then(setItem, reportApiError);
          onChanged();
        }}
      />
    </Dialog>
  );
}
