import type { ArticleRow, Paged } from 'shared-ui/contract';
import { serverGridProps } from 'shared-ui/components';

/**
 * The back office's server-grid props for article rows: articles are keyed by `linkId`, not by the numeric `id`
 * serverGridProps assumes, so rows, count and key are set here and the rest (pager sizes, loading, '暂无数据') kept.
 */
export function articleGridProps(page: Paged<ArticleRow> | undefined, fetching: boolean) {
  return {
    ...serverGridProps(undefined, fetching, { autoRowHeight: true }),
    rows: page?.list ?? [],
    getRowId: (row: ArticleRow) => row.linkId,
    // The count stays while the next page loads (placeholder data keeps the previous answer), so the pager holds still.
    rowCount: page?.total ?? 0,
  };
}
