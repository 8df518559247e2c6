import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ApiError, Messages } from 'shared-ui';

/** What a list's query says about its load (a TanStack Query result has all of it). */
export interface LoadableList {
  isError: boolean;
  error: unknown;
  data: unknown;
  refetch: () => unknown;
}

/** The reason of a failed load in words a person reads (the server's or the catalogue's; never a library's English). */
function reasonOf(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : Messages.networkError;
}

/**
 * A list that could not load is not an empty list (issue 14: a network error, a 502 or an expired session showed
 * 暂无数据 / 共 0). With nothing loaded yet it shows 加载失败, the reason and 重试 instead of the grid; when a
 * refresh fails over rows already shown, the rows stay under a warning with 重试.
 *
 * @example <ListLoadState list={list} what="基金列表"><DataGrid … /></ListLoadState>
 */
export function ListLoadState({ list, what = '列表', children }: { list: LoadableList; what?: string; children: ReactNode }) {
  const retry = () => void list.refetch();
  if (list.isError && list.data === undefined) {
    return (
      <Paper variant="outlined" role="alert" data-testid="list-load-failed" sx={{ py: 6, px: 2, textAlign: 'center' }}>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {what}加载失败
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {reasonOf(list.error)}
        </Typography>
        <Button variant="contained" onClick={retry}>
          重试
        </Button>
      </Paper>
    );
  }
  return (
    <>
      {list.isError ? (
        <Alert severity="warning" sx={{ mb: 1 }} action={<Button color="inherit" size="small" onClick={retry}>重试</Button>}>
          刷新失败（{reasonOf(list.error)}），下面是上次加载的内容
        </Alert>
      ) : null}
      {children}
    </>
  );
}
