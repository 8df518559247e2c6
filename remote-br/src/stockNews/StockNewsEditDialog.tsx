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
import { stockNewsSaveBody, type LibraryItem, type StockNewsDetail, type StockNewsSaveBody } from 'shared-ui/contract';
import { ReloadedNotice, StaleSaveDialog, useStaleSaveConflict } from 'shared-ui/workflow';
import { stockNewsApi } from './stockNewsApi';
import { STOCK_NEWS_COMPARE_FIELDS } from './stockNewsCompareFields';
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

const stockOf = (item: Pick<StockNewsDetail, 'symbol' | 'stock_name'>): LibraryItem => ({ id: item.symbol, label: `${item.stock_name} ${item.symbol.split('.')[0] ?? ''}` });
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Writes an item; saving submits it for approval (new and edited items wait at 70000). */
export function StockNewsEditDialog({ editing, onClose, onSaved }: StockNewsEditDialogProps) {
  const [stock, setStock] = useState<LibraryItem | null>(editing ? stockOf(editing) : null);
  // The version this edit is based on: the item as opened, or theirs after 重新加载 (contract staleSave.ts).
  const [base, setBase] = useState<number | null | undefined>(editing?.version);
  const [stockName, setStockName] = useState(editing?.stock_name ?? '');
  const { conflict, catchStale, dismiss } = useStaleSaveConflict<StockNewsSaveBody>();
  const [reloaded, setReloaded] = useState<{ mine: StockNewsSaveBody; operator: string | null } | null>(null);
  const [title, setTitle] = useState(editing?.title ?? '');
  const [source, setSource] = useState(editing?.source ?? '');
  const [content, setContent] = useState(editing?.content ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  /** Puts values into the form: theirs after 重新加载, mine again from 恢复我的内容. */
  const load = (values: Pick<StockNewsSaveBody, 'symbol' | 'stock_name' | 'title' | 'content' | 'source'>) => {
    setStock(values.symbol ? stockOf(values) : null);
    setStockName(values.stock_name);
    setTitle(values.title);
    setSource(values.source);
    setContent(values.content);
  };

  const send = async (body: StockNewsSaveBody, basedOn: number | null | undefined) => {
    setBusy(true);
    try {
      const { id } = await stockNewsApi.save(body, basedOn);
      dismiss();
      notify.success('已提交审批');
      onSaved(id);
    } catch (error) {
      // 1043: someone saved this item since it was opened: compare, reload theirs or overwrite — never silently.
      if (catchStale(error, body)) return;
      if (error instanceof ApiError && !error.reportedByShell) notify.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  const reloadTheirs = () => {
    if (!conflict?.detail.current) return;
    const theirs = conflict.detail.current;
    load({ symbol: text(theirs.symbol), stock_name: text(theirs.stock_name), title: text(theirs.title), source: text(theirs.source), content: text(theirs.content) });
    setBase(conflict.detail.version);
    setReloaded({ mine: conflict.mine, operator: conflict.detail.operator });
    dismiss();
  };

  const save = async () => {
    // The name kept with the stock (the item's own, or the picked one's).
    const name = stock ? stockName || stockNameOf(stock) : '';
    const body = { ...(editing ? { id: editing.id } : {}), symbol: stock?.id ?? '', stock_name: name, title, content, source };
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
    await send(checked.data, editing ? base : undefined);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{editing ? '编辑个股资讯' : '写个股资讯'}</DialogTitle>
      <DialogContent>
        {reloaded ? (
          <ReloadedNotice
            operator={reloaded.operator}
            onRestore={() => {
              load(reloaded.mine);
              setReloaded(null);
            }}
          />
        ) : null}
        <Stack spacing={2} sx={{ pt: 1 }}>
          <StockPicker
            value={stock}
            onPick={(picked) => {
              setStock(picked);
              setStockName(picked ? stockNameOf(picked) : '');
            }}
            error={errors.symbol}
          />
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
      {conflict ? (
        <StaleSaveDialog
          fields={STOCK_NEWS_COMPARE_FIELDS}
          mine={conflict.mine}
          conflict={conflict.detail}
          busy={busy}
          onReload={reloadTheirs}
          onOverwrite={() => void send(conflict.mine, conflict.detail.version)}
          onClose={dismiss}
        />
      ) : null}
    </Dialog>
  );
}
