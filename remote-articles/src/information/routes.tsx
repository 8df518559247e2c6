import type { ReactElement } from 'react';

/** The information feed's routes and the add-content link page and its information pages, as `<Route>` elements. */
export function informationRoutes(): ReactElement[] {
  return [];
}
