import type { ComponentType, ReactElement } from 'react';
import { lazyScreen as sharedLazyScreen, type ScreenDataPreload } from 'shared-ui/components';
import { CmsPickersProvider } from 'shared-ui/pickers';

/**
 * shared-ui's lazyScreen for this remote: the lists and the detail pages never download the rich-text editor (tiptap
 * is most of this remote's weight). `pickers`: the screen has date pickers and gets their locale here; `data`: the
 * screen's first data, asked for with its code while the guard checks the path.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>, props: P, pickers = false, data?: ScreenDataPreload): ReactElement {
  return sharedLazyScreen(load, props, pickers ? (screen) => <CmsPickersProvider>{screen}</CmsPickersProvider> : undefined, data);
}
