import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import type { ReactNode } from 'react';
import { shownFailureMessage } from 'shared-ui';
import type { ItemUse } from 'shared-ui/contract';
import { WhereUsedList } from 'shared-ui/components';

/** What every library detail has: its stamps and the slots that use it. */
export interface LibraryDetailBase {
  create_time: string;
  create_operator: string;
  update_time: string;
  update_operator: string;
  slots: readonly ItemUse[];
}

export interface LibraryDetailDrawerProps<Detail extends LibraryDetailBase> {
  /** 基金详情: the drawer is a dialog (modal) and names itself, as the region inside it does. */
  name: string;
  /** 基金, 基金经理. */
  itemName: string;
  open: boolean;
  onClose: () => void;
  /** The library's detail query (libraryQueries' `useDetail`). */
  detail: { data: Detail | undefined; isPending: boolean; isError: boolean; error: unknown };
  /** The item's own part: its heading (an h2), facts and texts. */
  children: (item: Detail) => ReactNode;
}

/**
 * A library item's detail beside the list: the item's own part, who changed it last, and the slots that show it (with
 * the drafts that pick it). An address can open it (`?detail=`).
 */
export function LibraryDetailDrawer<Detail extends LibraryDetailBase>({ name, itemName, open, onClose, detail, children }: LibraryDetailDrawerProps<Detail>) {
  const item = detail.data;
  return (
    // Above the console's top bar (which sits over the side menu at drawer + 1): a modal detail shows its heading whole,
    // and its backdrop covers the bar like any dialog's.
    <Drawer anchor="right" open={open} onClose={onClose} sx={{ zIndex: (theme) => theme.zIndex.modal }} slotProps={{ paper: { 'aria-label': name } }}>
      <Box sx={{ width: 440, maxWidth: '100vw', p: 3, pt: 1.5, boxSizing: 'border-box' }} role="region" aria-label={name}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mr: -1.5 }}>
          <IconButton onClick={onClose} aria-label={`关闭${name}`}>
            <Close />
          </IconButton>
        </Box>
        {open && detail.isPending ? <CircularProgress size={24} aria-label="加载中" /> : null}
        {detail.isError ? <Alert severity="error">{shownFailureMessage(detail.error) ?? '加载失败'}</Alert> : null}
        {item ? (
          <>
            {children(item)}
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
              {`${item.update_operator} 更新于 ${item.update_time}（${item.create_operator} 添加于 ${item.create_time}）`}
            </Typography>
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle2" component="h3">
              使用情况
            </Typography>
            <WhereUsedList uses={item.slots} itemName={itemName} emptyText={`暂无运营位使用该${itemName}（含已保存的草稿），可以删除。`} />
          </>
        ) : null}
      </Box>
    </Drawer>
  );
}
