import { useCallback, useMemo } from 'react';
import { useSession } from 'shared-ui';
import type { ModuleValues } from 'shared-ui/contract';
import { autosaveStore, useAutosave, type AutosaveCopy } from 'shared-ui/workflow';

/** A form of flat text and number fields: the article form and the information forms. */
export type FlatFormValues<V> = { [K in keyof V]: string | number };

/**
 * A stored copy read back as form values: each field of the form taken from the copy when it has the field's type
 * (the copy may come from an older version of the form), the rest from `fallback`.
 */
export function valuesFromCopy<V extends FlatFormValues<V>>(copy: ModuleValues, fallback: V): V {
  const next: Record<string, string | number> = { ...fallback };
  for (const key of Object.keys(fallback)) {
    const stored = copy[key];
    const kind = typeof next[key];
    if (kind === 'string' && typeof stored === 'string') next[key] = stored;
    else if (kind === 'number' && typeof stored === 'number') next[key] = stored;
    // JSON keeps an emptied number box (NaN, e.g. the article's position) as null.
    else if (kind === 'number' && stored === null) next[key] = Number.NaN;
  }
  // Every key of `fallback` is in `next` with a value of its own type, which is what V says.
  return next as V;
}

export interface LocalCopy<V> {
  /** A copy found at opening that differs from what the form opened with, waiting for 恢复 or 丢弃. */
  offer: AutosaveCopy | null;
  /** The offered copy as form values (null when none waits); the caller loads them into the form. */
  restore: () => V | null;
  discard: () => void;
  /** Forgets the copy: the form was saved. */
  clear: () => void;
  /** Keeps `values` as the offered copy (the form is about to show a colleague's newer version). */
  keep: (values: V) => void;
}

/**
 * Nothing typed is lost: the workflow's local copy (localStorage, per account and form, see useAutosave) of a form
 * that differs from what it opened with, offered back on the next visit, e.g. after a session expiry and a new
 * sign-in. Shared by the article editor and the information forms.
 *
 * @example const copy = useLocalCopy('information:add:2', values, initialValues, canSave);
 */
export function useLocalCopy<V extends FlatFormValues<V>>(formKey: string, values: V, baseline: V, enabled: boolean): LocalCopy<V> {
  const { account } = useSession();
  // The store keeps plain records; memoised so the autosave's timer restarts only when a value changed.
  const stored = useMemo<ModuleValues>(() => ({ ...values }), [values]);
  const storedBaseline = useMemo<ModuleValues>(() => ({ ...baseline }), [baseline]);
  const autosave = useAutosave({ storageKey: autosaveStore.key(account, formKey), values: stored, baseline: storedBaseline, enabled });
  const { restore } = autosave;
  const restoreValues = useCallback(() => {
    const copy = restore();
    return copy ? valuesFromCopy(copy, baseline) : null;
  }, [restore, baseline]);
  const { keep } = autosave;
  const keepValues = useCallback((kept: V) => keep({ ...kept }), [keep]);
  return { offer: autosave.offer, restore: restoreValues, discard: autosave.discard, clear: autosave.clear, keep: keepValues };
}
