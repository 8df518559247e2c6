import { DataGrid, type GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { tableColumns, tableGridProps } from 'shared-ui/components';
import type { H5Item } from 'shared-ui/contract';
import type { H5Permissions } from '../api/useH5Permissions';
import { fileColumns, type FileRowActions } from './fileColumns';

export interface FileTableProps {
  items: H5Item[] | undefined;
  loading: boolean;
  can: H5Permissions;
  actions: FileRowActions;
  selection: GridRowSelectionModel;
  onSelectionChange: (selection: GridRowSelectionModel) => void;
}

/**
 * A folder's children (folders first, then files, in their order): the whole folder comes in one answer, so the grid
 * pages and sorts in the browser. Row checkboxes pick what the toolbar acts on.
 */
export function FileTable({ items, loading, can, actions, selection, onSelectionChange }: FileTableProps) {
  const columns = useMemo(() => fileColumns(can, actions), [can, actions]);
  return (
    <DataGrid<H5Item>
      {...tableGridProps({ autoRowHeight: true })}
      rows={items ?? []}
      getRowId={(row) => row.id}
      columns={tableColumns(columns)}
      loading={loading}
      checkboxSelection
      rowSelectionModel={selection}
      onRowSelectionModelChange={onSelectionChange}
      initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
      pageSizeOptions={[20, 50, 100]}
    />
  );
}
