import { useState, type ReactNode } from 'react';
import type { FieldDef } from 'shared-ui/contract';
import { StaleSaveDialog, useStaleSaveConflict } from 'shared-ui/workflow';
import type { FlatFormValues, LocalCopy } from './useLocalCopy';

export interface StaleEditOptions<V> {
  /** The record's version when the editor opened it (none for a new one): what the first save is based on. */
  openedVersion: number | undefined;
  /** What 比较差异 compares. */
  fields: readonly FieldDef[];
  /** What the form holds now, kept as the local copy when 重新加载 replaces it. */
  typed: V;
  localCopy: LocalCopy<V>;
  /** Puts values into the form, which stays unsaved (the same loading as the local copy's 恢复). */
  load: (values: V) => void;
  /** The stored record a refusal carries, as form values. */
  valuesOf: (current: Record<string, unknown>) => V;
  /** A save is under way: the dialog's buttons wait for it. */
  busy: boolean;
  /** 覆盖保存: sends `mine` again, based on the version the refusal named. */
  resend: (mine: V, base: number | undefined) => void;
}

export interface StaleEdit<V> {
  /** What the next save is based on: the opened version, or theirs after 重新加载. */
  baseVersion: number | undefined;
  /** In a save's onError: true when it was a 1043, now shown by `dialog`. */
  catchStale: (error: unknown, mine: V) => boolean;
  dialog: ReactNode;
}

/**
 * A re-edit refused as stale (1043) in an editor that keeps a local copy (the article editor, the information
 * editor): 重新加载 puts theirs into the form, keeps what was typed as the local copy (恢复 brings it back) and bases
 * the next save on their version; 覆盖保存 resends what was typed on their version; closing keeps the form as it is.
 */
export function useStaleEdit<V extends FlatFormValues<V>>(options: StaleEditOptions<V>): StaleEdit<V> {
  const { openedVersion, fields, typed, localCopy, load, valuesOf, busy, resend } = options;
  const [baseVersion, setBaseVersion] = useState(openedVersion);
  const { conflict, catchStale, dismiss } = useStaleSaveConflict<V>();
  const dialog = conflict ? (
    <StaleSaveDialog
      fields={fields}
      mine={{ ...conflict.mine }}
      conflict={conflict.detail}
      busy={busy}
      onReload={() => {
        localCopy.keep(typed);
        // The dialog offers 重新加载 only when the refusal carries theirs.
        if (conflict.detail.current) load(valuesOf(conflict.detail.current));
        setBaseVersion(conflict.detail.version ?? undefined);
        dismiss();
      }}
      onOverwrite={() => resend(conflict.mine, conflict.detail.version ?? undefined)}
      onClose={dismiss}
    />
  ) : null;
  return { baseVersion, catchStale, dialog };
}
