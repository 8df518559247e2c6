import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MAX_LIVE_ORDER_ROWS, liveOrderQuery } from './liveOrderQuery';
import { useWorkflowAction } from './useWorkflowAction';
import { useWorkflowList } from './useWorkflowList';
import { entryTitle } from './entryName';
import type { ModuleDefinition, WorkflowRow } from 'shared-ui/contract';
import { failureMessage } from 'shared-ui';

/** What names a live entry to a person: its first list column (a title), else its ID. */
function rowName(module: ModuleDefinition, row: WorkflowRow): string {
  return entryTitle(module, row) || `ID ${String(row.id)}`;
}

const move = <T,>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/**
 * 调整顺序 of an ordered live list (`liveList.order`): every live entry, in the order the app shows them, moved with
 * 上移 / 下移 and saved at once. A live list that changed meanwhile answers 1015: the list reloads and the dialog stays.
 */
export function LiveOrderDialog({ module, onClose }: { module: ModuleDefinition; onClose: () => void }) {
  const live = useWorkflowList(module, 'published', liveOrderQuery);
  const action = useWorkflowAction(module);
  // The order being set; until the first move it is the live list as loaded (and as reloaded, by the list's own
  // refresh or after a 1015), so a reload never undoes moves a person has made.
  const [moved, setMoved] = useState<WorkflowRow[] | null>(null);
  const order = moved ?? live.data?.list ?? [];
  const truncated = (live.data?.total ?? 0) > MAX_LIVE_ORDER_ROWS;

  const save = () => action.mutate({ action: 'liveOrder', ids: order.map((row) => row.id) }, { onSuccess: onClose, onError: () => setMoved(null) });

  return (
    <Dialog open onClose={action.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>调整上线顺序</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          App 按此顺序展示已上线的内容，新发布的排在最前。
        </Typography>
        {live.isError ? <Alert severity="error">{failureMessage(live.error)}</Alert> : null}
        {truncated ? <Alert severity="warning">上线内容超过 {MAX_LIVE_ORDER_ROWS} 条，请先下架部分内容再调整顺序</Alert> : null}
        <List dense aria-label="上线顺序">
          {order.map((row, index) => {
            const name = rowName(module, row);
            return (
              <ListItem
                key={row.id}
                divider
                data-testid="live-order-item"
                secondaryAction={
                  <>
                    <IconButton size="small" aria-label={`上移 ${name}`} disabled={index === 0} onClick={() => setMoved(move(order, index, index - 1))}>
                      ↑
                    </IconButton>
                    <IconButton size="small" aria-label={`下移 ${name}`} disabled={index === order.length - 1} onClick={() => setMoved(move(order, index, index + 1))}>
                      ↓
                    </IconButton>
                  </>
                }
              >
                <ListItemText primary={`${String(index + 1)}. ${name}`} secondary={`ID ${String(row.id)} · ${row.status === 'scheduled' ? '待生效' : '已发布'}`} />
              </ListItem>
            );
          })}
        </List>
        {live.isSuccess && order.length === 0 ? <Typography color="text.secondary">暂无上线内容</Typography> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={action.isPending}>
          取消
        </Button>
        <Button variant="contained" onClick={save} loading={action.isPending} disabled={order.length < 2 || truncated}>
          保存顺序
        </Button>
      </DialogActions>
    </Dialog>
  );
}
