import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

export interface LibrarySearchBarProps {
  /** 搜索基金名称、ISIN 或标题: what the search goes over. */
  label: string;
  /** The contract's limit for a search text. */
  maxLength: number;
  /** Called with the trimmed text on 搜索 or Enter, and with '' on 重置. */
  onApply: (search: string) => void;
}

/** A library's search: applied on 搜索 or Enter, not per keystroke; 重置 clears it (and the caller's other filters). */
export function LibrarySearchBar({ label, maxLength, onApply }: LibrarySearchBarProps) {
  const [typed, setTyped] = useState('');
  return (
    <Stack
      component="form"
      role="search"
      direction="row"
      spacing={1.5}
      sx={{ mb: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(typed.trim());
      }}
    >
      <TextField size="small" label={label} value={typed} onChange={(event) => setTyped(event.target.value)} slotProps={{ htmlInput: { maxLength } }} sx={{ width: 280 }} />
      <Button type="submit" variant="outlined">
        搜索
      </Button>
      <Button
        onClick={() => {
          setTyped('');
          onApply('');
        }}
      >
        重置
      </Button>
    </Stack>
  );
}
