import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { ARTICLE_MODULES, splitTags, type ArticleRow } from 'shared-ui/contract';
import { Link, useLocation } from 'shared-ui/router';
import { articlePaths, type ArticleSection, type BackState } from './articlePaths';

const moduleLabel = (value: string) => ARTICLE_MODULES.find((m) => m.value === value)?.label ?? value;

/** The title as a link to the detail page; the list's URL travels along so 返回 comes back to it. */
function TitleLink({ row, section }: { row: ArticleRow; section: ArticleSection }) {
  const location = useLocation();
  const state: BackState = { back: `${location.pathname}${location.search}` };
  return (
    <MuiLink component={Link} to={articlePaths.detail(section, row.linkId)} state={state} underline="hover">
      {row.title}
    </MuiLink>
  );
}

function RowActions({ row, section, canEdit }: { row: ArticleRow; section: ArticleSection; canEdit: boolean }) {
  const location = useLocation();
  const state: BackState = { back: `${location.pathname}${location.search}` };
  return (
    <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
      <Button size="small" component={Link} to={articlePaths.detail(section, row.linkId)} state={state}>
        详情
      </Button>
      {canEdit ? (
        <Button size="small" component={Link} to={articlePaths.reedit(section, row.linkId)} state={state}>
          重新编辑
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * The library's columns. Sortable are the ones the server sorts by (title, show_time, update_time, pageview,
 * position); the others are for reading.
 */
export function articleColumns(section: ArticleSection, canEdit: boolean, extra: GridColDef<ArticleRow>[] = []): GridColDef<ArticleRow>[] {
  return [
    { field: 'title', headerName: '标题', flex: 2, minWidth: 220, renderCell: ({ row }) => <TitleLink row={row} section={section} /> },
    { field: 'article_module', headerName: '模块', width: 110, sortable: false, valueFormatter: (value: string) => moduleLabel(value) },
    ...extra,
    { field: 'author', headerName: '作者', width: 110, sortable: false },
    {
      field: 'tags',
      headerName: '标签',
      flex: 1,
      minWidth: 140,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', overflow: 'hidden' }}>
          {splitTags(row.tags).map((tag) => (
            <Chip key={tag} label={tag} size="small" variant="outlined" />
          ))}
        </Stack>
      ),
    },
    { field: 'show_time', headerName: '展示发布时间', width: 170 },
    { field: 'update_time', headerName: '更新时间', width: 170 },
    { field: 'update_operator', headerName: '更新人', width: 100, sortable: false },
    { field: 'pageview', headerName: '浏览量', width: 90, type: 'number' },
    { field: 'position', headerName: '排序', width: 80, type: 'number' },
    {
      field: 'actions',
      headerName: '操作',
      width: 150,
      sortable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => <RowActions row={row} section={section} canEdit={canEdit} />,
    },
  ];
}
