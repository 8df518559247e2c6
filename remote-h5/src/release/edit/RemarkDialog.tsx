import { H5_REMARK_MAX_LENGTH, type H5Item } from 'shared-ui/contract';
import { useRef } from 'react';
import { staleSaveOf } from 'shared-ui/workflow';
import { h5Calls } from '../api/h5Calls';
import { fieldErrorOrToast } from '../api/reportH5Error';
import { useH5Action } from '../api/useH5Action';
import { TextInputDialog } from '../common/TextInputDialog';

// Counted by code point, so an emoji is one character, not two UTF-16 units.
const lengthOf = (text: string) => [...text].length;

/** 备注 of one item or many at once (`POST remark/update {ids, remark}`); one item starts from its remark. */
export function RemarkDialog({ items, onClose, onDone }: { items: H5Item[]; onClose: () => void; onDone: () => void }) {
  // Each item's version as shown (staleSave.ts). After a 1043 the refused item's base moves to the colleague's version,
  // so the next 保存备注 overwrites knowingly; a ref, so that next send reads it at once.
  const bases = useRef<Record<string, number>>(Object.fromEntries(items.flatMap((i) => (i.version === undefined ? [] : [[String(i.id), i.version]]))));
  const action = useH5Action((text: string) => h5Calls.remark(items.map((i) => i.id), text, bases.current));
  const fieldError = (error: unknown) => {
    const stale = staleSaveOf(error);
    if (!stale) return fieldErrorOrToast(error);
    const current = stale.current as { id?: number; file_name?: string; remark?: string } | null;
    if (current?.id !== undefined && stale.version !== null) bases.current = { ...bases.current, [String(current.id)]: stale.version };
    const when = stale.time ? ` 于 ${stale.time}` : '';
    return `「${current?.file_name ?? ''}」的备注已被 ${stale.operator ?? '他人'}${when} 改为「${current?.remark || '（空）'}」。再次点击保存备注将覆盖，取消则保留对方的备注。`;
  };
  return (
    <TextInputDialog
      title="备注"
      intro={items.length === 1 ? `为「${items[0]?.file_name ?? ''}」填写备注。` : `为选中的 ${String(items.length)} 项填写相同的备注。`}
      label="备注"
      name="remark"
      initialValue={items.length === 1 ? (items[0]?.remark ?? '') : ''}
      confirmLabel="保存备注"
      hint={(remark) => `${String(lengthOf(remark))} / ${String(H5_REMARK_MAX_LENGTH)}，留空则清除备注`}
      check={(remark) => (lengthOf(remark) > H5_REMARK_MAX_LENGTH ? { problem: `备注不能超过 ${String(H5_REMARK_MAX_LENGTH)} 个字符` } : { value: remark })}
      submit={(remark) => action.mutateAsync(remark)}
      successMessage={() => '备注已更新'}
      fieldError={fieldError}
      onDone={onDone}
      onClose={onClose}
      maxWidth="sm"
      fieldProps={{ multiline: true, minRows: 2 }}
    />
  );
}
