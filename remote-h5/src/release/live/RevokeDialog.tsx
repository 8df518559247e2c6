import { useState } from 'react';
import { ApiError, ErrorCode, appLink, notify } from 'shared-ui';
import type { H5LiveFile } from 'shared-ui/contract';
import { ConfirmDialog } from 'shared-ui/workflow';
import { h5Calls } from '../api/h5Calls';
import { shownFailure } from '../api/reportH5Error';
import { useH5Action } from '../api/useH5Action';
import { H5_CONFIRM } from '../common/h5Confirm';

/** What a revoke of this live file will do, from its `previous_versions`: the older version comes back, or the page goes. */
export function revokeConsequence(file: H5LiveFile): string {
  return file.previous_versions > 0
    ? `撤销后，${file.path} 将恢复为上一个发布的版本（共有 ${String(file.previous_versions)} 个较早版本可恢复），线上地址保持可访问。`
    : `撤销后，${file.path} 将从线上移除：它没有较早的发布版本，访问 ${appLink(file.url)} 将返回 404。`;
}

/** 撤销 of a live file (`POST revoke/{id}`), asked first with what will happen. 1015 (already handled) only refreshes. */
export function RevokeDialog({ file, onClose }: { file: H5LiveFile; onClose: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const action = useH5Action((id: number) => h5Calls.revoke(id));
  const confirm = () =>
    action.mutate(file.id, {
      onSuccess: (result) => {
        notify.success(
          result.outcome === 'restored' ? `撤销成功：已恢复上一版本${result.live?.git_id ? `（git ${result.live.git_id}）` : ''}` : '撤销成功：该页面已下线',
        );
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === ErrorCode.WithdrawConflict) {
          notify.info(error.message);
          onClose();
          return;
        }
        setFailure(shownFailure(error));
      },
    });
  return (
    <ConfirmDialog
      {...H5_CONFIRM}
      title="撤销发布"
      message={revokeConsequence(file)}
      confirmLabel="撤销"
      busy={action.isPending}
      failure={failure && `撤销失败：${failure}`}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
