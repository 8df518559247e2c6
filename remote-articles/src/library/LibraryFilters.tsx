import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FilterForm, timeRangeProblem, useFilterDraft } from 'shared-ui/components';
import { ARTICLE_MODULES } from 'shared-ui/contract';
import type { LibraryFilterValues } from './libraryQuery';
import { CmsDateTimePicker } from 'shared-ui/pickers';

export const NO_FILTERS: LibraryFilterValues = { search: '', article_module: '', author: '', tag: '', start_time: '', end_time: '' };

/**
 * The library's search and filters. They are typed into a local copy and applied together with 查询 (or Enter), so
 * the list is not fetched once per keystroke; the applied values live in the URL (useListParams).
 */
export function LibraryFilters({ applied, onApply }: { applied: LibraryFilterValues; onApply: (next: LibraryFilterValues) => void }) {
  const { draft, set, reset } = useFilterDraft(applied, onApply, NO_FILTERS);
  const rangeProblem = timeRangeProblem(draft.start_time, draft.end_time);
  return (
    <FilterForm label="筛选文章" blocked={Boolean(rangeProblem)} onSearch={() => onApply(draft)} onReset={reset}>
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
    </FilterForm>
  );
}
