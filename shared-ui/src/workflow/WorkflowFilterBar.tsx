import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import {
  isMultipleFilter,
  joinMultiValue,
  listFilterOptions,
  optionLabel,
  splitMultiValue,
  type ListFilterParam,
  type ListFilterValues,
  type ModuleDefinition,
  type SelectListFilter,
} from 'shared-ui/contract';
import { activeFilters } from './WorkflowListView';

export interface WorkflowFilterBarProps {
  module: Pick<ModuleDefinition, 'fields' | 'listFilters'>;
  /** The filters the list applies now. */
  values: ListFilterValues;
  /** A new set of filters to apply (the grid goes back to its first page). */
  onChange: (next: ListFilterValues) => void;
}

/**
 * The module's declared list filters above a workflow grid (spec §7: searchContent, risk, system, apply_crowd …).
 * A choice applies as soon as it is picked; search text applies on Enter or 查询, so typing does not fire a query per
 * key. 重置 clears them all. Each choice list starts with 不限 (no filter); a filter of several values
 * (`isMultipleFilter`, e.g. a fund's risk levels) ticks several, and 不限 clears them.
 */
export function WorkflowFilterBar({ module, values, onChange }: WorkflowFilterBarProps) {
  const filters = module.listFilters ?? [];
  // The text search's parameter: searchContent, or search where the spec names that.
  const searchParam = filters.find((f) => f.kind === 'search')?.param ?? 'searchContent';
  const [text, setText] = useState(values[searchParam] ?? '');
  const apply = (next: ListFilterValues) => onChange(activeFilters({ ...next, [searchParam]: text.trim() }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(values);
  };
  const reset = () => {
    setText('');
    onChange({});
  };
  const anything = Object.keys(activeFilters(values)).length > 0 || text.trim() !== '';
  return (
    <Stack component="form" role="search" aria-label="列表筛选" direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }} onSubmit={submit}>
      {filters.map((filter) =>
        filter.kind === 'search' ? (
          <TextField
            key={filter.param}
            size="small"
            label={filter.label}
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 64 }, input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
            sx={{ minWidth: 220 }}
          />
        ) : isMultipleFilter(module.fields, filter) ? (
          <MultipleChoice key={filter.param} module={module} filter={filter} value={values[filter.param] ?? ''} onPick={(text) => apply({ ...values, [filter.param]: text })} />
        ) : (
          <TextField
            key={filter.param}
            select
            size="small"
            label={filter.label}
            value={values[filter.param] ?? ''}
            onChange={(e) => apply({ ...values, [filter.param as ListFilterParam]: e.target.value })}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="">不限</MenuItem>
            {listFilterOptions(module.fields, filter).map((option) => (
              <MenuItem key={String(option.value)} value={String(option.value)}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        ),
      )}
      {filters.some((f) => f.kind === 'search') ? (
        <Button type="submit" variant="outlined" size="small">
          查询
        </Button>
      ) : null}
      <Button size="small" onClick={reset} disabled={!anything}>
        重置
      </Button>
    </Stack>
  );
}

/** A bar filter of several values: ticks, 不限 first (it clears them); applied on every change, comma-separated. */
function MultipleChoice({ module, filter, value, onPick }: { module: WorkflowFilterBarProps['module']; filter: SelectListFilter; value: string; onPick: (text: string) => void }) {
  const options = listFilterOptions(module.fields, filter);
  const picked = splitMultiValue(value);
  return (
    <TextField
      select
      size="small"
      label={filter.label}
      value={picked}
      onChange={(e) => {
        const next: unknown = e.target.value;
        const list = Array.isArray(next) ? (next as string[]) : [];
        // 不限 (the empty value) ticked: no filter.
        onPick(list.includes('') ? '' : joinMultiValue(list));
      }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (chosen) => {
            const list = Array.isArray(chosen) ? (chosen as string[]) : [];
            return list.length === 0 ? '不限' : list.map((one) => optionLabel(options, options.find((o) => String(o.value) === one)?.value ?? one)).join('、');
          },
        },
        inputLabel: { shrink: true },
      }}
      sx={{ minWidth: 150, maxWidth: 320 }}
    >
      <MenuItem value="">不限</MenuItem>
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          <Checkbox size="small" checked={picked.includes(String(option.value))} sx={{ p: 0.25, mr: 0.75 }} />
          <ListItemText primary={option.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}
