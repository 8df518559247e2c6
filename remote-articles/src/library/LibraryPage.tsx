import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useDocumentTitle } from 'shared-ui';
import { PageBreadcrumbs, PageHeader } from 'shared-ui/components';
import { Link } from 'shared-ui/router';
import { useArticleList } from '../api/articleQueries';
import { useArticlePermissions } from '../api/useArticlePermissions';
import { articleColumns } from './articleColumns';
import { ArticleGrid } from './ArticleGrid';
import { articlePaths } from './articlePaths';
import { LibraryFilters } from './LibraryFilters';
import { LIBRARY_FILTERS, LIBRARY_SORTABLE, libraryQuery } from './libraryQuery';
import { SelectionActionBar } from './SelectionActionBar';
import { useArticleSelection } from './useArticleSelection';
import { useListParams } from './useListParams';

/**
 * Loaded when 删除所选 is pressed: its conflict dialog is the workflow engine's (shared-ui/workflow), which the library's
 * first visit does not otherwise need (remotes.e2e.ts asserts it stays unloaded).
 */
const DeleteArticlesDialog = lazy(async () => ({ default: (await import('./DeleteArticlesDialog')).DeleteArticlesDialog }));

/** 文章库: search, filters, a server-paged list, delete selected, links to detail, re-edit and a new article. */
export function LibraryPage() {
  useDocumentTitle('文章库');
  const can = useArticlePermissions();
  const params = useListParams(LIBRARY_FILTERS, 'id', LIBRARY_SORTABLE);
  const { filters, paging } = params;
  const query = useMemo(() => libraryQuery({ filters, paging }), [filters, paging]);
  const list = useArticleList(query);
  const selecting = useArticleSelection(list.data?.list ?? [], can.remove);
  const [deleting, setDeleting] = useState(false);
  const columns = useMemo(() => articleColumns('library', can.save), [can.save]);

  return (
    <Box>
      <PageBreadcrumbs path="/articles/library" title="文章库" />
      <PageHeader
        title="文章库"
        subtitle="全部文章：搜索、筛选、查看详情与重新编辑；删除的文章进入回收站"
        actions={
          <Stack direction="row" spacing={1}>
            {can.recycle ? (
              <Button component={Link} to={articlePaths.recycle}>
                回收站
              </Button>
            ) : null}
            {can.create ? (
              <Button variant="contained" startIcon={<Add />} component={Link} to={articlePaths.newArticle}>
                新增文章
              </Button>
            ) : null}
          </Stack>
        }
      />
      <LibraryFilters applied={params.filters} onApply={params.applyFilters} />
      {can.remove ? (
        <SelectionActionBar count={selecting.chosen.length} label="删除所选" icon={<DeleteOutline />} color="error" hint="勾选文章后可批量删除" onClick={() => setDeleting(true)} />
      ) : null}
      <ArticleGrid
        label="文章列表"
        list={list}
        params={params}
        columns={columns}
        sortable={LIBRARY_SORTABLE}
        selection={selecting.selection}
        onSelectionChange={selecting.onSelectionChange}
      />
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteArticlesDialog
            articles={selecting.chosen}
            onClose={() => setDeleting(false)}
            onDeleted={() => {
              setDeleting(false);
              selecting.clear();
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
