/**
 * What each of the shell's pages — the console (`bootstrap.tsx`) and the light login page (`loginEntry.tsx`) — does
 * before its first render: the API client's prefix, no file dropped onto the page navigating away, the product's
 * name in the tab, and the session restored from cookies and storage (the console's first loaders and the login
 * page's first render wait for it to settle).
 */
import { configureApi, configureAppLinks, configureThumbnails, setProductTitle } from 'shared-ui';
import { config } from './config';
import { preventFileDrop } from './preventFileDrop';
import { PRODUCT_NAME } from './productName';
import { restoreSession } from './session/restoreSession';
import { sessionStore } from './session/sessionStore';

export function startPage(): void {
  configureApi({ prefix: config.apiPrefix });
  configureAppLinks({ environment: config.environment, linkBase: config.appLinkBase });
  configureThumbnails({ style: config.thumbnailStyle });
  preventFileDrop(window);
  setProductTitle(PRODUCT_NAME);
  void restoreSession(sessionStore);
}
