import { useEffect, type RefObject } from 'react';

/**
 * Swagger UI draws its operations in a `<main id="operations">`, inside the console's own `<main>`: a page with two
 * main landmarks (axe: landmark-no-duplicate-main), and a screen reader's "skip to main" lands in either. Each `<main>`
 * that appears inside `container` (Swagger UI renders after the document loads, and again for each group) becomes a
 * region named `name`, which is what it is on this page.
 */
export function useOneMainLandmark(container: RefObject<HTMLElement | null>, name: string): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const demote = () => {
      for (const main of root.querySelectorAll('main:not([role])')) {
        main.setAttribute('role', 'region');
        main.setAttribute('aria-label', name);
      }
    };
    demote();
    const observer = new MutationObserver(demote);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, name]);
}
