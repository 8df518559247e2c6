/** The filters (板块, 模块, 状态, 操作人): each change goes to the address, which the query reads. */
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo, useEffect, useState } from 'react';
import { SCHEDULE_AREAS, SCHEDULE_STATES, SCHEDULE_STATE_LABELS, type AreaKey, type ScheduleModule, type ScheduleState } from 'shared-ui';
import type { ScheduleFilters } from './scheduleAddress';

interface ScheduleFilterBarProps {
  filters: ScheduleFilters;
  modules: readonly ScheduleModule[];
  areaTitles: Readonly<Record<AreaKey, string>>;
  onChange: (change: Partial<ScheduleFilters>) => void;
}

/** The same filters: what the bar shows (the view and the date are the toolbar's). */
const sameFilters = (a: ScheduleFilters, b: ScheduleFilters) =>
  a.operator === b.operator && a.area.join() === b.area.join() && a.module.join() === b.module.join() && a.state.join() === b.state.join();

/**
 * Drawn again only when what it shows changes: a change of view or date (时间轴, ‹ ›) leaves it as it is (its module
 * picker re-rendered cost ~15 ms of each switch; issue 44, item 11). `onChange` is the address's stable update.
 */
export const ScheduleFilterBar = memo(function ScheduleFilterBar({ filters, modules, areaTitles, onChange }: ScheduleFilterBarProps) {
  const [operator, setOperator] = useState(filters.operator);
  useEffect(() => setOperator(filters.operator), [filters.operator]);
  const offered = modules.filter((m) => filters.area.length === 0 || filters.area.includes(m.area));
  const picked = modules.filter((m) => filters.module.includes(m.key));
  const applyOperator = () => operator.trim() !== filters.operator && onChange({ operator: operator.trim() });
  const filtered = filters.area.length + filters.module.length + filters.state.length > 0 || filters.operator !== '';
  return (
    <Box component="search" aria-label="筛选" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
      <TextField
        select
        size="small"
        label="板块"
        value={filters.area}
        sx={{ minWidth: 160 }}
        slotProps={{ select: { multiple: true, renderValue: (v) => (v as AreaKey[]).map((a) => areaTitles[a]).join('、') || '全部' } }}
        onChange={(e) => onChange({ area: e.target.value as unknown as AreaKey[], module: [] })}
      >
        {SCHEDULE_AREAS.map((area) => (
          <MenuItem key={area} value={area}>
            {areaTitles[area]}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        multiple
        size="small"
        options={offered}
        value={picked}
        getOptionLabel={(m) => m.title}
        isOptionEqualToValue={(a, b) => a.key === b.key}
        groupBy={(m) => areaTitles[m.area]}
        noOptionsText="没有可选的模块"
        limitTags={2}
        onChange={(_e, value) => onChange({ module: value.map((m) => m.key) })}
        renderInput={(params) => <TextField {...params} label="模块" placeholder={picked.length === 0 ? '全部模块' : ''} />}
        sx={{ minWidth: 260, flex: '0 1 360px' }}
      />
      <TextField
        select
        size="small"
        label="状态"
        value={filters.state}
        sx={{ minWidth: 150 }}
        slotProps={{ select: { multiple: true, renderValue: (v) => (v as ScheduleState[]).map((s) => SCHEDULE_STATE_LABELS[s]).join('、') || '全部' } }}
        onChange={(e) => onChange({ state: e.target.value as unknown as ScheduleState[] })}
      >
        {SCHEDULE_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {SCHEDULE_STATE_LABELS[state]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="操作人"
        placeholder="预发布人或发布人"
        value={operator}
        onChange={(e) => setOperator(e.target.value)}
        onBlur={applyOperator}
        onKeyDown={(e) => e.key === 'Enter' && applyOperator()}
        sx={{ width: 180 }}
      />
      {filtered ? (
        <Button size="small" onClick={() => onChange({ area: [], module: [], state: [], operator: '' })}>
          清除筛选
        </Button>
      ) : null}
    </Box>
  );
},
(a, b) => a.modules === b.modules && a.areaTitles === b.areaTitles && a.onChange === b.onChange && sameFilters(a.filters, b.filters));
