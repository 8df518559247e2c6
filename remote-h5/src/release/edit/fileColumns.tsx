import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import Folder from '@mui/icons-material/Folder';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import NotesOutlined from '@mui/icons-material/NotesOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { apiUrl, appLink } from 'shared-ui';
import type { H5Item } from 'shared-ui/contract';
import { h5Path } from '../api/h5Calls';
import { formatBytes } from '../common/formatBytes';
import type { H5Permissions } from '../api/useH5Permissions';
import { GridAction } from 'shared-ui/components';

export interface FileRowActions {
  openFolder: (id: number) => void;
  rename: (item: H5Item) => void;
  remark: (items: H5Item[]) => void;
  remove: (items: H5Item[]) => void;
}

const LIVE_LABELS = { none: '未发布', live: '已发布', changed: '已修改' } as const;
const LIVE_TITLES = { none: '从未发布', live: '线上就是当前这个版本', changed: '已发布，但当前文件与线上版本不同：线上仍是旧版本' } as const;
const PREPUBLISH_LABELS = { none: null, waiting: '待发布', scheduled: '定时发布中' } as const;

/** State chips of a row: whether it is live (and with these bytes), and whether a pre-publish entry waits. */
function StateCell({ item }: { item: H5Item }) {
  if (item.type === 'folder') {
    return item.live_count > 0 ? <Chip size="small" color="success" variant="outlined" label={`${String(item.live_count)} 个文件已发布`} /> : null;
  }
  const waiting = PREPUBLISH_LABELS[item.prepublish_state];
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip
        size="small"
        variant="outlined"
        color={item.live_state === 'live' ? 'success' : item.live_state === 'changed' ? 'warning' : 'default'}
        label={LIVE_LABELS[item.live_state]}
        title={LIVE_TITLES[item.live_state]}
      />
      {waiting ? <Chip size="small" variant="outlined" color="info" label={waiting} /> : null}
      <Link href={apiUrl(h5Path(`content/${String(item.id)}`))} target="_blank" rel="noopener noreferrer" variant="body2" title="在新标签页查看当前上传的内容">
        预览
      </Link>
      {item.live_url ? (
        <Link href={appLink(item.live_url)} target="_blank" rel="noopener noreferrer" variant="body2">
          线上页面
        </Link>
      ) : null}
    </Box>
  );
}

/** The columns of a folder's file list: name, state, remark, git version, size, last update, order, actions. */
export function fileColumns(can: H5Permissions, actions: FileRowActions): GridColDef<H5Item>[] {
  const columns: GridColDef<H5Item>[] = [
    {
      field: 'file_name',
      headerName: '名称',
      flex: 1.4,
      minWidth: 170,
      renderCell: ({ row }) =>
        row.type === 'folder' ? (
          <Link component="button" type="button" onClick={() => actions.openFolder(row.id)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, verticalAlign: 'middle' }}>
            <Folder fontSize="small" color="primary" />
            {row.file_name}
          </Link>
        ) : (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            <InsertDriveFileOutlined fontSize="small" color="action" />
            {row.file_name}
          </Box>
        ),
    },
    { field: 'state', headerName: '状态', flex: 1, minWidth: 130, sortable: false, renderCell: ({ row }) => <StateCell item={row} /> },
    { field: 'remark', headerName: '备注', flex: 1, minWidth: 110 },
    {
      field: 'git_id',
      headerName: 'git 版本',
      width: 92,
      valueGetter: (_value, row) => (row.type === 'file' ? row.git_id : ''),
      renderCell: ({ value }) => (
        <Box component="span" sx={{ fontFamily: 'monospace' }} title={String(value ?? '')}>
          {String(value ?? '').slice(0, 9)}
        </Box>
      ),
    },
    { field: 'size', headerName: '大小', width: 76, valueGetter: (_value, row) => (row.type === 'file' ? row.size : null), valueFormatter: (value: number | null) => (value === null ? '' : formatBytes(value)) },
    {
      field: 'update_time',
      headerName: '最后更新',
      width: 150,
      // Who changed it last, under when: one column, so the list fits beside the tree.
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.4 }}>
          {row.update_time}
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
            {row.update_operator}
          </Box>
        </Box>
      ),
    },
    { field: 'order_index', headerName: '排序', width: 58, type: 'number' },
  ];
  if (!can.rename && !can.remark && !can.remove) return columns;
  columns.push({
    field: 'actions',
    type: 'actions',
    headerName: '操作',
    width: 110,
    getActions: ({ row }) => [
      ...(can.rename ? [<GridAction key="rename" icon={<DriveFileRenameOutline fontSize="small" />} label={`重命名 ${row.file_name}`} title="重命名" onClick={() => actions.rename(row)} />] : []),
      ...(can.remark ? [<GridAction key="remark" icon={<NotesOutlined fontSize="small" />} label={`备注 ${row.file_name}`} title="备注" onClick={() => actions.remark([row])} />] : []),
      ...(can.remove ? [<GridAction key="delete" icon={<DeleteOutlined fontSize="small" />} label={`删除 ${row.file_name}`} title="删除" onClick={() => actions.remove([row])} />] : []),
    ],
  });
  return columns;
}
