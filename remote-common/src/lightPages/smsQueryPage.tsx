/** The SMS code look-up (`sms-query.html`) on its light page, as the remote's `./Public` shows it in the console. */
import type { ReactNode } from 'react';
import { lightPageTree, startLightPage } from 'shared-ui/lightPage';
import SmsQueryPage from '../smsQuery/SmsQueryPage';
import { areaTitleOf } from './lightPages';

/** The page's tree at `location` (the build's pre-render), or at the browser's address. */
export function smsQueryTree(location?: string): ReactNode {
  return lightPageTree(<SmsQueryPage />, { areaTitle: areaTitleOf('smsQuery'), location });
}

export function start(container: HTMLElement): void {
  startLightPage(container, smsQueryTree());
}
