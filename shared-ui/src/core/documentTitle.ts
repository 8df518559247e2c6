import { useEffect } from 'react';

/**
 * The browser tab's title names the screen: 「新股认购 - 内容与运营管理后台」. The frame names the menu entry a page
 * belongs to; a screen that knows better (a module screen under 模块管理) names itself with a higher priority. React
 * runs a child's effects before its parent's, so the titles are registered and the highest priority wins, not the last
 * effect to run.
 */
const registered = new Map<number, { title: string; priority: number }>();
let nextId = 1;
let productName = '';

function apply(): void {
  let best: { title: string; priority: number } | undefined;
  // Among equal priorities the latest registration wins (a screen replacing another).
  for (const entry of registered.values()) if (!best || entry.priority >= best.priority) best = entry;
  document.title = best && productName ? `${best.title} - ${productName}` : (best?.title ?? productName);
}

/** The product's name, shown alone on screens without a title of their own (the login page). */
export function setProductTitle(name: string): void {
  productName = name;
  apply();
}

/** Names the tab after this screen while it is shown. `priority`: 0 for the frame's menu entry, 1 (default) for a screen. */
export function useDocumentTitle(title: string | undefined, priority = 1): void {
  useEffect(() => {
    if (!title) return undefined;
    const id = nextId++;
    registered.set(id, { title, priority });
    apply();
    return () => {
      registered.delete(id);
      apply();
    };
  }, [title, priority]);
}
