import { lazyScreen } from 'shared-ui/components';

/**
 * `/operation/wm/fund`: the fund library, its own chunk loaded on first visit behind a spinner, so the module screens
 * of this remote never download its dialogs and grid columns.
 */
export const fundLibraryScreen = lazyScreen(() => import('./FundLibraryPage').then((m) => m.FundLibraryPage), {});
