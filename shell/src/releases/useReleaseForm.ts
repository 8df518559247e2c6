/**
 * The release panel's form: the values, their problems (the contract's before sending, the server's after), and the
 * save. The form is based on one version of the release (`base`): a newer one read while the person has edits is not
 * taken in — their save names the version they started from, and the server says (1043) if someone changed it since.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from 'shared-ui';
import { RELEASE_LIMITS, type Release } from 'shared-ui/contract';
import {
  entryKeyOf,
  formValuesOf,
  isDirty,
  saveBodyOf,
  saveProblems,
  type ReleaseFieldErrors,
  type ReleaseFormEntry,
  type ReleaseFormValues,
} from './releaseForm';
import { readRefusal, type ReleaseRefusal } from './releaseRefusal';
import { releaseCalls, releaseKeys } from './useReleases';

export type ReleaseTextField = 'name' | 'push_time' | 'note';

export interface UseReleaseFormOptions {
  /** The release as read from the server; null for a new one. */
  release: Release | null;
  onSaved: (saved: Release) => void;
  /** A refusal that is not about a field of the form (stale, not a draft any more, no permission to a module). */
  onRefusal: (refusal: ReleaseRefusal) => void;
}

const isFormField = (field: string) => field === 'name' || field === 'push_time' || field === 'note' || field === 'entries' || /^entries\.\d+$/.test(field);
const withoutEntryErrors = (errors: ReleaseFieldErrors): ReleaseFieldErrors => Object.fromEntries(Object.entries(errors).filter(([field]) => !field.startsWith('entries')));

/** @example const form = useReleaseForm({ release, onSaved: (r) => open(r.id), onRefusal: setNotice }); */
export function useReleaseForm({ release, onSaved, onRefusal }: UseReleaseFormOptions) {
  const queryClient = useQueryClient();
  const [base, setBase] = useState<Release | null>(release);
  const [values, setValues] = useState<ReleaseFormValues>(() => formValuesOf(release));
  const [errors, setErrors] = useState<ReleaseFieldErrors>({});
  const dirty = isDirty(values, base);
  // A fresher read (after a write, a refresh) is taken in only while the person has nothing unsaved.
  if (release && release !== base && !dirty) {
    setBase(release);
    setValues(formValuesOf(release));
  }

  const reset = (to: Release) => {
    setBase(to);
    setValues(formValuesOf(to));
    setErrors({});
  };

  const mutation = useMutation({
    mutationFn: releaseCalls.save,
    onSuccess: (saved) => {
      notify.success(base ? '批次已保存' : '批次已新建');
      queryClient.setQueryData(releaseKeys.detail(saved.id), saved);
      reset(saved);
      void queryClient.invalidateQueries({ queryKey: releaseKeys.all });
      onSaved(saved);
    },
    onError: (error) => {
      const refusal = readRefusal(error);
      // Each problem beside its field, what was typed kept; one the form has no field for is said above it.
      if (refusal.kind === 'fields' && Object.keys(refusal.errors).every(isFormField)) setErrors(refusal.errors);
      else onRefusal(refusal);
    },
  });

  const save = () => {
    const body = saveBodyOf(values, base);
    const problems = saveProblems(body, Date.now());
    if (problems) setErrors(problems);
    else mutation.mutate(body);
  };

  const setField = (field: ReleaseTextField, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([name]) => name !== field)));
  };

  const entriesFull = values.entries.length >= RELEASE_LIMITS.entriesMax;
  // An entry's problem is named by its position: any change of the list makes those positions wrong.
  const addEntry = (entry: ReleaseFormEntry) => {
    if (entriesFull || values.entries.some((e) => entryKeyOf(e) === entryKeyOf(entry))) return;
    setValues((prev) => ({ ...prev, entries: [...prev.entries, entry] }));
    setErrors(withoutEntryErrors);
  };
  const removeEntry = (key: string) => {
    setValues((prev) => ({ ...prev, entries: prev.entries.filter((e) => entryKeyOf(e) !== key) }));
    setErrors(withoutEntryErrors);
  };

  return { base, values, errors, dirty, saving: mutation.isPending, entriesFull, save, reset, setField, addEntry, removeEntry };
}

export type ReleaseForm = ReturnType<typeof useReleaseForm>;
