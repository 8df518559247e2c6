import { useCallback } from 'react';
import { useDetailParam } from 'shared-ui/library';

/**
 * Which item's detail is open on a stock-news list, kept in the address (`?detail=4`, the library screens' one
 * parameter): /home's approvals link to an item, and a reload or the back button keeps it. `null` = none.
 */
export function useOpenItem(): [number | null, (id: number | null) => void] {
  const [raw, setRaw] = useDetailParam();
  const id = raw !== null && /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
  const set = useCallback((next: number | null) => setRaw(next === null ? null : String(next)), [setRaw]);
  return [id, set];
}
