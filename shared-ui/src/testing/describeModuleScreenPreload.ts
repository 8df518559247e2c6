/**
 * The check every area with module screens runs on its `preloadScreen` (the shell's early start), as one jest block:
 * a module screen's address asks for its draft with the area's scope, and an address without one asks nothing.
 *
 * @example describeModuleScreenPreload('br', preloadScreen, { path: '/push', draft: 'GET operation/common/pushs/content', scope: { product: 'br' } });
 */
import { waitFor } from '@testing-library/react';
import { ok } from 'shared-ui';
import { queryClient } from 'shared-ui/components';
import { fakeBackendPerTest } from './fakeBackendPerTest';

export interface ModuleScreenPreloadCase {
  /** A module screen's path below the area's base. */
  path: string;
  /** Its draft call, as the fake backend names it. */
  draft: string;
  /** The area's scope the draft call carries. */
  scope: Record<string, string>;
}

export function describeModuleScreenPreload(area: string, preloadScreen: (subPath: string, search?: string) => void, screen: ModuleScreenPreloadCase): void {
  describe(`${area} · the guard's early start`, () => {
    const backend = fakeBackendPerTest();
    afterEach(() => queryClient.clear());

    it("asks for a module screen's draft (with its scope) while the guard checks the path", async () => {
      backend.current.on(screen.draft, { body: ok(null) });
      preloadScreen(screen.path, '');
      await waitFor(() => expect(backend.current.callsTo(screen.draft)).toHaveLength(1));
      expect(backend.current.callsTo(screen.draft)[0]?.params).toEqual(screen.scope);
    });

    it('asks nothing for a path without a module screen', async () => {
      preloadScreen('/modulesEdit', '');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(backend.current.calls).toHaveLength(0);
    });
  });
}
