import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FUND_LIMITS } from 'shared-ui/contract';

export interface FundFilterValues {
  search: string;
  risk: string;
}

export const NO_FILTERS: FundFilterValues = { search: '', risk: '' };

/** Search by name, ISIN or title, applied on 搜索 or Enter (the risk level filters in its column's header); 重置 clears both. */
export function FundFilters({ applied, onApply }: { applied: FundFilterValues; onApply: (next: FundFilterValues) => void }) {
  const [search, setSearch] = useState(applied.search);
  return (
    <Stack
      component="form"
      role="search"
      direction="row"
      spacing={1.5}
      sx={{ mb: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ ...applied, search });
      }}
    >
      <TextField
        size="small"
        label="搜索基金名称、ISIN 或标题"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ htmlInput: { maxLength: FUND_LIMITS.search } }}
        sx={{ width: 280 }}
      />
      <Button type="submit" variant="outlined">
        搜索
      </Button>
      <Button
        onClick={() => {
          setSearch('');
          onApply(NO_FILTERS);
        }}
      >
        重置
      </Button>
    </Stack>
  );
}
