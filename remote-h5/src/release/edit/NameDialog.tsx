import { ApiError, ErrorCode, isReportedByShell } from 'shared-ui';
import { H5_NAME_MAX_LENGTH, h5NameProblem } from 'shared-ui/contract';
import { failureText } from '../api/reportH5Error';
import { TextInputDialog } from '../common/TextInputDialog';

export interface NameDialogProps {
  title: string;
  label: string;
  initialName: string;
  confirmLabel: string;
  successMessage: string;
  /** Sends the name; resolves when the server took it. */
  submit: (name: string) => Promise<unknown>;
  /** A refusal answered elsewhere (a stale rename's conflict dialog): true, and nothing shows under the name. */
  claim?: (failure: unknown) => boolean;
  onClose: () => void;
}

/**
 * Asks for a folder's or a file's name (new folder, rename): checked in the browser with the contract's name rule,
 * then by the server. A name that exists in that folder (1401) shows '名称已存在' under the field; what was typed stays.
 * The name is selected on open so typing replaces the default.
 */
export function NameDialog({ title, label, initialName, confirmLabel, successMessage, submit, claim, onClose }: NameDialogProps) {
  return (
    <TextInputDialog
      title={title}
      label={label}
      name="file_name"
      initialValue={initialName}
      confirmLabel={confirmLabel}
      hint={() => `不超过 ${String(H5_NAME_MAX_LENGTH)} 个字符，不能包含 / \\ : * ? " < > |`}
      check={(name) => {
        const problem = h5NameProblem(name);
        return problem ? { problem } : { value: name };
      }}
      submit={submit}
      successMessage={() => successMessage}
      // Every refusal shows under the name (1401, a bad name, a folder with live files that cannot be renamed), so the
      // person sees it where they typed; what the shell reported already (session, network) is not repeated.
      fieldError={(failure) => {
        if (isReportedByShell(failure) || claim?.(failure)) return null;
        return failure instanceof ApiError && failure.code === ErrorCode.NameExists ? failure.message : failureText(failure);
      }}
      onDone={onClose}
      onClose={onClose}
      fieldProps={{ onFocus: (e) => e.target.select(), margin: 'dense' }}
    />
  );
}
