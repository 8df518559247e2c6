/**
 * The libraries read through the spec's own list calls. The pickers' items call (`library/{key}/items`) is the console
 * service's now (shell/server/console/libraryItems/), which reads these same lists as the person asking; it is no
 * longer a call of mock-server. A test that needs seed keys or titles to work with reads them here.
 */
import { ARTICLE_API, FUND_API, type ArticleRow, type FundRow, type Paged } from 'shared-ui/contract';
import type { Browser } from './harness';

type Query = Record<string, string | number>;

/** The rows of one page of a paged list call, failing loudly when the call does not succeed. */
export async function pagedRows<T>(browser: Browser, path: string, query: Query = {}): Promise<T[]> {
  const params = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  const search = params.toString() === '' ? '' : `?${params.toString()}`;
  const res = await browser.call('GET', `${path}${search}`);
  if (res.body.code !== 0) throw new Error(`${path}${search}: ${JSON.stringify(res.body)}`);
  return (res.body.data as Paged<T>).list;
}

/**
 * Library articles (`article/list`), newest shown first — the order the old items call offered them in, so the tests
 * keep working with the same seed articles. `query` adds filters (`article_module`) or another `pageSize`.
 */
export const articleRows = (browser: Browser, query: Query = {}) =>
  pagedRows<ArticleRow>(browser, ARTICLE_API.list, { pageSize: 20, orderBy: 'show_time', order: 'desc', ...query });

/** Library funds (`operation/wm/funds`), newest first; `query` adds `risk`, `search` or another `pageSize`. */
export const fundRows = (browser: Browser, query: Query = {}) => pagedRows<FundRow>(browser, FUND_API.list, { pageSize: 50, ...query });
