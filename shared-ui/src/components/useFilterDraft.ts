import { useState } from 'react';
import { parseCmsTime } from 'shared-ui/contract';

export interface FilterDraft<V extends Record<string, string>> {
  /** The values as typed, not yet applied. */
  draft: V;
  /** A field's change handler: `set('author')`. */
  set: (name: keyof V) => (value: string) => void;
  /** 重置: every filter emptied and applied at once. */
  reset: () => void;
}

/**
 * A filter bar's typed values (FilterForm): a local copy of the applied filters, so the list is not fetched once per
 * keystroke; re-seeded when the applied filters change from outside (the back button, another link).
 *
 * @example const { draft, set, reset } = useFilterDraft(applied, onApply, NO_FILTERS);
 */
export function useFilterDraft<V extends Record<string, string>>(applied: V, onApply: (next: V) => void, empty: V): FilterDraft<V> {
  const [seed, setSeed] = useState(applied);
  const [draft, setDraft] = useState(applied);
  if (seed !== applied && JSON.stringify(seed) !== JSON.stringify(applied)) {
    setSeed(applied);
    setDraft(applied);
  }
  return {
    draft,
    set: (name) => (value) => setDraft((prev) => ({ ...prev, [name]: value })),
    reset: () => {
      setDraft(empty);
      onApply(empty);
    },
  };
}

/** A time range's problem, on its end: an end before its start (either side may be empty or half typed: no problem here). */
export function timeRangeProblem(start: string, end: string): string | undefined {
  const from = parseCmsTime(start);
  const to = parseCmsTime(end);
  return from !== null && to !== null && to < from ? '结束时间不能早于开始时间' : undefined;
}
