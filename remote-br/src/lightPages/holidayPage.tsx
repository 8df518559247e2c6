/** The holiday notices on their light page, as the remote's `./Public` shows them in the console. */
import type { ReactNode } from 'react';
import { lightPageTree, startLightPage } from 'shared-ui/lightPage';
import { HolidayMessagesPage } from '../holiday/HolidayMessagesPage';
import { AREA_TITLES } from './areaTitles';

/** The page's tree at `location` (the build's pre-render), or at the browser's address. */
export function holidayTree(location?: string): ReactNode {
  return lightPageTree(<HolidayMessagesPage />, { areaTitle: AREA_TITLES.holiday, location });
}

export function start(container: HTMLElement): void {
  startLightPage(container, holidayTree());
}
