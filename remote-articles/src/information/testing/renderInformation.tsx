/** Test helpers of the information screens (never bundled: only tests import this folder). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { SessionContext, ok, type Role, type SessionContextValue } from 'shared-ui';
import type { InformationDetail, InformationRow } from 'shared-ui/contract';
import { Outlet, Route, RouterProvider, Routes, createMemoryRouter, useLocation } from 'shared-ui/router';
import type { FakeBackend } from 'shared-ui/testing';
import { noAuditRecords } from '../../testing/renderArticles';
import { informationRoutes } from '../routes';

// The screens are lazy chunks and the grid's and pickers' first render is slow under jsdom (more so when every
// suite runs at once): the files using these helpers wait up to 5 s for what a screen shows.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders the information routes as the shell mounts the remote: a data router (the leave guard needs one) at
 * `/articles/*`, a signed-in session of the role, a fresh query client (or the one given: the shell's, to see what
 * the guard's early start put in it). Other paths show '其他页面'.
 */
export function renderInformation(
  url: string,
  {
    role = 'publisher' as Role,
    permission = ['0'],
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } }),
  } = {},
) {
  const session: SessionContextValue = {
    session: { uid: 'u-1', account: 'alice', role, permission, isSuperAdmin: false },
    logout: async () => undefined,
  };
  const Frame = () => (
    <SessionContext.Provider value={session}>
      <QueryClientProvider client={queryClient}>
        <Outlet />
        <LocationProbe />
      </QueryClientProvider>
    </SessionContext.Provider>
  );
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          {
            path: '/articles/*',
            element: (
              <Routes>
                {informationRoutes()}
                <Route path="*" element={<p>其他页面</p>} />
              </Routes>
            ),
          },
          { path: '*', element: <p>其他页面</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  return { ...render(<RouterProvider router={router} />), router, queryClient };
}

export function informationRow(linkId: string, over: Partial<InformationRow> = {}): InformationRow {
  return {
    linkId,
    type: 2,
    featured: 0,
    source: 'cms',
    source_name: '本站编辑',
    title: `资讯 ${linkId}`,
    author: '王编辑',
    abstract: '',
    show_time: '2026-11-20 09:30:00',
    pageview: 120,
    stock_code: '',
    stock_name: '',
    event_date: '',
    update_time: '2026-11-20 09:30:00',
    update_operator: 'alice',
    ...over,
  };
}

/** The information detail's 使用情况 call (issue 33: where-used on every library item). */
/** The console service's where-used call (its entry index), as the fake backend names it. */
export const INFORMATION_USAGE = 'GET /console/v1/library/information/usage';

/** Answers the detail's 使用情况 as an item nothing uses: every test that opens a detail, unless it says otherwise. */
export function nothingUsesInformation(backend: FakeBackend): void {
  backend.on(INFORMATION_USAGE, (request) => ({ body: ok({ id: (request.params as { id: string }).id, uses: [] }) }));
  noAuditRecords(backend);
}

export function informationDetail(linkId: string, over: Partial<InformationDetail> = {}): InformationDetail {
  return {
    ...informationRow(linkId),
    content: '<p>正文内容</p>',
    market: '',
    event_type: '',
    related_stocks: '',
    records: [{ id: 1, type: 'create', operator: 'alice', time: '2026-11-20 09:30:00' }],
    ...over,
  };
}

export const pageOf = <T,>(list: T[], total = list.length) => ({ list, total, currPage: 1, pageSize: 10 });

/**
 * Loads every lazy screen of the routes once, before a file's tests: the first load of the grid and the pickers
 * takes longer under jsdom than a test waits for a screen to appear.
 *
 * @example beforeAll(loadInformationScreens, 30_000);
 */
export async function loadInformationScreens(): Promise<void> {
  await Promise.all([
    import('../../add/AddContentLinkPage'),
    import('../../add/HeadlinesPage'),
    import('../../add/StockCalendarPage'),
    import('../../add/MarketAnalysisPage'),
    import('../InformationPage'),
    import('../InformationDetailPage'),
    import('../InformationReeditPage'),
  ]);
}
