/** Where the information screens live (absolute, under the remote's mount `/articles`), built in one place. */
const BASE = '/articles';

export const informationPaths = {
  /** The feed, on a category (omitted: the default, 精选). */
  feed: (type?: number) => (type === undefined ? `${BASE}/information` : `${BASE}/information?type=${String(type)}`),
  detail: (type: number, linkId: string) => `${BASE}/information/detail/${String(type)}/${encodeURIComponent(linkId)}`,
  reedit: (type: number, linkId: string, source: string) =>
    `${BASE}/information/reedit/${String(type)}/${encodeURIComponent(linkId)}/${encodeURIComponent(source)}`,
  addLinks: `${BASE}/addArticles`,
  add: (page: 'newadd' | 'headlines' | 'stockCalendar' | 'marketAnalysis' | 'managerWebsite') => `${BASE}/add/${page}`,
};
