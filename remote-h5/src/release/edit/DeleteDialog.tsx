import Box from '@mui/material/Box';
import { useState } from 'react';
import { notify } from 'shared-ui';
import type { H5Item } from 'shared-ui/contract';
import { ConfirmDialog } from 'shared-ui/workflow';
import { h5Calls } from '../api/h5Calls';
import { shownFailure } from '../api/reportH5Error';
import { useH5Action } from '../api/useH5Action';
import { useH5Conflict } from '../api/useH5Conflict';
import { H5_CONFIRM } from '../common/h5Confirm';

const SHOWN = 8;

/** Why these items cannot be deleted (something in them is live), or null. The server refuses the same way. */
export function deleteBlockedReason(items: readonly H5Item[]): string | null {
  const live = items.filter((i) => (i.type === 'folder' ? i.live_count > 0 : i.live_state !== 'none'));
  if (live.length === 0) return null;
  const names = live.map((i) => (i.type === 'folder' ? `文件夹「${i.file_name}」（含 ${String(i.live_count)} 个已发布文件）` : `文件「${i.file_name}」（已发布）`));
  return `${names.join('、')}正在线上使用，不能删除。请先在「已发布」中撤销这些文件的发布，再删除。`;
}

/** 删除 of one item or many (`POST delete {ids, base_versions}`): asks first; refuses up front when anything chosen is live. */
export function DeleteDialog({ items, onClose, onDone }: { items: H5Item[]; onClose: () => void; onDone: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  // Based on the versions listed: an item changed since (1043) opens the engine's conflict dialog.
  const conflict = useH5Conflict(items, onClose);
  const action = useH5Action((ids: number[]) => h5Calls.remove(ids, conflict.bases.current));
  const hasFolder = items.some((i) => i.type === 'folder');

  const confirm = (): void =>
    action.mutate(
      items.map((i) => i.id),
      {
        onSuccess: (data) => {
          notify.success(`已删除 ${String(data.deleted)} 项`);
          onDone();
        },
        onError: (error) => {
          const stale = conflict.claimStale(error, '删除', {}, confirm);
          setFailure(stale ? null : shownFailure(error));
        },
      },
    );

  return (
    <>
    <ConfirmDialog
      {...H5_CONFIRM}
      title="删除"
      message={
        <>
          确定删除以下 {items.length} 项吗？{hasFolder ? '文件夹会连同其中的全部文件一起删除，' : ''}删除后不可恢复。
          <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
            {items.slice(0, SHOWN).map((i) => (
              <li key={i.id}>
                {i.type === 'folder' ? '文件夹 ' : ''}
                {i.file_name}
              </li>
            ))}
            {items.length > SHOWN ? <li>等 {items.length} 项</li> : null}
          </Box>
        </>
      }
      confirmLabel="删除"
      busy={action.isPending}
      blocked={deleteBlockedReason(items)}
      failure={failure && `删除失败：${failure}`}
      onConfirm={confirm}
      onClose={onClose}
    />
    {conflict.dialog}
    </>
  );
}
