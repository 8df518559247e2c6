import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import type { ArticleListQuery, ArticleRow } from 'shared-ui/contract';
import { PageHeader } from 'shared-ui/components';
import { useSearchParams } from 'shared-ui/router';
import { useArticleList, useRelatedManagers } from '../api/articleQueries';
import { useArticlePermissions } from '../api/useArticlePermissions';
import { articleColumns } from '../library/articleColumns';
import { ArticleGrid } from '../library/ArticleGrid';
import { ArticleSearchForm } from '../library/ArticleSearchForm';
import { LIBRARY_SORTABLE } from '../library/libraryQuery';
import { useListParams } from '../library/useListParams';
import { ArticleEditor } from './ArticleEditor';
import { emptyArticle } from './articleFormValues';
import { managerFieldOf } from './ManagerField';

const FILTERS = ['search'] as const;

function ManagerArticleList() {
  const can = useArticlePermissions();
  const params = useListParams(FILTERS, 'id', LIBRARY_SORTABLE);
  const query = useMemo<ArticleListQuery>(
    () => ({ search: params.filters.search, has_manager: '1', ...(params.paging as Pick<ArticleListQuery, 'currPage' | 'pageSize' | 'orderBy' | 'order'>) }),
    [params.filters.search, params.paging],
  );
  const list = useArticleList(query);
  // Every manager at once (the list is short): their names for the column.
  const managers = useRelatedManagers('');
  const columns = useMemo(() => {
    const nameOf = new Map((managers.data ?? []).map((m) => [m.id, m.name]));
    const managerColumn: GridColDef<ArticleRow> = {
      field: 'manager_id',
      headerName: '关联基金经理',
      width: 130,
      sortable: false,
      // Blank until the names have come, rather than an id that turns into a name; an id only for a manager the list no
      // longer has.
      valueFormatter: (value: string) => nameOf.get(value) ?? (managers.isPending ? '' : value),
    };
    return articleColumns('add/managerWebsite', can.save, [managerColumn]);
  }, [managers.data, managers.isPending, can.save]);
  return (
    <>
      <ArticleSearchForm label="搜索标题或摘要" initial={params.filters.search} onSearch={(search) => params.applyFilters({ search })} />
      <ArticleGrid label="基金经理官网文章列表" list={list} params={params} columns={columns} sortable={LIBRARY_SORTABLE} />
    </>
  );
}

/**
 * 基金经理官网 (`add/managerWebsite`): the articles related to a fund manager, and a new one with the manager picked
 * from `GET article/relatedmanagers/list`; the module is fixed to 基金经理品牌. The open tab is in the URL.
 */
export function ManagerWebsitePage() {
  const can = useArticlePermissions();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'new' && can.create ? 'new' : 'list';
  const initial = useMemo(() => emptyArticle({ article_module: 'managerbrand' }), []);
  return (
    <Box>
      <PageHeader title="基金经理官网文章" subtitle="与基金经理关联、在官网基金经理页展示的文章" />
      <Tabs value={view} onChange={(_e, next: string) => setParams(next === 'new' ? { view: 'new' } : {})} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="list" label="文章列表" />
        {can.create ? <Tab value="new" label="新建文章" /> : null}
      </Tabs>
      {view === 'new' ? <ArticleEditor initial={initial} section="add/managerWebsite" manager={{ field: managerFieldOf }} /> : <ManagerArticleList />}
    </Box>
  );
}
