import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared-ui/router';
import { PageBreadcrumbs, breadcrumbTrail } from './PageBreadcrumbs';

const titles = (path: string, via?: Parameters<typeof breadcrumbTrail>[1]) => breadcrumbTrail(path, via).map((step) => step.title);

describe('PageBreadcrumbs: the library and stock-news screens show the way back, as module screens do', () => {
  it('walks the menu: the area (not 运营管理 above it), 模块编辑 for a screen under modules/, then any screen it was reached from', () => {
    expect(titles('/articles/library')).toEqual(['内容管理']);
    expect(titles('/articles/information')).toEqual(['内容管理']);
    expect(titles('/operation/wm/fund')).toEqual(['理财 App']);
    expect(titles('/operation/br/modules/stockNews')).toEqual(['证券 App', '模块编辑']);
    expect(titles('/operation/br/modules/otherStockNews')).toEqual(['证券 App', '模块编辑']);
    expect(titles('/operation/wm/modules/candidate/managers', [{ path: '/operation/wm/modules/candidate', title: '基金经理推荐' }])).toEqual([
      '理财 App',
      '模块编辑',
      '基金经理推荐',
    ]);
  });

  it('links each step and ends with the screen', () => {
    render(
      <MemoryRouter>
        <PageBreadcrumbs path="/operation/br/modules/stockNews" title="个股资讯" />
      </MemoryRouter>,
    );
    const nav = within(screen.getByRole('navigation', { name: '当前位置' }));
    expect(nav.getByRole('link', { name: '证券 App' }).getAttribute('href')).toBe('/operation/br');
    expect(nav.getByRole('link', { name: '模块编辑' }).getAttribute('href')).toBe('/operation/br/modulesEdit');
    expect(nav.getByText('个股资讯')).toBeTruthy();
  });
});
