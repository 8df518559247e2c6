import { useEffect } from 'react';
import { setProductTitle, useDocumentTitle } from 'shared-ui';
import { PRODUCT_NAME } from '../productName';

/**
 * A public page's tab title: `title` alone (a screen may name itself more precisely, as any screen does), without
 * 内容与运营管理后台 — the people who open these pages are customers and approvers, not the back office's staff. The
 * product's name comes back when the page goes (a sign-in from /sms/login enters the console).
 */
export function usePublicPageTitle(title: string): void {
  useEffect(() => {
    setProductTitle('');
    return () => setProductTitle(PRODUCT_NAME);
  }, []);
  useDocumentTitle(title, 0);
}
