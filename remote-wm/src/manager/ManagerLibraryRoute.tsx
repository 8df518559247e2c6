import { lazyScreen } from 'shared-ui/components';

/**
 * `/operation/wm/modules/candidate/managers`: the fund-manager library, its own chunk loaded on first visit behind a
 * spinner, so the candidate module screen never downloads its dialogs and grid columns.
 */
export const managerLibraryScreen = lazyScreen(() => import('./ManagerLibraryPage').then((m) => m.ManagerLibraryPage), {});
