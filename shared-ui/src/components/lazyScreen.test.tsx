import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-ui/router';
import { lazyScreen, preloadRouteScreen } from './lazyScreen';

/** Routes as a remote writes them, each screen's code counted as it is asked for. */
function setUp() {
  const asked = { list: 0, detail: 0 };
  const screens = {
    list: lazyScreen(() => {
      asked.list += 1;
      return Promise.resolve(() => <h1>列表</h1>);
    }, {}),
    detail: lazyScreen(() => {
      asked.detail += 1;
      return Promise.resolve(({ section }: { section: string }) => <h1>{section} 详情</h1>);
    }, { section: '文章' }),
  };
  const routes = [
    <Route key="list" path="library" element={screens.list} />,
    <Route key="detail" path="library/detail/:linkId" element={screens.detail} />,
    <Route key="*" path="*" element={<p>无此页面</p>} />,
  ];
  return { asked, routes };
}

describe('preloadRouteScreen', () => {
  it("downloads the code of the path's screen only, and the screen then renders from that one download", async () => {
    const { asked, routes } = setUp();
    preloadRouteScreen(routes, '/library/detail/12');
    expect(asked).toEqual({ list: 0, detail: 1 });

    render(
      <MemoryRouter initialEntries={['/library/detail/12']}>
        <Routes>{routes}</Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: '文章 详情' })).toBeTruthy();
    expect(asked).toEqual({ list: 0, detail: 1 });
  });

  it("starts the first data of the path's screen, with its route's parameters and the address's query", () => {
    const asked: string[] = [];
    const detail = lazyScreen(
      () => Promise.resolve(() => null),
      {},
      undefined,
      ({ params, search }) => asked.push(`${params.linkId ?? ''} ${search.get('tab') ?? ''}`),
    );
    const routes = [<Route key="detail" path="library/detail/:linkId" element={detail} />];
    preloadRouteScreen(routes, '/library/detail/12', '?tab=usage');
    preloadRouteScreen(routes, '/library');
    expect(asked).toEqual(['12 usage']);
  });

  it('does nothing for a path without a lazy screen', () => {
    const { asked, routes } = setUp();
    preloadRouteScreen(routes, '/nowhere');
    preloadRouteScreen([], '/library');
    expect(asked).toEqual({ list: 0, detail: 0 });
  });

  it('forgets a failed download, so the screen asks again when it renders', async () => {
    let attempts = 0;
    const flaky = lazyScreen(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('chunk load failed')) : Promise.resolve(() => <h1>资讯</h1>);
    }, {});
    const routes = [<Route key="information" path="information" element={flaky} />];
    preloadRouteScreen(routes, '/information');
    await new Promise((r) => setTimeout(r, 0));
    render(
      <MemoryRouter initialEntries={['/information']}>
        <Routes>{routes}</Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: '资讯' })).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
