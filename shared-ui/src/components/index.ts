/**
 * `shared-ui/components`: what signed-in screens share (page parts, the query client, zh-CN texts). A separate
 * federation singleton from `shared-ui`, so the login page never downloads it.
 */
// The light part every screen stands in is an entry of its own (the console's first screen loads only that one).
export { PageHeader, NotFoundPage, PublicNotFoundPage, ScreenTheme } from 'shared-ui/screen';
// The query client and the first-data hook are an entry of their own (shared-ui/query); re-exported for the screens
// that import them from here.
export { QueryProvider, queryClient, useScreenQuery } from 'shared-ui/query';
export { ScreenProviders } from './ScreenProviders';
export { ModuleLinkPage } from './ModuleLinkPage';
export type { ModuleLink, ModuleLinkPageProps } from './ModuleLinkPage';
export { tableColumns, MARKED_ROW_CLASS, type TableGridOptions } from './gridColumns';
export { GridAction } from './GridAction';
export { CmsPager, type CmsPagerProps } from './CmsPager';
export { FilterForm, type FilterFormProps } from './FilterForm';
export { timeRangeProblem, useFilterDraft, type FilterDraft } from './useFilterDraft';
export { ColumnFilter, COLUMN_FILTER_RESET_CLOSE_MS, type ColumnFilterOption, type ColumnFilterProps, type MultipleColumnFilterProps, type SingleColumnFilterProps } from './ColumnFilter';
export { lazyScreen, preloadRouteScreen, withScreenData, type ScreenAddress, type ScreenDataPreload } from './lazyScreen';
export { ListLoadState, type LoadableList } from './ListLoadState';
export { PagedGrid, type HeaderFilters, type PagedGridPaging, type PagedGridProps, type PagedList } from './PagedGrid';
export { useListPaging, type ListPaging } from './useListPaging';
export { PageBreadcrumbs, breadcrumbTrail, type TrailStep } from './PageBreadcrumbs';
export { ImageThumb, drawnSize, type ImageThumbProps, type PixelSize } from './ImageThumb';
export { ConfirmDeleteDialog, refusedInUse, type ConfirmDeleteDialogProps } from './ConfirmDeleteDialog';
export { WhereUsedList, type WhereUsedListProps } from './WhereUsedList';
export { WhereUsedPanel } from './WhereUsedPanel';
export { AuditChanges, type AuditChangesProps } from './AuditChanges';
// The trail's value text is the contract's (auditView.ts); kept here for the screens that imported it from components.
export { auditValueText } from 'shared-ui/contract';
export { AuditRecordDialog, type AuditRecordDialogProps } from './AuditRecordDialog';
export { AUDIT_ACTION_COLUMN, auditChangedFields, auditRecordColumns, type AuditRecordColumnsOptions } from './auditRecordColumns';
export { EntryAuditTrail, type EntryAuditTrailProps } from './EntryAuditTrail';
