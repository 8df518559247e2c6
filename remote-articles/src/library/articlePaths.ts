/**
 * Where the library's screens live, relative to the route that links (every route of this remote sits one level
 * below the remote's mount, `/articles`, so `..` is the mount whatever the shell's base path is).
 * A section is the list a detail or re-edit page belongs to: the library, or the manager-website articles.
 */
export type ArticleSection = 'library' | 'add/managerWebsite';

export const articlePaths = {
  list: (section: ArticleSection) => `../${section}`,
  detail: (section: ArticleSection, linkId: string) => `../${section}/detail/${encodeURIComponent(linkId)}`,
  reedit: (section: ArticleSection, linkId: string) => `../${section}/reedit/${encodeURIComponent(linkId)}`,
  newArticle: '../add/newadd',
  recycle: '../recycle',
};

/** Router state a list passes to a detail page, so its 返回 goes back to the same filtered page. */
export interface BackState {
  back?: string;
}
