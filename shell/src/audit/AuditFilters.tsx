import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, cmsTimeProblem, parseCmsTime, type AuditModule } from 'shared-ui/contract';
import { CmsDateTimePicker } from 'shared-ui/pickers';
import { NO_AUDIT_FILTERS, type AuditFilterName, type AuditFilterValues } from './auditFilter';

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
  // Re-seeded when the applied filters change from outside (back button, reset).
  const [seed, setSeed] = useState(applied);
  const [draft, setDraft] = useState(applied);
  if (seed !== applied && JSON.stringify(seed) !== JSON.stringify(applied)) {
    setSeed(applied);
    setDraft(applied);
  }
  const set = (name: AuditFilterName) => (value: string) => setDraft((prev) => ({ ...prev, [name]: value }));
  // A time typed impossible (2027-02-30) or half (2027-02-日) is said on its field, in the module forms' words, and
  // nothing is queried until it is whole: a half-filled filter is never dropped silently nor sent.
  const fromProblem = draft.from === '' ? undefined : cmsTimeProblem('开始时间', draft.from, 'datetime');
  const toProblem = draft.to === '' ? undefined : cmsTimeProblem('结束时间', draft.to, 'datetime');
  const from = parseCmsTime(draft.from);
  const to = parseCmsTime(draft.to);
  const rangeProblem = toProblem ?? (from !== null && to !== null && to < from ? '结束时间不能早于开始时间' : undefined);
  const blocked = Boolean(fromProblem ?? rangeProblem);
  const choices = draft.module !== '' && !modules.some((m) => m.key === draft.module) ? [...modules, { key: draft.module, title: draft.module, path: '' }] : modules;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked) onApply(draft);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="筛选操作审计"
      onSubmit={submit}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
    >
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
      <Stack direction="row" spacing={1} sx={{ height: 56, alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={blocked} data-testid="audit-search">
          查询
        </Button>
        <Button
          onClick={() => {
            setDraft(NO_AUDIT_FILTERS);
            onApply(NO_AUDIT_FILTERS);
          }}
        >
          重置
        </Button>
      </Stack>
    </Box>
  );
}
