import type { ReactElement } from 'react';

/** The library's routes (library, detail, re-edit, recycle bin, newadd, managerWebsite), as `<Route>` elements. */
export function libraryRoutes(): ReactElement[] {
  return [];
}
