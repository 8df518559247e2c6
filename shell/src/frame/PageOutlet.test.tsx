import { act, render, screen } from '@testing-library/react';
import { Link, RouterProvider, createMemoryRouter, useSearchParams, type RouteObject } from 'shared-ui/router';
import { NavigationProgress, PageOutlet } from './PageOutlet';

/**
 * The frame's page while the guard's check runs: the screen on show is not rendered again, and the next one appears
 * once the check has answered. The layout route's loader stands for the guard (revalidated on every path, as the
 * guard is).
 */
function setUp() {
  const renders = { grid: 0, feed: 0 };
  let answerCheck: (() => void) | null = null;
  let checks = 0;
  const guard = () => {
    checks += 1;
    // The first check (the initial page) answers at once; the next one waits for the test.
    if (checks === 1) return null;
    return new Promise<null>((resolve) => {
      answerCheck = () => resolve(null);
    });
  };
  // What makes a screen costly to render again: a grid, pickers.
  function Grid() {
    renders.grid += 1;
    return <Link to="/articles/information">资讯</Link>;
  }
  // A screen that reads the route context, as one with search parameters, links or navigation does.
  function ListScreen() {
    useSearchParams();
    return <Grid />;
  }
  function FeedScreen() {
    renders.feed += 1;
    return <h1>资讯列表</h1>;
  }
  const routes: RouteObject[] = [
    {
      loader: guard,
      shouldRevalidate: () => true,
      hydrateFallbackElement: <p>检查中</p>,
      element: (
        <main>
          <NavigationProgress />
          <PageOutlet />
        </main>
      ),
      children: [
        { path: '/articles/library', element: <ListScreen /> },
        { path: '/articles/information', element: <FeedScreen /> },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: ['/articles/library'] });
  render(<RouterProvider router={router} />);
  return { router, renders, answer: () => answerCheck?.() };
}

const bar = () => screen.queryByRole('progressbar', { hidden: true });

describe('PageOutlet', () => {
  it('does not render the content of the screen on show again while the guard checks the next path, and shows the next one after', async () => {
    const { router, renders, answer } = setUp();
    await screen.findByRole('link', { name: '资讯' });
    const gridRenders = renders.grid;

    await act(async () => {
      void router.navigate('/articles/information');
      await Promise.resolve();
    });
    expect(router.state.navigation.state).toBe('loading');
    // The progress bar shows the check; the list stays as it was.
    expect(bar()).not.toBeNull();
    expect(renders.grid).toBe(gridRenders);
    expect(renders.feed).toBe(0);

    await act(async () => {
      answer();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(await screen.findByRole('heading', { name: '资讯列表' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '资讯' })).toBeNull();
    expect(renders.grid).toBe(gridRenders);
    expect(bar()).toBeNull();
  });

  it('mounts the progress bar only while a navigation loads: an idle page runs no animation', async () => {
    const { router, answer } = setUp();
    await screen.findByRole('link', { name: '资讯' });
    // Not mounted at all (a hidden indeterminate bar still animates and lays the page out ~60 times a second).
    expect(bar()).toBeNull();
    await act(async () => {
      void router.navigate('/articles/information');
      await Promise.resolve();
    });
    expect(bar()).not.toBeNull();
    // It floats over the page: an absolutely placed bar in a box of no height moves nothing below it.
    const holder = bar()!.parentElement!;
    expect(getComputedStyle(bar()!).position).toBe('absolute');
    expect(getComputedStyle(holder).height).toBe('0px');
    await act(async () => {
      answer();
      await new Promise((r) => setTimeout(r, 0));
    });
    await screen.findByRole('heading', { name: '资讯列表' });
    expect(bar()).toBeNull();
  });
});
