import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { ColumnFilter } from 'shared-ui/components';
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
 * column's header (确认 / 重置 / 请选择); the rest (search, attributes of picked items) stay in the bar above.
 * Each fact is offered once: a filter is in a header or in the bar, never both. A filter of several values
 * (`isMultipleFilter`) ticks several; they travel comma-separated.
 */
export function withColumnFilters(
  module: Pick<ModuleDefinition, 'fields' | 'listFilters'>,
  columns: GridColDef<WorkflowRow>[],
  values: ListFilterValues,
  onChange: (next: ListFilterValues) => void,
): { columns: GridColDef<WorkflowRow>[]; barFilters: ListFilterDef[] } {
  const filters = module.listFilters ?? [];
  const headerFilters = filters.filter((f): f is SelectListFilter => inHeader(f, columns));
  const withHeaders = columns.map((column) => {
    const filter = headerFilters.find((f) => f.field === column.field);
    if (!filter) return column;
    const title = column.headerName ?? filter.label;
    const options = listFilterOptions(module.fields, filter).map((o) => ({ value: String(o.value), label: o.label }));
    const apply = (text: string) => onChange(activeFilters({ ...values, [filter.param]: text }));
    const sent = values[filter.param] ?? '';
    return {
      ...column,
      renderHeader: () => (
        <Box sx={{ display: 'flex', alignItems: 'center', fontWeight: 500 }}>
          {title}
          {isMultipleFilter(module.fields, filter) ? (
            <ColumnFilter multiple label={filter.label} options={options} value={splitMultiValue(sent)} onChange={(picked) => apply(joinMultiValue(picked))} />
          ) : (
            <ColumnFilter label={filter.label} options={options} value={sent} onChange={apply} />
          )}
        </Box>
      ),
    };
  });
  return { columns: withHeaders, barFilters: filters.filter((f) => !inHeader(f, columns)) };
}
