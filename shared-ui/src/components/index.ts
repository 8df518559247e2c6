/**
 * `shared-ui/components`: what signed-in screens share (page parts, the query client, zh-CN texts). A separate
 * federation singleton from `shared-ui`, so the login page never downloads it.
 */
export { ScreenProviders, queryClient } from './ScreenProviders';
export { ModuleLinkPage } from './ModuleLinkPage';
export type { ModuleLink, ModuleLinkPageProps } from './ModuleLinkPage';
export { PageHeader } from './PageHeader';
export { NotFoundPage } from './NotFoundPage';
export { serverGridProps, GRID_LOCALE_TEXT } from './serverGridProps';
export { lazyScreen } from './lazyScreen';
export { ListLoadState, type LoadableList } from './ListLoadState';
