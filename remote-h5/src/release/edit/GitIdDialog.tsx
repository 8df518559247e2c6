import { h5Bodies, type H5File } from 'shared-ui/contract';
import { h5Calls } from '../api/h5Calls';
import { useRef } from 'react';
import { notify } from 'shared-ui';
import { fieldErrorOrToast, reportH5Error } from '../api/reportH5Error';
import { useH5Action } from '../api/useH5Action';
import { useH5Conflict } from '../api/useH5Conflict';
import { TextInputDialog } from '../common/TextInputDialog';

/**
 * 关联 git 版本 of the selected files (`POST gitid {ids, git_id, base_versions}`): the commit the files were built from, so a live
 * page can be traced to its source. Checked with the contract's body schema before sending (which also lower-cases it).
 */
export function GitIdDialog({ files, onClose, onDone }: { files: H5File[]; onClose: () => void; onDone: () => void }) {
  const ids = files.map((f) => f.id);
  const shared = new Set(files.map((f) => f.git_id));
  // Based on the versions listed: a file changed since (1043) opens the engine's conflict dialog.
  const conflict = useH5Conflict(files, onClose);
  const action = useH5Action((value: string) => h5Calls.gitId(ids, value, conflict.bases.current));
  const typed = useRef('');
  const claim = (failure: unknown): boolean =>
    conflict.claimStale(failure, '关联', { git_id: typed.current }, () =>
      action.mutate(typed.current, {
        onSuccess: () => {
          notify.success(success(typed.current));
          onDone();
        },
        onError: (error) => {
          if (!claim(error)) reportH5Error(error);
        },
      }),
    );
  const success = (gitId: string) => `已为 ${String(files.length)} 个文件关联 git 版本 ${gitId}`;
  return (
    <>
    <TextInputDialog
      title="关联 git 版本"
      intro={`为选中的 ${String(files.length)} 个文件填写构建它们的 git 提交号。`}
      label="git 版本"
      name="git_id"
      initialValue={shared.size === 1 ? (files[0]?.git_id ?? '') : ''}
      confirmLabel="关联"
      hint={() => '7–40 位十六进制提交号，例如 3f9a2c1'}
      check={(gitId) => {
        const parsed = h5Bodies.gitId.safeParse({ ids, git_id: gitId });
        return parsed.success ? { value: parsed.data.git_id } : { problem: parsed.error.issues[0]?.message ?? 'git 版本格式不正确' };
      }}
      submit={(gitId) => {
        typed.current = gitId;
        return action.mutateAsync(gitId);
      }}
      successMessage={success}
      fieldError={(failure) => (claim(failure) ? null : fieldErrorOrToast(failure))}
      onDone={onDone}
      onClose={onClose}
      fieldProps={{ slotProps: { htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } } }}
    />
    {conflict.dialog}
    </>
  );
}
