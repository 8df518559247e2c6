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
import { field, OTHER_NEWS_ACTIONS, OTHER_NEWS_STATUS, OTHER_NEWS_STATUS_LABELS, type OtherNewsDetail } from 'shared-ui/contract';
import { RichTextView } from 'shared-ui/richText';
import { StaleSaveDialog, useStaleSaveConflict } from 'shared-ui/workflow';
import { otherNewsApi } from './otherNewsApi';

const COMPARE_FIELDS = [field.text('title', '标题'), field.text('summary', '摘要'), field.text('source', '来源')];

interface Attempt {
  verb: string;
  run: (base: number | null) => Promise<OtherNewsDetail>;
  done: string;
}

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

  const { conflict, catchStale, dismiss } = useStaleSaveConflict<Attempt & { shown: OtherNewsDetail }>();
  /** `base`: the version acted on (the item as shown, or the one a stale refusal named: 仍然<verb>). */
  const run = async (attempt: Attempt, shown: OtherNewsDetail, base: number | null) => {
    try {
      setItem(await attempt.run(base));
      dismiss();
      notify.success(attempt.done);
      onChanged();
    } catch (error) {
      // 1043: someone acted on it since it was shown: compare, reload or act anyway.
      if (catchStale(error, { ...attempt, shown })) return;
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
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
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
          <Button variant="contained" onClick={() => void run({ verb: '发布', run: (base) => otherNewsApi.publish(id, base), done: '已发布' }, item, item.version)}>
            发布
          </Button>
        )}
        {/* Not while its off-shelf application runs: it is not offered again. */}
        {mayAct && item.status === OTHER_NEWS_STATUS.published && (
          <Button color="warning" onClick={() => void run({ verb: '申请下架', run: (base) => otherNewsApi.applyOff(id, base), done: '已提交下架申请' }, item, item.version)}>
            申请下架
          </Button>
        )}
        {mayAct && item.status === OTHER_NEWS_STATUS.offPending && <Button onClick={() => void copyLink()}>复制审批链接</Button>}
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
      {conflict ? (
        <StaleSaveDialog
          fields={COMPARE_FIELDS}
          mine={{ ...conflict.mine.shown }}
          conflict={conflict.detail}
          busy={false}
          wording={{
            overwrite: `仍然${conflict.mine.verb}`,
            close: '取消',
            hint: `重新加载会显示这条资讯现在的状态，不做${conflict.mine.verb}；仍然${conflict.mine.verb}会对它现在的版本执行。`,
          }}
          onReload={() => {
            dismiss();
            otherNewsApi.detail(id).then(setItem, report);
            onChanged();
          }}
          onOverwrite={() => void run(conflict.mine, conflict.mine.shown, conflict.detail.version)}
          onClose={dismiss}
        />
      ) : null}
    </Dialog>
  );
}
