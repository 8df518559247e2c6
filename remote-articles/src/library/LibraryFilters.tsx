import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { ARTICLE_MODULES, parseCmsTime } from 'shared-ui/contract';
import type { LibraryFilterName, LibraryFilterValues } from './libraryQuery';
import { CmsDateTimePicker } from 'shared-ui/pickers';

export const NO_FILTERS: LibraryFilterValues = { search: '', article_module: '', author: '', tag: '', start_time: '', end_time: '' };

/**
 * The library's search and filters. They are typed into a local copy and applied together with 查询 (or Enter), so
 * the list is not fetched once per keystroke; the applied values live in the URL (useListParams).
 */
export function LibraryFilters({ applied, onApply }: { applied: LibraryFilterValues; onApply: (next: LibraryFilterValues) => void }) {
  // Re-seeded when the applied filters change from outside (back button, reset).
  const [seed, setSeed] = useState(applied);
  const [draft, setDraft] = useState(applied);
  if (seed !== applied && JSON.stringify(seed) !== JSON.stringify(applied)) {
    setSeed(applied);
    setDraft(applied);
  }
  const set = (name: LibraryFilterName) => (value: string) => setDraft((prev) => ({ ...prev, [name]: value }));
  const start = parseCmsTime(draft.start_time);
  const end = parseCmsTime(draft.end_time);
  const rangeProblem = start !== null && end !== null && end < start ? '结束时间不能早于开始时间' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rangeProblem) onApply(draft);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="筛选文章"
      onSubmit={submit}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        label="搜索标题或摘要"
        value={draft.search}
        onChange={(e) => set('search')(e.target.value)}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> } }}
      />
      <TextField select label="文章模块" value={draft.article_module} onChange={(e) => set('article_module')(e.target.value)}>
        <MenuItem value="">全部</MenuItem>
        {ARTICLE_MODULES.map((m) => (
          <MenuItem key={m.value} value={m.value}>
            {m.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="作者" value={draft.author} onChange={(e) => set('author')(e.target.value)} />
      <TextField label="标签" value={draft.tag} onChange={(e) => set('tag')(e.target.value)} />
      <CmsDateTimePicker label="展示时间起" value={draft.start_time} onChange={set('start_time')} />
      <CmsDateTimePicker label="展示时间止" value={draft.end_time} onChange={set('end_time')} error={rangeProblem} />
      <Stack direction="row" spacing={1} sx={{ height: 56, alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={Boolean(rangeProblem)}>
          查询
        </Button>
        <Button
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          重置
        </Button>
      </Stack>
    </Box>
  );
}
