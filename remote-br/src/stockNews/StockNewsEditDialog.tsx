import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useState } from 'react';
import { ApiError, notify } from 'shared-ui';
import { stockNewsSaveBody, type LibraryItem, type StockNewsDetail } from 'shared-ui/contract';
import { stockNewsApi } from './stockNewsApi';
import { StockPicker, stockNameOf } from './StockPicker';

// The editor (tiptap) is its own chunk: the list never downloads it.
const RichTextEditor = lazy(async () => ({ default: (await import('shared-ui/richText/editor')).RichTextEditor }));

export interface StockNewsEditDialogProps {
  /** The item being edited; absent for a new one. */
  editing?: StockNewsDetail;
  onClose: () => void;
  onSaved: (id: number) => void;
}

type Errors = Partial<Record<'symbol' | 'title' | 'content' | 'source', string>>;

/** Writes an item; saving submits it for approval (new and edited items wait at 70000). */
export function StockNewsEditDialog({ editing, onClose, onSaved }: StockNewsEditDialogProps) {
  const [stock, setStock] = useState<LibraryItem | null>(editing ? { id: editing.symbol, label: `${editing.stock_name} ${editing.symbol.split('.')[0] ?? ''}` } : null);
  const [title, setTitle] = useState(editing?.title ?? '');
  const [source, setSource] = useState(editing?.source ?? '');
  const [content, setContent] = useState(editing?.content ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const body = { ...(editing ? { id: editing.id } : {}), symbol: stock?.id ?? '', stock_name: stock ? (editing && stock.id === editing.symbol ? editing.stock_name : stockNameOf(stock)) : '', title, content, source };
    const checked = stockNewsSaveBody.safeParse(body);
    if (!checked.success) {
      const next: Errors = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]) === 'stock_name' ? 'symbol' : (String(issue.path[0]) as keyof Errors);
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      const { id } = await stockNewsApi.save(checked.data);
      notify.success('已提交审批');
      onSaved(id);
    } catch (error) {
      if (error instanceof ApiError && !error.reportedByShell) notify.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{editing ? '编辑个股资讯' : '写个股资讯'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <StockPicker value={stock} onPick={setStock} error={errors.symbol} />
          <TextField label="标题" required value={title} onChange={(e) => setTitle(e.target.value)} error={Boolean(errors.title)} helperText={errors.title} />
          <TextField label="来源" required value={source} onChange={(e) => setSource(e.target.value)} error={Boolean(errors.source)} helperText={errors.source ?? '如：公司公告、港交所披露易'} />
          <Suspense fallback={<CircularProgress size={24} aria-label="编辑器加载中" />}>
            <RichTextEditor label="正文" required value={content} onChange={setContent} error={errors.content} testId="stock-news-content" />
          </Suspense>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>取消</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          保存并提交审批
        </Button>
      </DialogActions>
    </Dialog>
  );
}
