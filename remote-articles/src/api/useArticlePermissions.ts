import { useMemo } from 'react';
import { useSession } from 'shared-ui';
import { ARTICLE_API, callAccess, createCallMap, isCallAllowed, mayCall } from 'shared-ui/contract';

export interface ArticlePermissions {
  /** Open the recycle bin (its list is owned by /articles/recycle). */
  recycle: boolean;
  create: boolean;
  save: boolean;
  remove: boolean;
  recover: boolean;
  pageview: boolean;
  upload: boolean;
}

/** The article calls' owners are fixed rules (no module owns one), so the map needs no modules. */
const ARTICLE_CALLS = createCallMap([]);

/**
 * What the signed-in account may do in the library, by the rules the server applies: the role rule
 * (`isCallAllowed`) and the call's owner among the account's permitted paths (`mayCall`). A button whose call would
 * be refused is not shown: a reader only reads; an editor of the library alone sees neither 新增文章 (owned by
 * /articles/add) nor 回收站 (owned by /articles/recycle).
 */
export function useArticlePermissions(): ArticlePermissions {
  const { role, permission, isSuperAdmin } = useSession();
  // Worked out once per session, not on every render of the library's screens: each answer walks the call rules.
  return useMemo(() => {
    const may = (method: 'GET' | 'POST', path: string) =>
      isCallAllowed(role, method, path) && mayCall({ permission, isSuperAdmin }, callAccess(ARTICLE_CALLS, path, {}), ARTICLE_CALLS, method);
    return {
      recycle: may('GET', ARTICLE_API.recycleList),
      create: may('POST', ARTICLE_API.create),
      save: may('POST', ARTICLE_API.save),
      remove: may('POST', ARTICLE_API.delete),
      recover: may('POST', ARTICLE_API.recovery),
      pageview: may('POST', ARTICLE_API.pageview),
      upload: may('POST', ARTICLE_API.image),
    };
  }, [role, permission, isSuperAdmin]);
}
