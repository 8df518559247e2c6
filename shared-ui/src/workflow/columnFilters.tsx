import type { GridColDef } from '@mui/x-data-grid';
import type { ColumnFilterProps, HeaderFilters } from 'shared-ui/components';
import {
  isMultipleFilter,
  joinMultiValue,
  listFilterOptions,
  splitMultiValue,
  type ListFilterDef,
  type ListFilterValues,
  type ModuleDefinition,
  type SelectListFilter,
  type WorkflowRow,
} from 'shared-ui/contract';
import { activeFilters } from './WorkflowListView';

/** A choice filter on a field the grid shows as a column: it belongs in that column's header. */
const inHeader = (filter: ListFilterDef, columns: readonly GridColDef<WorkflowRow>[]): filter is SelectListFilter =>
  filter.kind === 'select' && filter.libraryAttribute === undefined && columns.some((c) => c.field === filter.field);

/**
 * Spec §2's column filters for a module's list: each declared choice filter whose field is a column goes into that
 * column's header (PagedGrid's `headerFilters`: 确认 / 重置 / 请选择); the rest (search, attributes of picked items)
 * stay in the bar above. Each fact is offered once: a filter is in a header or in the bar, never both. A filter of
 * several values (`isMultipleFilter`) ticks several; they travel comma-separated.
 */
export function moduleColumnFilters(
  module: Pick<ModuleDefinition, 'fields' | 'listFilters'>,
  columns: readonly GridColDef<WorkflowRow>[],
  values: ListFilterValues,
  onChange: (next: ListFilterValues) => void,
): { headerFilters: HeaderFilters; barFilters: ListFilterDef[] } {
  const filters = module.listFilters ?? [];
  const headerFilters: Record<string, ColumnFilterProps> = {};
  for (const filter of filters.filter((f): f is SelectListFilter => inHeader(f, columns))) {
    const options = listFilterOptions(module.fields, filter).map((o) => ({ value: String(o.value), label: o.label }));
    const apply = (text: string) => onChange(activeFilters({ ...values, [filter.param]: text }));
    const sent = values[filter.param] ?? '';
    headerFilters[filter.field] = isMultipleFilter(module.fields, filter)
      ? { multiple: true, label: filter.label, options, value: splitMultiValue(sent), onChange: (picked) => apply(joinMultiValue(picked)) }
      : { label: filter.label, options, value: sent, onChange: apply };
  }
  return { headerFilters, barFilters: filters.filter((f) => !inHeader(f, columns)) };
}
