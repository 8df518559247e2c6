import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useState } from 'react';
import type { ArticleRow } from 'shared-ui/contract';

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The rows a selection model means on the shown page ('exclude' is the grid's "all but these"). */
export function chosenRows(model: GridRowSelectionModel, rows: readonly ArticleRow[]): ArticleRow[] {
  return rows.filter((r) => (model.type === 'include' ? model.ids.has(r.linkId) : !model.ids.has(r.linkId)));
}

export interface ArticleSelection {
  /** The grid's checkboxes (ArticleGrid's props): absent for a person who may not do the batch action. */
  selection?: GridRowSelectionModel;
  onSelectionChange?: (selection: GridRowSelectionModel) => void;
  /** The ticked rows of the shown page. */
  chosen: ArticleRow[];
  /** Unticks every row: the batch action is done. */
  clear: () => void;
}

/**
 * The ticked rows of an article list for its batch action (删除所选 in the library, 恢复所选 in the recycle bin),
 * offered only when `allowed` (the person may make the action's call).
 */
export function useArticleSelection(rows: readonly ArticleRow[], allowed: boolean): ArticleSelection {
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  return {
    ...(allowed ? { selection, onSelectionChange: setSelection } : {}),
    chosen: chosenRows(selection, rows),
    clear: () => setSelection(EMPTY_SELECTION),
  };
}
