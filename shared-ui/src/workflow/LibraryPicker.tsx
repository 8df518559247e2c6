import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LIBRARIES, type LibraryFilter, type LibraryItem, type LibraryKey } from 'shared-ui/contract';
import { useLibrarySearch } from './useLibraryItems';

export interface LibraryPickerProps {
  library: LibraryKey;
  /** The slot's part of the library (`{ article_module: 'hot' }`): only that is offered. */
  filter?: LibraryFilter;
  label: string;
  /** The picked item (a single reference), or null: a collection's picker always starts empty. */
  value: LibraryItem | null;
  onPick: (item: LibraryItem | null) => void;
  onBlur?: () => void;
  /**
   * Keys already in the collection: still offered, marked 已添加, so a person searching for one sees it is there
   * (spec §5: adding it again shows the repeat message, which the caller says).
   */
  added?: readonly string[];
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
}

/**
 * A search box over one library: what is typed goes to the console service (`library/{key}/items?search=`), its answer is
 * offered as is (`filterOptions` does not filter again), and only an offered item can be picked — free text never
 * becomes a value.
 */
export function LibraryPicker({ library, filter, label, value, onPick, onBlur, added = [], error, helperText, required, disabled, name }: LibraryPickerProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const found = useLibrarySearch(library, text, open, filter);
  const there = new Set(added);
  const options = found.data ?? [];
  const def = LIBRARIES[library];
  return (
    <Autocomplete<LibraryItem>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_event, item) => onPick(item)}
      onInputChange={(_event, next, reason) => {
        if (reason === 'input' || reason === 'clear') setText(next);
      }}
      onBlur={onBlur}
      options={options}
      filterOptions={(x) => x}
      getOptionLabel={(item) => item.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={found.isFetching}
      loadingText="正在搜索…"
      noOptionsText={found.isError ? `${def.title}加载失败，请重试` : `没有匹配的${def.itemName}`}
      disabled={disabled}
      renderOption={(props, item) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest}>
            <Box>
              <Typography variant="body2">
                {item.label}
                {there.has(item.id) ? (
                  <Typography component="span" variant="caption" color="warning.main" sx={{ ml: 1 }}>
                    已添加
                  </Typography>
                ) : null}
              </Typography>
              {item.detail ? (
                <Typography variant="caption" color="text.secondary">
                  {item.detail}
                </Typography>
              ) : null}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? helperText ?? `输入名称或编号搜索${def.title}`}
        />
      )}
    />
  );
}
