/** The SMS-code sign-in (`sms-login.html`) on its light page, as the remote's `./Public` shows it in the console. */
import type { ReactNode } from 'react';
import { lightPageTree, startLightPage } from 'shared-ui/lightPage';
import SmsLoginPage from '../smsLogin/SmsLoginPage';
import { areaTitleOf } from './lightPages';

/** The page's tree at `location` (the build's pre-render), or at the browser's address. */
export function smsLoginTree(location?: string): ReactNode {
  // The page's own default reads the address, which the build's pre-render has not.
  const search = location === undefined ? window.location.search : new URL(location, 'http://page').search;
  return lightPageTree(<SmsLoginPage search={search} />, { areaTitle: areaTitleOf('smsLogin'), location });
}

export function start(container: HTMLElement): void {
  startLightPage(container, smsLoginTree());
}
