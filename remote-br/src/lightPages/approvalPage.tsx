/**
 * An approval screen on its light page: the screen the address names (`/approval/70000`, `/approval/otherstocknews`
 * …), as the remote's `./Public` shows it in the console, in the light page's tree. The pre-render and the page build
 * the same tree.
 */
import type { ReactNode } from 'react';
import { APPROVAL_SCREENS, OTHER_NEWS_SCREEN } from 'shared-ui/contract';
import { lightPageTree, startLightPage } from 'shared-ui/lightPage';
import { ApprovalPage } from '../approval/ApprovalPage';
import { OtherNewsApprovalPage } from '../approval/OtherNewsApprovalPage';
import { AREA_TITLES } from './areaTitles';

function screenAt(pathname: string): ReactNode {
  const name = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  if (name === OTHER_NEWS_SCREEN) return <OtherNewsApprovalPage />;
  const screen = APPROVAL_SCREENS.find((s) => String(s) === name);
  // The shell's server answers only the addresses in light-pages.json with this page: any other is the console's.
  return screen === undefined ? null : <ApprovalPage screen={screen} />;
}

/** The page's tree at `location` (the build's pre-render), or at the browser's address. */
export function approvalTree(location?: string): ReactNode {
  return lightPageTree(screenAt(location ?? window.location.pathname), { areaTitle: AREA_TITLES.approval, location });
}

export function start(container: HTMLElement): void {
  startLightPage(container, approvalTree());
}
