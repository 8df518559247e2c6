import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ApiError, ErrorCode, useDocumentTitle } from 'shared-ui';
import { APPROVAL_MESSAGES, type ApprovalDecision } from 'shared-ui/contract';
import { useSearchParams } from 'shared-ui/router';

/** What the approval screen needs of an item. */
export interface ApprovalItem {
  id: number;
  version: number;
  title: string;
  /**
   * How the approval the link points at was decided, once it was (issue 44 #18): shown read-only, with nothing to
   * agree or reject. Null (or absent, from a backend that predates it) while the item waits.
   */
  decision?: ApprovalDecision | null;
}

/**
 * One approval desk: what waits for a link's token, how to agree and reject, and how an item reads. Stock news has
 * four (its levels), other stock news one (its off-shelf approval); the screen around them is the same.
 */
export interface ApprovalDesk<Item extends ApprovalItem> {
  title: string;
  waiting: (token: string) => Promise<Item[]>;
  agree: (item: Item, token: string, approver: string) => Promise<unknown>;
  reject: (item: Item, token: string, approver: string, reason: string) => Promise<unknown>;
  article: (item: Item) => ReactNode;
  /** The outcome's words: in the notice after a decision here, and as the 审批结果 of a link already decided. */
  agreedWords: string;
  rejectedWords: string;
  /** Shown when nothing waits. */
  emptyWords: string;
}

type Load<Item> = { kind: 'loading' } | { kind: 'invalid'; message: string } | { kind: 'ready'; items: Item[] };
const approvalRules = () => import('./approvalRules');

/** An approval screen (no login, `?token=…`): what waits there, agreed or rejected by a named approver. */
export function ApprovalDeskPage<Item extends ApprovalItem>({ desk }: { desk: ApprovalDesk<Item> }) {
  useDocumentTitle(desk.title);
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [load, setLoad] = useState<Load<Item>>({ kind: 'loading' });
  const [approver, setApprover] = useState('');
  const [notice, setNotice] = useState<{ severity: 'success' | 'error' | 'info' | 'warning'; text: string } | null>(null);

  const refresh = useCallback(() => {
    if (!token) return setLoad({ kind: 'invalid', message: APPROVAL_MESSAGES.tokenMissing });
    desk.waiting(token).then(
      (items) => setLoad({ kind: 'ready', items }),
      (error: unknown) => setLoad({ kind: 'invalid', message: error instanceof ApiError ? error.message : APPROVAL_MESSAGES.tokenInvalid }),
    );
  }, [desk, token]);
  useEffect(refresh, [refresh]);

  const decide = async (item: Item, reason: string | null): Promise<string | undefined> => {
    const { approverName, approvalRejectBody } = await approvalRules();
    const name = approverName.safeParse(approver);
    if (!name.success) return name.error.issues[0]?.message;
    const why = reason === null ? null : approvalRejectBody.shape.reason.safeParse(reason);
    if (why && !why.success) return why.error.issues[0]?.message;
    try {
      await (why === null ? desk.agree(item, token, name.data) : desk.reject(item, token, name.data, why.data));
      setNotice({ severity: 'success', text: `「${item.title}」${why === null ? desk.agreedWords : desk.rejectedWords}` });
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.RoleRefused) {
        setLoad({ kind: 'invalid', message: error.message });
        return undefined;
      }
      // 1043: the item was edited since this link was made (or the page was read): nothing is approved; the list
      // reloads with what is there now, and the message says to review it again.
      const warning = error instanceof ApiError && error.code === ErrorCode.StaleSave;
      const info = error instanceof ApiError && error.code === ErrorCode.WithdrawConflict;
      setNotice({ severity: warning ? 'warning' : info ? 'info' : 'error', text: error instanceof ApiError ? error.message : '操作失败，请稍后重试' });
    }
    refresh();
    return undefined;
  };

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: { xs: 0, sm: 2 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {desk.title}
      </Typography>
      {load.kind === 'loading' && <CircularProgress aria-label="加载中" />}
      {load.kind === 'invalid' && (
        <Alert severity="error" role="alert">
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            审批链接无效或已过期
          </Typography>
          {load.message}
        </Alert>
      )}
      {load.kind === 'ready' && (
        <Stack spacing={2}>
          {notice && <Alert severity={notice.severity}>{notice.text}</Alert>}
          {/* The name is asked only of someone with something to decide: a link already decided shows who did. */}
          {load.items.some((item) => !item.decision) && (
            <TextField label="审批人姓名" required value={approver} onChange={(e) => setApprover(e.target.value)} helperText="将记入审批记录" fullWidth />
          )}
          {load.items.length === 0 && <Typography color="text.secondary">{desk.emptyWords}</Typography>}
          {load.items.map((item) =>
            item.decision ? (
              <DecidedCard key={`${String(item.id)}-${String(item.version)}`} item={item} decision={item.decision} article={desk.article(item)} desk={desk} />
            ) : (
              <ApprovalCard key={`${String(item.id)}-${String(item.version)}`} item={item} article={desk.article(item)} onDecide={(reason) => decide(item, reason)} />
            ),
          )}
        </Stack>
      )}
    </Box>
  );
}

// STOCK_NEWS_STATUS.rejected, as a literal: that module carries zod, which the approval page's light page does without.
const REJECTED: ApprovalDecision['status'] = 2;

/** A link already decided: who decided, the outcome, when and why, read-only above the item as it reads now. */
function DecidedCard({ item, decision, article, desk }: { item: ApprovalItem; decision: ApprovalDecision; article: ReactNode; desk: Pick<ApprovalDesk<ApprovalItem>, 'agreedWords' | 'rejectedWords'> }) {
  const rejected = decision.status === REJECTED;
  const facts: [string, string][] = [
    ['审批结果', rejected ? desk.rejectedWords : desk.agreedWords],
    ['审批人', decision.operator],
    ['审批时间', decision.time],
    ...(rejected && decision.reason !== '' ? [['驳回原因', decision.reason] as [string, string]] : []),
  ];
  return (
    <Card variant="outlined" component="article" aria-label={item.title}>
      <CardContent>
        <Alert severity={rejected ? 'warning' : 'success'} role="status" sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}>
          <AlertTitle>该审批已处理，无需再次操作</AlertTitle>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5, m: 0 }}>
            {facts.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {label}
                </Box>
                <Box component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
                  {value}
                </Box>
              </Box>
            ))}
          </Box>
        </Alert>
        {article}
      </CardContent>
    </Card>
  );
}

function ApprovalCard({ item, article, onDecide }: { item: ApprovalItem; article: ReactNode; onDecide: (reason: string | null) => Promise<string | undefined> }) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const act = async (withReason: string | null) => {
    setBusy(true);
    setError(await onDecide(withReason));
    setBusy(false);
  };
  return (
    <Card variant="outlined" component="article" aria-label={item.title}>
      <CardContent>
        {article}
        {rejecting && <TextField label="驳回原因" required multiline minRows={2} fullWidth value={reason} onChange={(e) => setReason(e.target.value)} sx={{ mt: 2 }} />}
        {error && (
          <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
            {error}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          {rejecting ? (
            <>
              <Button fullWidth onClick={() => setRejecting(false)}>
                取消
              </Button>
              <Button fullWidth color="error" variant="contained" disabled={busy} onClick={() => void act(reason)}>
                确认驳回
              </Button>
            </>
          ) : (
            <>
              <Button fullWidth color="error" variant="outlined" disabled={busy} onClick={() => setRejecting(true)}>
                驳回
              </Button>
              <Button fullWidth variant="contained" disabled={busy} onClick={() => void act(null)}>
                同意
              </Button>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
