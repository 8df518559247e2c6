import { useCallback } from 'react';
import { ITEM_DETAIL_PARAM } from 'shared-ui/contract';
import { useSearchParams } from 'shared-ui/router';

/**
 * Which item's detail is open on a stock-news list, kept in the address (`?detail=4`): /home's approvals link to an
 * item, and a reload or the back button keeps it. `null` = none; setting `null` closes it (other parameters kept).
 */
export function useOpenItem(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(ITEM_DETAIL_PARAM);
  const id = raw !== null && /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
  const set = useCallback(
    (next: number | null) =>
      setParams((prev) => {
        const updated = new URLSearchParams(prev);
        if (next === null) updated.delete(ITEM_DETAIL_PARAM);
        else updated.set(ITEM_DETAIL_PARAM, String(next));
        return updated;
      }),
    [setParams],
  );
  return [id, set];
}
