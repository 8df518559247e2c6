import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FilterForm, timeRangeProblem, useFilterDraft } from 'shared-ui/components';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, cmsTimeProblem, type AuditModule } from 'shared-ui/contract';
import { CmsDateTimePicker } from 'shared-ui/pickers';
import { NO_AUDIT_FILTERS, type AuditFilterValues } from './auditFilter';

export interface AuditFiltersProps {
  applied: AuditFilterValues;
  onApply: (next: AuditFilterValues) => void;
  /** The module choices (every place with records); a module named by the address but not listed still shows. */
  modules: readonly AuditModule[];
}

/**
 * The trail's filters: person, module, action and time range, typed into a local copy and applied together with 查询
 * (or Enter); the applied values live in the address.
 */
export function AuditFilters({ applied, onApply, modules }: AuditFiltersProps) {
  const { draft, set, reset } = useFilterDraft(applied, onApply, NO_AUDIT_FILTERS);
  // A time typed impossible (2027-02-30) or half (2027-02-日) is said on its field, in the module forms' words, and
  // nothing is queried until it is whole: a half-filled filter is never dropped silently nor sent.
  const fromProblem = draft.from === '' ? undefined : cmsTimeProblem('开始时间', draft.from, 'datetime');
  const toProblem = draft.to === '' ? undefined : cmsTimeProblem('结束时间', draft.to, 'datetime');
  const rangeProblem = toProblem ?? timeRangeProblem(draft.from, draft.to);
  const choices = draft.module !== '' && !modules.some((m) => m.key === draft.module) ? [...modules, { key: draft.module, title: draft.module, path: '' }] : modules;
  return (
    <FilterForm label="筛选操作审计" blocked={Boolean(fromProblem ?? rangeProblem)} onSearch={() => onApply(draft)} onReset={reset} searchTestId="audit-search">
      <TextField label="操作人" value={draft.account} onChange={(e) => set('account')(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'audit-account' } }} />
      <TextField select label="模块" value={draft.module} onChange={(e) => set('module')(e.target.value)} slotProps={{ select: { inputProps: { 'data-testid': 'audit-module' } } }}>
        <MenuItem value="">全部模块</MenuItem>
        {choices.map((m) => (
          <MenuItem key={m.key} value={m.key}>
            {m.path ? `${m.title}（${m.path}）` : m.title}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="操作" value={draft.action} onChange={(e) => set('action')(e.target.value)}>
        <MenuItem value="">全部操作</MenuItem>
        {AUDIT_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {AUDIT_ACTION_LABELS[action]}
          </MenuItem>
        ))}
      </TextField>
      <CmsDateTimePicker label="开始时间" value={draft.from} onChange={set('from')} error={fromProblem} />
      <CmsDateTimePicker label="结束时间" value={draft.to} onChange={set('to')} error={rangeProblem} />
    </FilterForm>
  );
}
