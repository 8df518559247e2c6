import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** The feed's search: over title, abstract, linkId and stock code or name; sent on Enter or 搜索, cleared by 重置. */
export function SearchBox({ initial, onSearch }: { initial: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(initial);
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <TextField
        size="small"
        label="搜索"
        placeholder="标题、摘要、股票代码或名称"
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ width: 280 }}
        slotProps={{ htmlInput: { 'aria-label': '搜索资讯' } }}
      />
      <Button type="submit" variant="outlined">
        搜索
      </Button>
      {initial ? (
        <Button
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          重置
        </Button>
      ) : null}
    </Stack>
  );
}
