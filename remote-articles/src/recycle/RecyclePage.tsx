import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { ARTICLE_MODULES, type ArticleRow, type RecycleListQuery } from 'shared-ui/contract';
import { PageHeader } from 'shared-ui/components';
import { Link } from 'shared-ui/router';
import { useRecycleList } from '../api/articleQueries';
import { useArticlePermissions } from '../api/useArticlePermissions';
import { ArticleGrid } from '../library/ArticleGrid';
import { ArticleSearchForm } from '../library/ArticleSearchForm';
import { SelectionActionBar } from '../library/SelectionActionBar';
import { articlePaths } from '../library/articlePaths';
import { useArticleSelection } from '../library/useArticleSelection';
import { useListParams } from '../library/useListParams';
import { RecoverDialog } from './RecoverDialog';

const FILTERS = ['search'] as const;
const SORTABLE = ['title', 'show_time', 'update_time', 'delete_time'] as const;

function recycleColumns(canRecover: boolean, onRecover: (row: ArticleRow) => void): GridColDef<ArticleRow>[] {
  return [
    { field: 'title', headerName: '标题', flex: 2, minWidth: 220 },
    { field: 'article_module', headerName: '模块', width: 110, sortable: false, valueFormatter: (value: string) => ARTICLE_MODULES.find((m) => m.value === value)?.label ?? value },
    { field: 'author', headerName: '作者', width: 110, sortable: false },
    { field: 'show_time', headerName: '展示发布时间', width: 170 },
    { field: 'delete_operator', headerName: '删除人', width: 110, sortable: false },
    { field: 'delete_time', headerName: '删除时间', width: 170 },
    ...(canRecover
      ? [
          {
            field: 'actions',
            headerName: '操作',
            width: 90,
            sortable: false,
            disableColumnMenu: true,
            renderCell: ({ row }) => (
              <Button size="small" onClick={() => onRecover(row)}>
                恢复
              </Button>
            ),
          } satisfies GridColDef<ArticleRow>,
        ]
      : []),
  ];
}

/** 回收站: deleted articles (who deleted them, when), server-paged; recover one or many. */
export function RecyclePage() {
  const can = useArticlePermissions();
  const params = useListParams(FILTERS, 'delete_time', SORTABLE);
  const query = useMemo<RecycleListQuery>(() => ({ search: params.filters.search, ...(params.paging as Omit<RecycleListQuery, 'search'>) }), [params.filters.search, params.paging]);
  const list = useRecycleList(query);
  const selecting = useArticleSelection(list.data?.list ?? [], can.recover);
  const [recovering, setRecovering] = useState<readonly ArticleRow[] | null>(null);
  const columns = useMemo(() => recycleColumns(can.recover, (row) => setRecovering([row])), [can.recover]);

  return (
    <Box>
      <PageHeader title="回收站" subtitle="已删除的文章，恢复后回到文章库" actions={<Button component={Link} to={articlePaths.list('library')}>返回文章库</Button>} />
      <ArticleSearchForm label="搜索标题" initial={params.filters.search} onSearch={(search) => params.applyFilters({ search })} />
      {can.recover ? (
        <SelectionActionBar
          count={selecting.chosen.length}
          label="恢复所选"
          icon={<RestoreFromTrash />}
          hint="勾选文章后可批量恢复"
          onClick={() => setRecovering(selecting.chosen)}
        />
      ) : null}
      <ArticleGrid
        label="回收站文章列表"
        list={list}
        params={params}
        columns={columns}
        sortable={SORTABLE}
        selection={selecting.selection}
        onSelectionChange={selecting.onSelectionChange}
      />
      {recovering ? (
        <RecoverDialog
          articles={recovering}
          onClose={() => setRecovering(null)}
          onRecovered={() => {
            setRecovering(null);
            selecting.clear();
          }}
        />
      ) : null}
    </Box>
  );
}
