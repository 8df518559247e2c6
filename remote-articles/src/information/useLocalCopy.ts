import { useCallback } from 'react';
import { useSession } from 'shared-ui';
import type { ModuleValues } from 'shared-ui/contract';
import { autosaveStore, useAutosave } from 'shared-ui/workflow';
import type { InformationFormValues } from './informationValues';

/** A stored copy back as form values: each field of the form taken from it when it has the right type. */
function valuesFromCopy(copy: ModuleValues, fallback: InformationFormValues): InformationFormValues {
  const out: InformationFormValues = { ...fallback };
  for (const key of Object.keys(fallback) as (keyof InformationFormValues)[]) {
    const value = copy[key];
    if (key === 'type') continue;
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/**
 * Nothing typed is lost: the workflow's local copy (localStorage, per account and form) of an information form that
 * differs from what it opened with, offered back on the next visit, e.g. after a session expiry and a new sign-in.
 *
 * @example const copy = useLocalCopy('information:add:2', values, initialValues, canSave);
 */
export function useLocalCopy(formKey: string, values: InformationFormValues, initialValues: InformationFormValues, enabled: boolean) {
  const { account } = useSession();
  const autosave = useAutosave({ storageKey: autosaveStore.key(account, formKey), values, baseline: initialValues, enabled });
  const { restore } = autosave;
  const restoreValues = useCallback(() => {
    const copy = restore();
    return copy ? valuesFromCopy(copy, initialValues) : null;
  }, [restore, initialValues]);
  return { offer: autosave.offer, restore: restoreValues, discard: autosave.discard, clear: autosave.clear };
}
