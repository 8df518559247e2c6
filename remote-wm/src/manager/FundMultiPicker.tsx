import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MANAGER_LIMITS, type LibraryItem } from 'shared-ui/contract';
import { useFundSearch } from './api/managerLibrary';

export interface FundMultiPickerProps {
  value: readonly LibraryItem[];
  onChange: (funds: LibraryItem[]) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * 在管基金: several funds of the fund library, searched on the server as typed (name or ISIN); only an offered fund
 * can be picked, never free text, and a picked one is not offered again. Order is the order picked.
 */
export function FundMultiPicker({ value, onChange, error, disabled }: FundMultiPickerProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const found = useFundSearch(text, open);
  const picked = new Set(value.map((f) => f.id));
  return (
    <Autocomplete<LibraryItem, true>
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={[...value]}
      onChange={(_event, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        if (reason === 'input' || reason === 'clear') setText(next);
        if (reason === 'reset') setText('');
      }}
      options={(found.data ?? []).filter((f) => !picked.has(f.id))}
      filterOptions={(x) => x}
      getOptionLabel={(f) => f.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={found.isFetching}
      loadingText="正在搜索…"
      noOptionsText={found.isError ? '基金库加载失败，请重试' : '没有匹配的基金'}
      disabled={disabled}
      getOptionDisabled={() => value.length >= MANAGER_LIMITS.maxFunds}
      renderOption={(props, f) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest}>
            <Box>
              <Typography variant="body2">{f.label}</Typography>
              {f.detail ? (
                <Typography variant="caption" color="text.secondary">
                  {f.detail}
                </Typography>
              ) : null}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="在管基金"
          error={Boolean(error)}
          helperText={error ?? `选填；从基金库搜索基金名称或 ISIN，最多 ${String(MANAGER_LIMITS.maxFunds)} 只`}
        />
      )}
    />
  );
}
