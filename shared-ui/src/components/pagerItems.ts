/**
 * The pager's buttons (spec §2: first and last page, a window of pages, jump-back and jump-forward titled 向前 N 页 /
 * 向后 N 页), as data so the rule is tested without a grid. Pages are 0-based here, as the grid counts them.
 */
export type PagerItem =
  | { kind: 'page'; page: number; current: boolean }
  /** `…` before the window: jumps `by` pages back (never before the first). */
  | { kind: 'jumpBack'; page: number; by: number }
  /** `…` after the window: jumps `by` pages forward (never past the last). */
  | { kind: 'jumpForward'; page: number; by: number };

/** Pages shown either side of the current one. */
export const PAGER_SIBLINGS = 2;
/** How far a jump button moves. */
export const PAGER_JUMP = 5;

/**
 * First page, the window around `page`, last page, with a jump button wherever pages are hidden between them.
 * Fewer than 2·siblings + 5 pages: all of them, no jumps.
 *
 * @example pagerItems(9, 31) → 1 … 8 9 [10] 11 12 … 31
 */
export function pagerItems(page: number, pageCount: number, siblings = PAGER_SIBLINGS, jump = PAGER_JUMP): PagerItem[] {
  const last = Math.max(pageCount - 1, 0);
  const current = Math.min(Math.max(page, 0), last);
  const at = (p: number): PagerItem => ({ kind: 'page', page: p, current: p === current });
  if (pageCount <= 2 * siblings + 5) return Array.from({ length: Math.max(pageCount, 1) }, (_, p) => at(p));
  // Keep the window its full width near either end.
  const start = Math.max(1, Math.min(current - siblings, last - 1 - 2 * siblings));
  const end = Math.min(last - 1, Math.max(current + siblings, 1 + 2 * siblings));
  const items: PagerItem[] = [at(0)];
  if (start > 1) items.push({ kind: 'jumpBack', page: Math.max(current - jump, 0), by: jump });
  for (let p = start; p <= end; p += 1) items.push(at(p));
  if (end < last - 1) items.push({ kind: 'jumpForward', page: Math.min(current + jump, last), by: jump });
  items.push(at(last));
  return items;
}
