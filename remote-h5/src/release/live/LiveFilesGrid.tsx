import UndoOutlined from '@mui/icons-material/UndoOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { appLink } from 'shared-ui';
import { H5_LIVE_ORDER_COLUMNS, type H5LiveFile } from 'shared-ui/contract';
import { useLiveList } from '../api/queries';
import { useH5Permissions } from '../api/useH5Permissions';
import { formatBytes } from '../common/formatBytes';
import { PagedGrid, GridAction } from 'shared-ui/components';
import { PagedGridHeading } from '../common/PagedGridHeading';
import { useGridPaging } from '../common/useGridPaging';
import { RevokeDialog } from './RevokeDialog';

const mono = { fontFamily: 'monospace' } as const;

/** What is live now (`publish/list`, server-paged, searchable by path): each URL opens in a new tab; revoke asks first. */
export function LiveFilesGrid() {
  const can = useH5Permissions();
  const paging = useGridPaging();
  const list = useLiveList(paging.query);
  const [revoking, setRevoking] = useState<H5LiveFile | null>(null);
  const columns = useMemo<GridColDef<H5LiveFile>[]>(() => {
    const base: GridColDef<H5LiveFile>[] = [
      {
        field: 'url',
        headerName: '线上地址',
        flex: 1.6,
        minWidth: 260,
        renderCell: ({ row }) => (
          <Link href={appLink(row.url)} target="_blank" rel="noopener noreferrer" sx={mono} title="在新标签页打开">
            {appLink(row.url)}
          </Link>
        ),
      },
      { field: 'git_id', headerName: 'git 版本', width: 110, renderCell: ({ value }) => <Box component="span" sx={mono}>{String(value ?? '').slice(0, 10)}</Box> },
      { field: 'size', headerName: '大小', width: 90, valueFormatter: (value: number) => formatBytes(value) },
      { field: 'push_operator', headerName: '发布人', width: 100 },
      { field: 'push_time', headerName: '发布时间', width: 170 },
      { field: 'previous_versions', headerName: '可恢复的旧版本', width: 130, type: 'number' },
    ];
    if (!can.revoke) return base;
    return [
      ...base,
      {
        field: 'actions',
        type: 'actions',
        headerName: '操作',
        width: 80,
        getActions: ({ row }) => [<GridAction key="revoke" icon={<UndoOutlined fontSize="small" />} label={`撤销 ${row.path}`} title="撤销" onClick={() => setRevoking(row)} />],
      },
    ];
  }, [can.revoke]);

  return (
    <Box data-testid="live-files">
      <PagedGridHeading title="线上文件" onSearch={paging.setSearch} />
      <PagedGrid<H5LiveFile> aria-label="线上文件" list={list} paging={paging} columns={columns} sortable={H5_LIVE_ORDER_COLUMNS} />
      {revoking ? <RevokeDialog file={revoking} onClose={() => setRevoking(null)} /> : null}
    </Box>
  );
}
