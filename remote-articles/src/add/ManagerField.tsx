import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { RelatedManager } from 'shared-ui/contract';
import { useRelatedManagers } from '../api/articleQueries';
import type { ArticleFormController } from './useArticleForm';

/** 关联基金经理: picked from `GET article/relatedmanagers/list` (searched as typed); the form keeps the manager's id. */
export function managerFieldOf(form: ArticleFormController) {
  return <ManagerPicker value={form.values.manager_id} onChange={(id) => form.set('manager_id', id)} error={form.errorOf('manager_id')} />;
}

export function ManagerPicker({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) {
  const [search, setSearch] = useState('');
  const managers = useRelatedManagers(search);
  // The chosen manager stays known while a search shows others.
  const [chosen, setChosen] = useState<RelatedManager | null>(null);
  const options = managers.data ?? [];
  const selected = options.find((m) => m.id === value) ?? (chosen?.id === value ? chosen : null);
  return (
    <Autocomplete<RelatedManager>
      options={selected && !options.some((m) => m.id === selected.id) ? [selected, ...options] : options}
      value={selected}
      loading={managers.isFetching}
      getOptionLabel={(m) => `${m.name}（${m.company}）`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setSearch(text);
      }}
      onChange={(_event, next) => {
        setChosen(next);
        onChange(next?.id ?? '');
        setSearch('');
      }}
      noOptionsText={managers.isError ? '基金经理列表加载失败' : '没有匹配的基金经理'}
      loadingText="加载中…"
      renderInput={(params) => (
        <TextField {...params} label="关联基金经理" required name="manager_id" error={Boolean(error)} helperText={error ?? (value && !selected ? `已关联：${value}` : '输入姓名搜索')} />
      )}
    />
  );
}
