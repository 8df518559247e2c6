import { useCallback } from 'react';
import { ITEM_DETAIL_PARAM } from 'shared-ui/contract';
import { useSearchParams } from 'shared-ui/router';

/**
 * Which item's detail a library screen shows, kept in the address (`?detail=12`): the console's search links to it,
 * and a reload or the back button keeps it. `null` = none; setting `null` closes it (other parameters are kept).
 *
 * @example const [detailId, setDetailId] = useDetailParam(); // '12' | null
 */
export function useDetailParam(): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const id = params.get(ITEM_DETAIL_PARAM);
  const set = useCallback(
    (next: string | null) =>
      setParams((prev) => {
        const updated = new URLSearchParams(prev);
        if (next === null) updated.delete(ITEM_DETAIL_PARAM);
        else updated.set(ITEM_DETAIL_PARAM, next);
        return updated;
      }),
    [setParams],
  );
  return [id === '' ? null : id, set];
}
