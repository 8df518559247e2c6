/**
 * remote-br's public pages as light pages of their own (issue 32): which address each HTML file answers, the entry
 * whose scripts it loads and its tab's title. Data only (no React): the webpack config and the pre-render read it.
 * The console's public route for these addresses (the shell's PUBLIC_REMOTE_ROUTES) stays the fallback where this
 * remote's build is not beside the shell.
 */
import { APPROVAL_SCREENS, APPROVAL_SCREEN_TITLES, OTHER_NEWS_SCREEN } from 'shared-ui/contract';
import type { LightPageFile } from 'shared-ui/federation';
import { OTHER_NEWS_DESK_TITLE } from '../approval/otherNewsDeskTitle';
import { AREA_TITLES } from './areaTitles';

export const LIGHT_PAGE_ENTRIES = {
  approval: './src/lightPages/approvalEntry.ts',
  holiday: './src/lightPages/holidayEntry.ts',
} as const;

/** One HTML file per approval screen: each pre-renders its own heading. */
export const LIGHT_PAGES: readonly LightPageFile[] = [
  ...APPROVAL_SCREENS.map((screen) => ({ path: `/approval/${String(screen)}`, entry: 'approval', html: `approval-${String(screen)}.html`, title: APPROVAL_SCREEN_TITLES[screen] })),
  { path: `/approval/${OTHER_NEWS_SCREEN}`, entry: 'approval', html: `approval-${OTHER_NEWS_SCREEN}.html`, title: OTHER_NEWS_DESK_TITLE },
  { path: '/holiday/messagelist', entry: 'holiday', html: 'holiday-messagelist.html', title: AREA_TITLES.holiday },
];
