/**
 * `shared-ui/screen`: what every signed-in screen stands in — MUI's zh-CN texts, the page header, the not-found page
 * — and nothing heavier. The console's frame and /home need only these; a shared entry loads everything it imports (a
 * federation singleton is never tree-shaken), so they are not in `shared-ui/components`, whose grids bring MUI X's
 * DataGrid (~100 KB gzip), react-query and the contract's zod (issue 32). `shared-ui/components` re-exports them, so
 * remotes may import them from either.
 */
export { ScreenTheme } from './ScreenTheme';
export { PageHeader } from './PageHeader';
export { NotFoundPage } from './NotFoundPage';
export { PublicNotFoundPage } from './PublicNotFoundPage';
