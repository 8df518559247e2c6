import type { ComponentType, ReactElement } from 'react';
import { lazyScreen as sharedLazyScreen, type ScreenDataPreload } from 'shared-ui/components';

/**
 * shared-ui's lazyScreen for this remote: the lists and the detail pages never download the rich-text editor (tiptap
 * is most of this remote's weight). `data`: the screen's first data, asked for with its code while the guard checks
 * the path.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>, props: P, data?: ScreenDataPreload): ReactElement {
  return sharedLazyScreen(load, props, undefined, data);
}
