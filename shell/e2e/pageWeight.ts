/**
 * What a page load costs in scripts: every script request (counted, whatever it returns) and the bytes of each body
 * compressed by gzip -9 (the bench's measure), and every address the page asked for. Counts and bytes, not timings.
 */
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';

export interface PageWeight {
  scriptRequests: number;
  scriptGzipBytes: number;
  /** Every address the page asked for, in order. */
  requested: string[];
}

/**
 * Loads `url` in `page` and waits for `ready` and then for the network to settle. Start from a fresh context: a
 * script the browser has cached is not asked for again.
 */
export async function loadAndWeigh(page: Page, url: string, ready: () => Promise<unknown>): Promise<PageWeight> {
  const requested: string[] = [];
  const scriptBodies: Promise<number>[] = [];
  let scriptRequests = 0;
  const onRequest = (request: { url: () => string; resourceType: () => string }) => {
    requested.push(request.url());
    if (request.resourceType() === 'script') scriptRequests += 1;
  };
  page.on('request', onRequest);
  const onResponse = (res: Awaited<ReturnType<Page['waitForResponse']>>) => {
    if (res.request().resourceType() !== 'script') return;
    scriptBodies.push(
      res.body().then(
        (body) => zlib.gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  };
  page.on('response', onResponse);
  await page.goto(url);
  await ready();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  page.off('response', onResponse);
  const sizes = await Promise.all(scriptBodies);
  return { scriptRequests, scriptGzipBytes: sizes.reduce((sum, size) => sum + size, 0), requested };
}

/** The federation's files: a light page asks for none of them. */
export const FEDERATION_FILES = /\/remotes\.json$|mf-manifest\.json$|remoteEntry\.js$/;
