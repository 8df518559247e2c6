import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, ErrorCode, isReportedByShell } from 'shared-ui';
import { ARTICLE_MESSAGES, Messages, type InformationDetail } from 'shared-ui/contract';
import { Link as RouterLink } from 'shared-ui/router';
import { informationPaths } from './informationPaths';

export interface ItemLoadStateProps {
  item: UseQueryResult<InformationDetail>;
  type: number;
  children: (item: InformationDetail) => ReactNode;
}

/** An item's loading, not-found and failed states, and the item itself once it is here. */
export function ItemLoadState({ item, type, children }: ItemLoadStateProps) {
  if (item.data) return <>{children(item.data)}</>;
  if (item.isPending) {
    return (
      <Box sx={{ py: 6, textAlign: 'center' }}>
        <CircularProgress size={28} aria-label="加载中" />
      </Box>
    );
  }
  const notFound = item.error instanceof ApiError && item.error.code === ErrorCode.NotFound;
  const back = (
    <Button color="inherit" size="small" component={RouterLink} to={informationPaths.feed(type)}>
      返回资讯库
    </Button>
  );
  if (notFound) {
    return (
      <Alert severity="warning" action={back}>
        {ARTICLE_MESSAGES.informationNotFound}
      </Alert>
    );
  }
  return (
    <Alert
      severity="error"
      action={
        <>
          <Button color="inherit" size="small" onClick={() => void item.refetch()}>
            重试
          </Button>
          {back}
        </>
      }
    >
      {isReportedByShell(item.error) ? '加载失败' : item.error instanceof Error ? item.error.message : Messages.networkError}
    </Alert>
  );
}
