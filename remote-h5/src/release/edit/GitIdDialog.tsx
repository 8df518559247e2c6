import { h5Bodies, type H5File } from 'shared-ui/contract';
import { h5Calls } from '../api/h5Calls';
import { fieldErrorOrToast } from '../api/reportH5Error';
import { useH5Action } from '../api/useH5Action';
import { TextInputDialog } from '../common/TextInputDialog';

/**
 * 关联 git 版本 of the selected files (`POST gitid {ids, git_id}`): the commit the files were built from, so a live
 * page can be traced to its source. Checked with the contract's body schema before sending (which also lower-cases it).
 */
export function GitIdDialog({ files, onClose, onDone }: { files: H5File[]; onClose: () => void; onDone: () => void }) {
  const ids = files.map((f) => f.id);
  const shared = new Set(files.map((f) => f.git_id));
  const action = useH5Action((value: string) => h5Calls.gitId(ids, value));
  return (
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
      submit={(gitId) => action.mutateAsync(gitId)}
      successMessage={(gitId) => `已为 ${String(files.length)} 个文件关联 git 版本 ${gitId}`}
      fieldError={fieldErrorOrToast}
      onDone={onDone}
      onClose={onClose}
      fieldProps={{ slotProps: { htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } } }}
    />
  );
}
