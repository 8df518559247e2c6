import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { SessionContext, ok, type Role, type SessionContextValue } from 'shared-ui';
import type { FakeBackend } from 'shared-ui/testing';
import { Route, RouterProvider, Routes, createMemoryRouter, useLocation } from 'shared-ui/router';
import { libraryRoutes } from '../library/routes';

/** Shows the router's current URL, so a test can read where a screen navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders the library's real routes the way the shell mounts this remote: a data router (the form's unsaved-changes
 * blocker needs one) with the remote under `/articles/*`, a signed-in session of the role, a fresh query client (or
 * the one given: the shell's, to see what the guard's early start put in it).
 */
export function renderArticles(
  url: string,
  {
    role = 'publisher',
    permission = ['0'],
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } }),
  }: { role?: Role; permission?: string[]; queryClient?: QueryClient } = {},
) {
  const session: SessionContextValue = {
    session: { uid: 'u-1', account: 'alice', role, permission, isSuperAdmin: false },
    logout: async () => undefined,
  };
  const router = createMemoryRouter(
    [
      {
        path: '/articles/*',
        element: (
          <>
            <Routes>
              {libraryRoutes()}
              <Route path="*" element={<p>其他页面</p>} />
            </Routes>
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <SessionContext.Provider value={session}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionContext.Provider>,
  );
  return { ...result, router, queryClient };
}

/** On an open article detail: 修改 the page views, type `value`, 保存 — the steps a person takes. */
export async function editPageViews(user: UserEvent, value: string): Promise<void> {
  await screen.findByRole('heading', { name: '债券配置' }, { timeout: 5000 });
  await user.click(screen.getByRole('button', { name: '修改' }));
  const input = screen.getByLabelText('浏览量');
  await user.clear(input);
  await user.type(input, value);
  await user.click(screen.getByRole('button', { name: '保存' }));
}

/** What tiptap (ProseMirror) asks of the layout engine that jsdom lacks; called by the test files that mount the editor. */
export function installEditorLayoutPolyfills(): void {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = rects;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  document.elementFromPoint = () => null;
}

/** An article row as `GET article/list` answers it. */
export function articleRow(linkId: string, title: string, extra: Record<string, unknown> = {}) {
  return {
    linkId,
    title,
    author: '研究部',
    image_author: '',
    abstract: '摘要',
    tags: '宏观;降息',
    url: '',
    thumbnail: '',
    article_module: 'macro',
    show_time: '2026-01-02 09:00:00',
    position: 0,
    manager_id: '',
    pageview: 12,
    create_time: '2026-01-01 09:00:00',
    create_operator: 'alice',
    update_time: '2026-01-01 10:00:00',
    update_operator: 'alice',
    ...extra,
  };
}

export const pageOf = <T,>(list: T[], currPage = 1, pageSize = 10) => ({ list, total: list.length, currPage, pageSize });

/** A detail page's 修改记录 (audit/entry) with nothing in it, for tests about the rest of the page. */
export function noAuditRecords(backend: FakeBackend): void {
  backend.on('GET /console/v1/audit/entry', (request) => ({ body: ok({ list: [], total: 0, currPage: 1, pageSize: (request.params as { pageSize?: number }).pageSize ?? 10 }) }));
}
