import { useState, type ReactNode } from 'react';
import { notify, shownFailureMessage } from 'shared-ui';
import type { FieldDef } from 'shared-ui/contract';
import { ReloadedNotice, StaleSaveDialog, useStaleSaveConflict } from 'shared-ui/workflow';
import { schemaErrors, serverFieldErrors, type FieldErrors, type SchemaRule } from './formErrors';

export interface LibraryFormOptions<Values, Row> {
  /** The row being edited; absent when adding (nothing to be stale against). */
  row: Row | undefined;
  /** What the form starts from when adding. */
  empty: Values;
  /** The form's values for a row (the edited one, or the current one a 1043 carried). */
  formOf: (row: Row) => Values;
  /** How the values read as a row, for 比较差异 against the current one. */
  rowOf: (values: Values) => Readonly<Record<string, unknown>>;
  /** The fields 比较差异 compares (labels as the form names them). */
  compared: readonly FieldDef[];
  onClose: () => void;
}

/**
 * A library add/edit dialog's state: the values, the per-field errors (the contract's schema before any call, the
 * server's after), a failure that belongs to no field, and the engine's one stale-save handling. An edit is based on
 * the row's `version`; when someone saved since, the server refuses (1043) and StaleSaveDialog lets this person compare,
 * take theirs (重新加载, with 恢复我的内容 to bring what they typed back) or save over it (覆盖保存). Nothing typed is
 * lost in any branch.
 *
 * @example const form = useLibraryForm({ row: fund, empty, formOf, rowOf, compared, onClose });
 *          const submit = (base = form.baseVersion) => { const input = { ...form.values, id, base_version: base };
 *            if (form.passes(schema, input)) update.mutate(input, form.outcome(FUND_MESSAGES.saved, submit)); };
 */
export function useLibraryForm<Values, Row extends { version?: number }>({ row, empty, formOf, rowOf, compared, onClose }: LibraryFormOptions<Values, Row>) {
  const [values, setValues] = useState<Values>(() => (row ? formOf(row) : empty));
  const [baseVersion, setBaseVersion] = useState<number | null>(row?.version ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  /** What this person had typed before 重新加载 took the colleague's version: 恢复我的内容 brings it back. */
  const [reloaded, setReloaded] = useState<{ mine: Values; operator: string | null } | null>(null);
  const stale = useStaleSaveConflict<Values>();

  /** The contract's verdict before any call: each problem beside its field; true when the input may be sent. */
  const passes = (schema: SchemaRule, input: unknown): boolean => {
    const problems = schemaErrors(schema, input);
    setErrors(problems ?? {});
    setFailure(null);
    return problems === null;
  };

  /** How the last save was sent, so 覆盖保存 can send it again based on the version the refusal named. */
  const [resendLast, setResendLast] = useState<((base: number | null) => void) | null>(null);

  /** A save's onSuccess / onError: the message and close, or a stale refusal (the dialog), field errors or a failure. */
  const outcome = (savedMessage: string, resend: (base: number | null) => void) => ({
    onSuccess: () => {
      notify.success(savedMessage);
      onClose();
    },
    onError: (error: unknown) => {
      setResendLast(() => resend);
      // Only an edit has a version to be stale against; an add's refusals are its fields'.
      if (row && stale.catchStale(error, values)) return;
      const fields = serverFieldErrors(error);
      setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? null : shownFailureMessage(error));
    },
  });

  const conflict = stale.conflict;
  const dialog: ReactNode = conflict ? (
    <StaleSaveDialog
      fields={compared}
      mine={rowOf(conflict.mine)}
      conflict={conflict.detail}
      busy={false}
      onReload={() => {
        stale.dismiss();
        setBaseVersion(conflict.detail.version);
        // The current row the refusal carried is the server's row of this library (the same shape `row` had).
        if (conflict.detail.current) setValues(formOf(conflict.detail.current as unknown as Row));
        setReloaded({ mine: conflict.mine, operator: conflict.detail.operator });
      }}
      onOverwrite={() => {
        stale.dismiss();
        setBaseVersion(conflict.detail.version);
        resendLast?.(conflict.detail.version);
      }}
      onClose={stale.dismiss}
    />
  ) : null;

  const notice: ReactNode = reloaded ? (
    <ReloadedNotice
      operator={reloaded.operator}
      onRestore={() => {
        setValues(reloaded.mine);
        setReloaded(null);
      }}
    />
  ) : null;

  return {
    values,
    setValues,
    baseVersion,
    errors,
    /** A field's message gone once the person changed it (a new pick). */
    clearError: (name: string) => setErrors((previous) => ({ ...previous, [name]: undefined })),
    failure,
    passes,
    /** A save's callbacks; `resend(base)` sends it again (覆盖保存). */
    outcome,
    /** The stale-save dialog and the notice after 重新加载: render both. */
    dialog,
    notice,
  };
}
