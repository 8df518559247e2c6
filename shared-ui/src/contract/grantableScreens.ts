/**
 * Custom screens that permission management grants one by one (issue 35: the stock-news approval flow given on its
 * own). Modules come into the permission tree from each remote's module list; these screens are no `defineModule`
 * modules, so without this list they came only with their whole area. Their paths are the spec's routes (modules.md
 * §2: `/operation/br/modules/stockNews`, `…/otherStockNews`; the fund-manager library below the candidate module,
 * modules.md "candidate (fund managers)"). The tree, the menu preview, the guard and the server's gate all read them
 * through the paths, by the one expansion rule.
 */
import { MANAGER_LIBRARY_PATH } from './managers';
import { OTHER_NEWS_PATH } from './otherStockNewsCalls';
import { STOCK_NEWS_PATH } from './stockNewsCalls';

export interface GrantableScreen {
  path: string;
  title: string;
}

export const GRANTABLE_SCREENS: readonly GrantableScreen[] = [
  { path: STOCK_NEWS_PATH, title: '个股资讯' },
  { path: OTHER_NEWS_PATH, title: '其他个股资讯' },
  { path: MANAGER_LIBRARY_PATH, title: '基金经理库' },
];
