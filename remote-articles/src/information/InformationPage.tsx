import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { isCallAllowed, notify, useSession, useDocumentTitle } from 'shared-ui';
import { PageBreadcrumbs, PageHeader, PagedGrid } from 'shared-ui/components';
import { ARTICLE_MESSAGES, INFORMATION_API, INFORMATION_CATEGORIES, type InformationRow } from 'shared-ui/contract';
import { Link as RouterLink } from 'shared-ui/router';
import { articleVersionsOf } from '../api/articleMutations';
import { INFORMATION_ACTION_FIELDS, refusedLinkId, useArticleConflict } from '../api/useArticleConflict';
import { informationKeys, useInformationList, useSetFeatured } from './informationApi';
import { informationColumns } from './informationColumns';
import { reportFailure } from './informationErrors';
import { informationPaths } from './informationPaths';
import { SearchBox } from './SearchBox';
import { FEED_SORTABLE, useFeedParams } from './useFeedParams';

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set<GridRowId>() };

/** The ids a selection means on this page (an 'exclude' selection is every row of the page but those). */
function selectedIds(selection: GridRowSelectionModel, rows: readonly InformationRow[]): string[] {
  if (selection.type === 'include') return [...selection.ids].map(String);
  return rows.map((r) => r.linkId).filter((id) => !selection.ids.has(id));
}

/**
 * `/articles/information`: the information feed by category (精选 by default), server-paged, with a search, the
 * 精选 mark for selected rows, and links to each item's detail and re-edit. The category, page, size, search and
 * sort live in the URL.
 */
export function InformationPage() {
  useDocumentTitle('资讯库');
  const { role } = useSession();
  const feed = useFeedParams();
  const { type } = feed.query;
  const list = useInformationList(feed.query);
  const setFeatured = useSetFeatured();
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const canFeature = isCallAllowed(role, 'POST', INFORMATION_API.featured);
  const canReedit = isCallAllowed(role, 'POST', INFORMATION_API.save);
  const canAdd = isCallAllowed(role, 'POST', INFORMATION_API.create);
  const columns = useMemo(() => informationColumns(type, canReedit), [type, canReedit]);
  const rows = list.data?.list ?? [];
  const chosen = selectedIds(selection, rows);

  const clearSelection = useCallback(() => setSelection(NO_SELECTION), []);
  const conflict = useArticleConflict(INFORMATION_ACTION_FIELDS, informationKeys.all, {}, clearSelection);
  // Each chosen item based on its version as listed; after 仍然设为/取消精选 the refused one on the version its refusal named.
  const mark = (value: 0 | 1, bases: Record<string, number> = articleVersionsOf(rows.filter((r) => chosen.includes(r.linkId)))): void =>
    setFeatured.mutate(
      { linkIds: chosen, featured: value, base_versions: bases },
      {
        onSuccess: (answer) => {
          notify.success(`${value === 1 ? ARTICLE_MESSAGES.featuredOn : ARTICLE_MESSAGES.featuredOff}（${String(answer.updated)} 条）`);
          setSelection(NO_SELECTION);
        },
        onError: (error) => {
          const refused = rows.find((r) => r.linkId === refusedLinkId(error)) ?? rows.find((r) => chosen.includes(r.linkId));
          const resend = (version: number | null) => mark(value, refused && version !== null ? { ...bases, [refused.linkId]: version } : bases);
          const mine = refused ? { ...refused, featured: value } : {};
          if (!conflict.catchStale(error, { verb: value === 1 ? '设为精选' : '取消精选', row: mine, resend })) reportFailure(error, type);
        },
      },
    );

  const paging = {
    ...feed,
    onPaginationModelChange: (model: Parameters<typeof feed.onPaginationModelChange>[0]) => {
      setSelection(NO_SELECTION);
      feed.onPaginationModelChange(model);
    },
  };
  return (
    <Box>
      <PageBreadcrumbs path="/articles/information" title="资讯库" />
      <PageHeader
        title="资讯库"
        subtitle="按分类查看资讯：精选、股票日历、头条、异动、市场分析、研报与外部资讯源"
        actions={
          canAdd ? (
            <Button variant="contained" component={RouterLink} to={informationPaths.addLinks} data-testid="information-add">
              新增内容
            </Button>
          ) : null
        }
      />
      <Tabs
        value={type}
        onChange={(_e, next: number) => {
          setSelection(NO_SELECTION);
          feed.setType(next);
        }}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="资讯分类"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {INFORMATION_CATEGORIES.map((c) => (
          <Tab key={c.value} value={c.value} label={c.label} />
        ))}
      </Tabs>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 1.5, alignItems: { md: 'center' } }}>
        <SearchBox key={feed.query.search} initial={feed.query.search} onSearch={feed.setSearch} />
        <Box sx={{ flex: 1 }} />
        {canFeature ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              已选 {chosen.length} 条
            </Typography>
            <Button variant="outlined" disabled={chosen.length === 0} loading={setFeatured.isPending && setFeatured.variables.featured === 1} onClick={() => mark(1)}>
              设为精选
            </Button>
            <Button variant="outlined" color="inherit" disabled={chosen.length === 0} loading={setFeatured.isPending && setFeatured.variables.featured === 0} onClick={() => mark(0)}>
              取消精选
            </Button>
          </Stack>
        ) : null}
      </Stack>
      <PagedGrid<InformationRow>
        list={list}
        paging={paging}
        what="资讯列表"
        getRowId={(row) => row.linkId}
        columns={columns}
        sortable={FEED_SORTABLE}
        checkboxSelection={canFeature}
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        data-testid="information-grid"
      />
      {conflict.dialog}
    </Box>
  );
}
