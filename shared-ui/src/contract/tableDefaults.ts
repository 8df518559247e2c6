/**
 * The generic table and its dropdown filter (product.md §2, §3, §4, §5, §9), as numbers and words in one place: the
 * grid props (shared-ui/components serverGridProps), the column filter, and mock-server's reading of several picks
 * all read them here.
 */

/** Spec §9 "Table defaults" (px; opacity 0–1). */
export const TABLE_DEFAULTS = {
  /** A column's minimum width. */
  minColumnWidth: 50,
  /** The table's minimum height. */
  minHeight: 50,
  /** The title (column header) row. */
  headerHeight: 38,
  rowHeight: 40,
  /** The footer row (the pager). */
  footerHeight: 40,
  /** The empty table's content area (暂无数据). */
  emptyHeight: 50,
  /** The veil over the rows while a list loads: white at this opacity. */
  loadingOpacity: 0.6,
  /** A column's maximum width when columns may be resized by dragging. */
  maxResizableColumnWidth: 5000,
} as const;

/** Spec §2, §4, §5, §9: the dropdown filter's defaults. */
export const DROPDOWN_DEFAULTS = {
  /** Spec §9 "Dropdown default width 90" (px): the least width of the choice; it grows to fit its labels. */
  width: 90,
  placeholder: '请选择',
  /** 重置 clears at once and closes after this long. */
  resetCloseMs: 50,
} as const;

/** Spec §5/§9 "Multi-select limits: min 0, max 999": how many picks a multi-select filter takes. */
export const MULTI_SELECT_LIMITS = { min: 0, max: 999 } as const;

/** Spec §5 "Dropdown placeholder must be a non-empty string": the given one, or 请选择 when blank. */
export function dropdownPlaceholder(placeholder?: string): string {
  return placeholder !== undefined && placeholder.trim() !== '' ? placeholder : DROPDOWN_DEFAULTS.placeholder;
}

/**
 * Several picks of one filter travel as one query parameter, the values joined by an English comma (`system=1,2`,
 * `risk=unassessed,LV5`): the form the fund list already took, and safe in every query-string library (a repeated
 * parameter is read as an array by some and as its last value by others).
 */
export const MULTI_VALUE_SEPARATOR = ',';

export function joinMultiValue(values: readonly (string | number)[]): string {
  return values.map(String).join(MULTI_VALUE_SEPARATOR);
}

/** The picks in a sent value: trimmed, blanks and repeats dropped, in the order sent. */
export function splitMultiValue(text: string): string[] {
  return [...new Set(text.split(MULTI_VALUE_SEPARATOR).map((v) => v.trim()).filter((v) => v !== ''))];
}
