/**
 * `shared-ui/library`: the kit every operation-library screen is built from (基金管理, 基金经理库; issue 34): the page
 * (header, search, 删除所选, the server-paged grid), the common columns, the react-query hooks made from a library's
 * calls, the add/edit dialog with the engine's one stale-save handling (1043), the delete with its in-use refusal, the
 * detail drawer with where-used, and the `?detail=` address. Its own federation singleton: only a library screen loads it.
 */
export { DeleteLibraryItemsDialog, type DeleteLibraryItemsDialogProps, type LibraryDelete } from './DeleteLibraryItemsDialog';
export { schemaErrors, serverFieldErrors, type FieldErrors, type SchemaRule } from './formErrors';
export { libraryColumns, type LibraryRowActions, type LibraryStamped } from './libraryColumns';
export { LibraryDetailDrawer, type LibraryDetailBase, type LibraryDetailDrawerProps } from './LibraryDetailDrawer';
export { LibraryFormDialog, type LibraryFormDialogProps } from './LibraryFormDialog';
export { LibraryPage, type LibraryFilters, type LibraryListRow, type LibraryPageProps, type LibraryScreenTexts } from './LibraryPage';
export { libraryQueries, useDebouncedText, useLibraryPermissions, withoutBlanks, type LibraryCalls, type LibraryQueries } from './libraryQueries';
export { LibrarySearchBar, type LibrarySearchBarProps } from './LibrarySearchBar';
export { useDetailParam } from './useDetailParam';
export { useLibraryForm, type LibraryFormOptions } from './useLibraryForm';
