import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { PagedGrid, useListPaging, type PagedList } from 'shared-ui/components';
import type { H5Item } from 'shared-ui/contract';
import type { H5Permissions } from '../api/useH5Permissions';
import { fileColumns, type FileRowActions } from './fileColumns';

/** The columns a folder's grid orders in the browser (the state and the actions order nothing). */
const FILE_SORTABLE = ['file_name', 'remark', 'git_id', 'size', 'update_time', 'order_index'] as const;
const FOLDER_PAGE_SIZE = 50;

export interface FileTableProps {
  items: H5Item[] | undefined;
  loading: boolean;
  can: H5Permissions;
  actions: FileRowActions;
  selection: GridRowSelectionModel;
  onSelectionChange: (selection: GridRowSelectionModel) => void;
}

/**
 * A folder's children (folders first, then files, in their order): the whole folder comes in one answer, so the
 * table pages and sorts in the browser (PagedGrid's client mode; the workspace reports a failed load). Row
 * checkboxes pick what the toolbar acts on.
 */
export function FileTable({ items, loading, can, actions, selection, onSelectionChange }: FileTableProps) {
  const columns = useMemo(() => fileColumns(can, actions), [can, actions]);
  const paging = useListPaging(undefined, FOLDER_PAGE_SIZE);
  const list = useMemo<PagedList<H5Item>>(
    () => ({ data: items && { list: items, total: items.length }, isError: false, error: null, isFetching: loading, refetch: () => Promise.resolve() }),
    [items, loading],
  );
  return (
    <PagedGrid<H5Item>
      mode="client"
      list={list}
      paging={paging}
      autoRowHeight
      columns={columns}
      sortable={FILE_SORTABLE}
      checkboxSelection
      rowSelectionModel={selection}
      onRowSelectionModelChange={onSelectionChange}
      pageSizeOptions={[20, 50, 100]}
    />
  );
}
