/**
 * One click handler for a view of many plain links (the month's and the timeline's marks: a month holds a few hundred,
 * and the router's Link costs each its hooks on every navigation): a plain click on one opens it in the console, as
 * the router's Link does; a click with a modifier key or another button is the browser's (a new tab, a new window).
 */
import type { MouseEvent } from 'react';

/** `marks`: the selector of the view's links (`a.schedule-month-mark`). */
export function openInConsole(event: MouseEvent<HTMLElement>, marks: string, navigate: (to: string) => void): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const mark = (event.target as Element).closest<HTMLAnchorElement>(marks);
  const to = mark?.getAttribute('href');
  if (!to) return;
  event.preventDefault();
  navigate(to);
}
