import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { H5PrepublishEntry } from 'shared-ui/contract';
import type { H5Permissions } from '../api/useH5Permissions';
import { formatBytes } from '../common/formatBytes';
import { GridAction } from 'shared-ui/components';

const mono = { fontFamily: 'monospace' } as const;

/** Columns of the pre-publish list; the actions column only holds what the role may do. */
export function prereleaseColumns(can: H5Permissions, onPublish: (ids: number[]) => void, onDelete: (ids: number[]) => void): GridColDef<H5PrepublishEntry>[] {
  const columns: GridColDef<H5PrepublishEntry>[] = [
    { field: 'id', headerName: '编号', width: 70 },
    { field: 'path', headerName: '文件路径', flex: 1.5, minWidth: 220, renderCell: ({ value }) => <Box component="span" sx={mono}>{String(value)}</Box> },
    { field: 'git_id', headerName: 'git 版本', width: 110, renderCell: ({ value }) => <Box component="span" sx={mono}>{String(value ?? '').slice(0, 10)}</Box> },
    { field: 'size', headerName: '大小', width: 90, valueFormatter: (value: number) => formatBytes(value) },
    {
      field: 'status',
      headerName: '状态',
      width: 110,
      renderCell: ({ row }) => (row.status === 'scheduled' ? <Chip size="small" color="info" variant="outlined" label="定时发布中" /> : <Chip size="small" variant="outlined" label="待发布" />),
    },
    { field: 'pre_operator', headerName: '预发布人', width: 100 },
    { field: 'pre_time', headerName: '预发布时间', width: 170 },
    { field: 'push_operator', headerName: '发布人', width: 100 },
    { field: 'push_time', headerName: '预设发布时间', width: 170 },
  ];
  if (!can.publish && !can.prepublishDelete) return columns;
  columns.push({
    field: 'actions',
    type: 'actions',
    headerName: '操作',
    width: 100,
    getActions: ({ row }) => [
      ...(can.publish ? [<GridAction key="publish" icon={<PublishOutlined fontSize="small" />} label={`发布 ${row.path}`} title="发布" onClick={() => onPublish([row.id])} />] : []),
      ...(can.prepublishDelete ? [<GridAction key="delete" icon={<DeleteOutlined fontSize="small" />} label={`删除 ${row.path}`} title="删除" onClick={() => onDelete([row.id])} />] : []),
    ],
  });
  return columns;
}
