/** The batch-activity page (`batch-activitypage.html`) on its light page, as the remote's `./Public` shows it in the console. */
import type { ReactNode } from 'react';
import { lightPageTree, startLightPage } from 'shared-ui/lightPage';
import BatchActivityPage from '../batchActivity/BatchActivityPage';
import { areaTitleOf } from './lightPages';

/** The page's tree at `location` (the build's pre-render), or at the browser's address. */
export function activityTree(location?: string): ReactNode {
  return lightPageTree(<BatchActivityPage />, { areaTitle: areaTitleOf('activity'), location });
}

export function start(container: HTMLElement): void {
  startLightPage(container, activityTree());
}
