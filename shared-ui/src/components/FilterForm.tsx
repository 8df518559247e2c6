import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

export interface FilterFormProps {
  /** The search landmark's name (筛选文章, 筛选操作审计). */
  label: string;
  /** A typed value has a problem (said on its field): 查询 waits until it is gone. */
  blocked: boolean;
  /** 查询 or Enter: apply the typed values. */
  onSearch: () => void;
  onReset: () => void;
  /** 查询's test id, for the journeys that press it. */
  searchTestId?: string;
  /** The filter fields, one grid cell each. */
  children: ReactNode;
}

/** A list's filter bar (useFilterDraft holds its values): the fields in a grid, then 查询 and 重置. */
export function FilterForm({ label, blocked, onSearch, onReset, searchTestId, children }: FilterFormProps) {
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocked) onSearch();
      }}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
    >
      {children}
      <Stack direction="row" spacing={1} sx={{ height: 56, alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={blocked} data-testid={searchTestId}>
          查询
        </Button>
        <Button onClick={onReset}>重置</Button>
      </Stack>
    </Box>
  );
}
