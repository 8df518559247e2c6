import type { GridRowSelectionModel } from '@mui/x-data-grid';
import type { ArticleRow } from 'shared-ui/contract';

/** The linkIds a selection model means on the shown page ('exclude' is the grid's "all but these"). */
export function selectedIds(model: GridRowSelectionModel, rows: readonly ArticleRow[]): string[] {
  if (model.type === 'include') return rows.filter((r) => model.ids.has(r.linkId)).map((r) => r.linkId);
  return rows.filter((r) => !model.ids.has(r.linkId)).map((r) => r.linkId);
}

export const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };
