import { useSession } from 'shared-ui';
import { ARTICLE_API, isCallAllowed } from 'shared-ui/contract';

export interface ArticlePermissions {
  create: boolean;
  save: boolean;
  remove: boolean;
  recover: boolean;
  pageview: boolean;
  upload: boolean;
}

/**
 * What the signed-in role may do in the library, by the same rule the server applies (`isCallAllowed`): a button
 * whose call would be refused is not shown (a reader only reads).
 */
export function useArticlePermissions(): ArticlePermissions {
  const { role } = useSession();
  const may = (path: string) => isCallAllowed(role, 'POST', path);
  return {
    create: may(ARTICLE_API.create),
    save: may(ARTICLE_API.save),
    remove: may(ARTICLE_API.delete),
    recover: may(ARTICLE_API.recovery),
    pageview: may(ARTICLE_API.pageview),
    upload: may(ARTICLE_API.image),
  };
}
