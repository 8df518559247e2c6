import type { GridRowSelectionModel } from '@mui/x-data-grid';

export const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** Ids of an "include" selection (the "exclude" form only arises from select-all across pages, not offered here). */
export function selectedIds(selection: GridRowSelectionModel): number[] {
  return selection.type === 'include' ? [...selection.ids].map(Number) : [];
}
