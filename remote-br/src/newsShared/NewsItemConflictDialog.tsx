import type { FieldDef } from 'shared-ui/contract';
import { StaleSaveDialog } from 'shared-ui/workflow';
import type { NewsItemAction } from './useNewsItemAction';

export interface NewsItemConflictDialogProps<Item> {
  action: Pick<NewsItemAction<Item>, 'conflict' | 'run' | 'dismiss'>;
  /** The fields 比较差异 compares. */
  fields: readonly FieldDef[];
  /** Its buttons wait while the action is sent again. */
  busy: boolean;
  /** The line under the refusal, for the action's word: what 重新加载 and 仍然<verb> do on this screen. */
  hint: (verb: string) => string;
  /** 重新加载, once the conflict closed: this screen's reading of the item again. */
  onReload: () => void;
}

/**
 * A news item's action refused as stale (useNewsItemAction's conflict): 比较差异, 重新加载 (nothing done), 仍然<verb>
 * (sent again based on the version the refusal named) and 取消. Nothing while there is no conflict.
 */
export function NewsItemConflictDialog<Item extends Readonly<Record<string, unknown>>>({ action, fields, busy, hint, onReload }: NewsItemConflictDialogProps<Item>) {
  const { conflict, run, dismiss } = action;
  if (!conflict) return null;
  const { verb, shown } = conflict.mine;
  return (
    <StaleSaveDialog
      fields={fields}
      mine={shown}
      conflict={conflict.detail}
      busy={busy}
      wording={{ overwrite: `仍然${verb}`, close: '取消', hint: hint(verb) }}
      onReload={() => {
        dismiss();
        onReload();
      }}
      onOverwrite={() => void run(conflict.mine, shown, conflict.detail.version)}
      onClose={dismiss}
    />
  );
}
