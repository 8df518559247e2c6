import { useRef } from 'react';
import { notify } from 'shared-ui';
import type { H5Item } from 'shared-ui/contract';
import { h5Calls } from '../api/h5Calls';
import { reportH5Error } from '../api/reportH5Error';
import { useH5Action } from '../api/useH5Action';
import { useH5Conflict } from '../api/useH5Conflict';
import { NameDialog } from './NameDialog';

const SUCCESS = '重命名成功';

/**
 * 重命名 of one file or folder (`PUT filename/{id}`), based on the version the list showed: renamed by a colleague
 * since (1043), the engine's conflict dialog compares their name with mine; 重新加载 closes this and shows theirs,
 * 仍然重命名 renames over theirs.
 */
export function RenameDialog({ item, onClose }: { item: H5Item; onClose: () => void }) {
  const conflict = useH5Conflict([item], onClose);
  const action = useH5Action((name: string) => h5Calls.rename(item.id, name, conflict.bases.current[String(item.id)]));
  const typed = useRef(item.file_name);
  const claim = (failure: unknown): boolean =>
    conflict.claimStale(failure, '重命名', { file_name: typed.current }, () =>
      action.mutate(typed.current, {
        onSuccess: () => {
          notify.success(SUCCESS);
          onClose();
        },
        onError: (error) => {
          if (!claim(error)) reportH5Error(error);
        },
      }),
    );
  return (
    <>
      <NameDialog
        title={`重命名${item.type === 'folder' ? '文件夹' : '文件'}`}
        label="新名称"
        initialName={item.file_name}
        confirmLabel="确定"
        successMessage={SUCCESS}
        submit={(name) => {
          typed.current = name;
          return action.mutateAsync(name);
        }}
        claim={claim}
        onClose={onClose}
      />
      {conflict.dialog}
    </>
  );
}
