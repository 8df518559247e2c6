import { useState } from 'react';
import { notify } from 'shared-ui';
import { useStaleSaveConflict, type StaleSaveConflict } from 'shared-ui/workflow';
import { reportApiError } from './reportApiError';

/** An action on a news item (发布, 申请下架 …): its word, the call based on a version, and what success says. */
export interface NewsItemAttempt<Item> {
  verb: string;
  run: (base: number | null) => Promise<Item>;
  done: string;
}

/** An attempt refused as stale, beside the item as it was shown when tried (what the conflict dialog compares). */
export type StaleNewsItemAttempt<Item> = NewsItemAttempt<Item> & { shown: Item };

export interface NewsItemActionEffects<Item> {
  /** The item as the action left it. */
  show: (item: Item) => void;
  /** The list behind the detail changed. */
  onChanged: () => void;
  /** After every answer, success or refusal: a question that asked first closes. */
  onAnswered?: () => void;
  /** After a refusal other than 1043, once it was said. */
  onRefused?: () => void;
}

export interface NewsItemAction<Item> {
  /** Runs `attempt` based on `base` (the version of the item as `shown`, or the one a stale refusal named). */
  run: (attempt: NewsItemAttempt<Item>, shown: Item, base: number | null) => Promise<void>;
  /** An attempt is on its way. */
  busy: boolean;
  /** The attempt refused as stale (1043) and the refusal, while its dialog is open (NewsItemConflictDialog). */
  conflict: { mine: StaleNewsItemAttempt<Item>; detail: StaleSaveConflict } | null;
  dismiss: () => void;
}

/**
 * The actions of a news item's detail, sent based on the version shown: on success the item as it is now, 已<done> and
 * the list told; a 1043 (someone acted on it since) opens the conflict — compare, reload or act anyway; any other
 * refusal is said.
 */
export function useNewsItemAction<Item>({ show, onChanged, onAnswered, onRefused }: NewsItemActionEffects<Item>): NewsItemAction<Item> {
  const [busy, setBusy] = useState(false);
  const { conflict, catchStale, dismiss } = useStaleSaveConflict<StaleNewsItemAttempt<Item>>();
  const run = async (attempt: NewsItemAttempt<Item>, shown: Item, base: number | null) => {
    setBusy(true);
    try {
      show(await attempt.run(base));
      dismiss();
      onAnswered?.();
      notify.success(attempt.done);
      onChanged();
    } catch (error) {
      onAnswered?.();
      if (catchStale(error, { ...attempt, shown })) return;
      reportApiError(error);
      onRefused?.();
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, conflict, dismiss };
}
