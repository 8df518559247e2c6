import {
  gridPaginationModelSelector,
  gridPaginationRowCountSelector,
  useGridApiContext,
  useGridRootProps,
  useGridSelector,
} from '@mui/x-data-grid';
import { CmsPager } from './CmsPager';

/**
 * CmsPager as the DataGrid's pagination slot (serverGridProps sets it), so every list gets the same pager: it reads
 * the page, size and row count from the grid and changes them through the grid, which calls the list's
 * onPaginationModelChange as its own pager would. It is named after the grid (its aria-label), so two lists on one
 * page have two pagers of different names.
 */
export function GridPager() {
  const apiRef = useGridApiContext();
  const rootProps = useGridRootProps();
  const model = useGridSelector(apiRef, gridPaginationModelSelector);
  const total = useGridSelector(apiRef, gridPaginationRowCountSelector);
  const sizes = rootProps.pageSizeOptions.map((option) => (typeof option === 'number' ? option : option.value));
  return (
    <CmsPager
      page={model.page}
      pageSize={model.pageSize}
      total={total}
      pageSizeOptions={sizes}
      onPageChange={(page) => apiRef.current.setPage(page)}
      onPageSizeChange={(pageSize) => apiRef.current.setPaginationModel({ page: 0, pageSize })}
      listName={rootProps['aria-label']}
    />
  );
}
