import { Navigate, Route, Routes } from 'shared-ui/router';
import type { RemoteAppProps } from 'shared-ui';
import { ModuleLinkPage, NotFoundPage, preloadRouteScreen } from 'shared-ui/components';
import { hasFaqPreview } from 'shared-ui/contract';
import { moduleScreenElement } from 'shared-ui/workflow';
import { faqPreviewRoutes } from './faqPreview/faqPreviewRoutes';
import { commonModules } from './modules';

/** The route paths this remote answers: the shared modules and the official website (ow). */
export const BASE_PATHS = ['/operation/common', '/operation/ow'];

// One module list serves both mounts (mock-server registers it whole); each mount shows its own area's modules. The
// link page of 公共模块 lists the common ones only: the website's screens have menu entries of their own.
const commonAreaModules = commonModules.filter((m) => m.area === 'common');
const owAreaModules = commonModules.filter((m) => m.area === 'ow');

/** The module screens of each mount, made once with their early data (moduleScreenElement): App renders them, the early start matches them. */
const commonRoutes = [
  ...commonAreaModules.map((m) => <Route key={m.key} path={m.route} element={moduleScreenElement(m)} />),
  // The help centre's preview pages below brFAQ, wmFAQ and saFAQ (their own chunk).
  ...commonAreaModules.filter(hasFaqPreview).flatMap(faqPreviewRoutes),
];
const owRoutes = owAreaModules.map((m) => <Route key={m.key} path={m.route} element={moduleScreenElement(m)} />);

/** Shared modules and the official website, mounted by the shell at `/operation/common` and `/operation/ow`. */
export default function App({ basePath }: RemoteAppProps) {
  if (basePath === '/operation/ow') {
    return (
      <Routes>
        <Route index element={<Navigate to="dynamics" replace />} />
        {owRoutes}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route index element={<Navigate to="modulesEdit" replace />} />
      <Route path="modulesEdit" element={<ModuleLinkPage areaTitle="公共模块" basePath={basePath} modules={commonAreaModules} />} />
      {commonRoutes}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/**
 * The shell's early start (RemoteAppModule): a module screen's draft while the guard checks the path. The shell passes
 * the path below the mount without saying which mount; the two areas' routes never collide (`modules/<name>` against
 * `dynamics`, `media`, `scrollNews`), so one match over both finds the screen the path will show.
 */
export function preloadScreen(subPath: string, search?: string): void {
  preloadRouteScreen([...commonRoutes, ...owRoutes], subPath, search);
}
