import { pagerItems, type PagerItem } from './pagerItems';

/** 1-based text as a person reads the pager: [n] is the current page, «5 / »5 the jumps. */
const text = (items: PagerItem[]) =>
  items.map((i) => (i.kind === 'page' ? (i.current ? `[${String(i.page + 1)}]` : String(i.page + 1)) : i.kind === 'jumpBack' ? `«${String(i.page + 1)}` : `»${String(i.page + 1)}`)).join(' ');

describe('pagerItems', () => {
  it('shows every page when there are few, and one page for an empty list', () => {
    expect(text(pagerItems(0, 1))).toBe('[1]');
    expect(text(pagerItems(0, 0))).toBe('[1]');
    expect(text(pagerItems(3, 9))).toBe('1 2 3 [4] 5 6 7 8 9');
  });

  it('keeps first and last with a window of five around the current page, and jumps of five pages', () => {
    expect(text(pagerItems(9, 31))).toBe('1 «5 8 9 [10] 11 12 »15 31');
    expect(text(pagerItems(15, 31))).toBe('1 «11 14 15 [16] 17 18 »21 31');
  });

  it('keeps the window full width at either end, with a jump only where pages are hidden', () => {
    expect(text(pagerItems(0, 31))).toBe('[1] 2 3 4 5 6 »6 31');
    expect(text(pagerItems(2, 31))).toBe('1 2 [3] 4 5 6 »8 31');
    expect(text(pagerItems(30, 31))).toBe('1 «26 26 27 28 29 30 [31]');
    expect(text(pagerItems(28, 31))).toBe('1 «24 26 27 28 [29] 30 31');
  });

  it('never jumps before the first page or past the last', () => {
    const near = pagerItems(4, 31);
    expect(near.find((i) => i.kind === 'jumpBack')?.page).toBe(0);
    const end = pagerItems(26, 31);
    expect(end.find((i) => i.kind === 'jumpForward')?.page).toBe(30);
  });
});
