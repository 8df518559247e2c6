/** What the federation runtime in a page has loaded: read by the bench and the journeys alike. */
import type { Page } from 'playwright-core';

/** The names of the shared modules loaded in `page` (the federation runtime's one global, its share registry). */
export async function sharedModulesLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Registry = Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>>;
    const registry = (globalThis as { __FEDERATION__?: { __SHARE__?: Registry } }).__FEDERATION__?.__SHARE__ ?? {};
    const names = new Set<string>();
    for (const scopes of Object.values(registry))
      for (const shares of Object.values(scopes))
        for (const [name, versions] of Object.entries(shares)) if (Object.values(versions).some((share) => share.loaded)) names.add(name);
    return [...names].sort();
  });
}
