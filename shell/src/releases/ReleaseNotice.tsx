import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { ReleaseProblem } from 'shared-ui/contract';
import { ReleaseProblems } from './ReleaseProblems';
import type { ReleaseRefusal } from './releaseRefusal';

/** What the panel says above the form after a check or a refused call (one at a time: the latest). */
export type ReleaseNotice =
  | { kind: 'stale'; operator: string | null; time: string | null; message: string }
  | { kind: 'problems'; title: string; problems: ReleaseProblem[] }
  | { kind: 'checkPassed' }
  | { kind: 'stopped'; message: string }
  | { kind: 'error'; message: string };

/** The notice a refusal calls for; null when the shell has said it already. Field problems are the form's. */
export function noticeOf(refusal: ReleaseRefusal): ReleaseNotice | null {
  switch (refusal.kind) {
    case 'reported':
      return null;
    case 'stale':
      return refusal;
    case 'problems':
      return { kind: 'problems', title: refusal.message, problems: refusal.problems };
    case 'stopped':
      return { kind: 'stopped', message: refusal.message };
    case 'fields':
    case 'other':
      return { kind: 'error', message: refusal.message };
  }
}

export interface ReleaseNoticeViewProps {
  notice: ReleaseNotice;
  /** The release's own `stopped`, shown at the top already: a stop saying the same is not said twice. */
  stopped: string | null;
  onReload: () => void;
  reloading: boolean;
}

export function ReleaseNoticeView({ notice, stopped, onReload, reloading }: ReleaseNoticeViewProps) {
  switch (notice.kind) {
    case 'stale':
      return (
        <Alert
          severity="warning"
          data-testid="release-stale"
          action={
            <Button color="inherit" size="small" onClick={onReload} loading={reloading}>
              重新加载
            </Button>
          }
        >
          <AlertTitle>
            {notice.operator ? `该批次已被 ${notice.operator}${notice.time ? ` 于 ${notice.time}` : ''} 修改` : notice.message}
          </AlertTitle>
          你的操作没有执行，表单中的修改仍保留但不会再发送。需要保留的内容请先复制，再「重新加载」取最新的批次（会放弃表单中的修改）。
        </Alert>
      );
    case 'problems':
      return <ReleaseProblems title={notice.title} problems={notice.problems} />;
    case 'checkPassed':
      return (
        <Alert severity="success" data-testid="release-check-passed">
          检查通过，可以安排发布
        </Alert>
      );
    case 'stopped':
      return notice.message === stopped ? null : <Alert severity="error">{notice.message}</Alert>;
    case 'error':
      return (
        <Alert severity="error" role="alert">
          {notice.message}
        </Alert>
      );
  }
}
