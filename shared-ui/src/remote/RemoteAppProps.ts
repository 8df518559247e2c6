import type { ComponentType } from 'react';

/** What the shell passes to a remote's `./App`: the route path it is mounted at (e.g. `/operation/wm`). */
export interface RemoteAppProps {
  basePath: string;
}

/** A remote's `./App` module, as the shell loads it. */
export interface RemoteAppModule {
  default?: ComponentType<RemoteAppProps>;
  /**
   * Starts downloading the code of the screen a path inside the remote would show (relative to its mount:
   * `/information` for `/articles/information`), and the screen's first data where it declares it (`search` is the
   * address's query, `?type=3`), without rendering it. The shell calls it while the guard's module check is out. A
   * remote with nothing to start ahead (no lazy screen, no declared first data) leaves it out.
   */
  preloadScreen?: (subPath: string, search?: string) => void;
}
