import Search from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** A list's one-box search (the recycle bin, the manager-website list): sent on Enter or 查询. */
export function ArticleSearchForm({ label, initial, onSearch }: { label: string; initial: string; onSearch: (search: string) => void }) {
  const [search, setSearch] = useState(initial);
  return (
    <Stack
      component="form"
      role="search"
      direction="row"
      spacing={1}
      sx={{ mb: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(search);
      }}
    >
      <TextField
        size="small"
        label={label}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ width: 280 }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> } }}
      />
      <Button type="submit" variant="contained">
        查询
      </Button>
    </Stack>
  );
}
