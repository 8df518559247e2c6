import { render } from '@testing-library/react';
import { setProductTitle, useDocumentTitle } from 'shared-ui';
import { PRODUCT_NAME } from '../productName';
import { PUBLIC_REMOTE_ROUTES } from '../remotes/remoteRoutes';
import { usePublicPageTitle } from './usePublicPageTitle';

function PublicPage({ title, screenTitle }: { title: string; screenTitle?: string }) {
  usePublicPageTitle(title);
  return <Screen title={screenTitle} />;
}

function Screen({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}

describe('public pages are titled for customers and approvers', () => {
  beforeEach(() => setProductTitle(PRODUCT_NAME));

  it.each(PUBLIC_REMOTE_ROUTES.map((route) => [route.basePath, route.areaTitle]))('%s: the tab says %s, without the back office\'s name', (_path, title) => {
    const { unmount } = render(<PublicPage title={title} />);
    expect(document.title).toBe(title);
    expect(document.title).not.toContain(PRODUCT_NAME);
    unmount();
    expect(document.title).toBe(PRODUCT_NAME);
  });

  it('a screen naming itself wins over the route\'s title (an approval desk)', () => {
    render(<PublicPage title="资讯审批" screenTitle="CEO 发布审批" />);
    expect(document.title).toBe('CEO 发布审批');
  });

  it('the titles speak to customers: none is a staff word', () => {
    expect(PUBLIC_REMOTE_ROUTES.map((route) => route.areaTitle)).toEqual(['资讯审批', '节假日交易安排', '活动中心', '短信验证码登录', '短信验证码查询']);
  });
});
