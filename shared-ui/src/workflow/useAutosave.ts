import { useCallback, useEffect, useState } from 'react';
import type { ModuleValues } from 'shared-ui/contract';
import { sameValues } from 'shared-ui/contract';
import { autosaveStore, type AutosaveCopy } from './autosaveStore';

export const AUTOSAVE_DELAY_MS = 500;

export interface AutosaveOptions {
  /** localStorage key of the copy (`autosaveStore.key(account, module.key)`). */
  storageKey: string;
  /** The form's current values. */
  values: ModuleValues;
  /** The saved draft's values; undefined while it loads (nothing is compared or written until then). */
  baseline: ModuleValues | undefined;
  /** Off for someone who cannot save (a reader). */
  enabled: boolean;
  /** When two sets of values say the same (default `sameValues`; a module form ignores fields that do not apply). */
  same?: (a: ModuleValues, b: ModuleValues) => boolean;
}

export interface Autosave {
  /** A copy found at opening that differs from the saved draft, waiting for 恢复 or 丢弃. */
  offer: AutosaveCopy | null;
  /** Takes the offered copy's values (the caller loads them into the form). */
  restore: () => ModuleValues | null;
  discard: () => void;
  /** Forgets the copy: the draft was saved or pre-published. */
  clear: () => void;
  /** Keeps `values` as the offered copy (the form is about to show something else, e.g. a colleague's newer draft). */
  keep: (values: ModuleValues) => void;
}

/**
 * Nothing typed is lost: while the values differ from the saved draft, a copy goes to localStorage (debounced
 * 500 ms, with its time); when they match again it is removed. At opening, a copy that differs from the draft is
 * offered. While the offer waits, no copy is written, so the older text is not overwritten before the user chose.
 *
 * @example const autosave = useAutosave({ storageKey, values, baseline: draftValues, enabled: can.save });
 */
export function useAutosave({ storageKey, values, baseline, enabled, same = sameValues }: AutosaveOptions): Autosave {
  const [offer, setOffer] = useState<AutosaveCopy | null>(null);
  const [checkedKey, setCheckedKey] = useState<string | null>(null);
  const ready = enabled && baseline !== undefined && checkedKey === storageKey;

  // Once the draft is known: offer a copy that says something else, drop one that says the same.
  useEffect(() => {
    if (!enabled || baseline === undefined || checkedKey === storageKey) return;
    const copy = autosaveStore.read(storageKey);
    if (copy && !same(copy.values, baseline)) setOffer(copy);
    else if (copy) autosaveStore.remove(storageKey);
    setCheckedKey(storageKey);
  }, [enabled, baseline, storageKey, checkedKey, same]);

  useEffect(() => {
    if (!ready || offer || baseline === undefined) return;
    const timer = setTimeout(() => {
      if (same(values, baseline)) autosaveStore.remove(storageKey);
      else autosaveStore.write(storageKey, { values, savedAt: Date.now() });
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, offer, values, baseline, storageKey, same]);

  const restore = useCallback(() => {
    const taken = offer?.values ?? null;
    setOffer(null);
    return taken;
  }, [offer]);

  const discard = useCallback(() => {
    autosaveStore.remove(storageKey);
    setOffer(null);
  }, [storageKey]);

  const clear = useCallback(() => {
    autosaveStore.remove(storageKey);
    setOffer(null);
  }, [storageKey]);

  const keep = useCallback(
    (values: ModuleValues) => {
      const copy = { values, savedAt: Date.now() };
      autosaveStore.write(storageKey, copy);
      setOffer(copy);
    },
    [storageKey],
  );

  return { offer, restore, discard, clear, keep };
}
