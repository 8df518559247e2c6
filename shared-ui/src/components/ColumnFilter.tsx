import FilterAlt from '@mui/icons-material/FilterAlt';
import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type MouseEvent } from 'react';

/** How long 重置 leaves the cleared choice visible before the filter closes (spec §2: reset clears, then closes). */
export const COLUMN_FILTER_RESET_CLOSE_MS = 50;

export interface ColumnFilterOption {
  value: string;
  label: string;
}

export interface ColumnFilterProps {
  /** The column's title: the button says 筛选{label}. */
  label: string;
  options: readonly ColumnFilterOption[];
  /** The applied choice; '' for none. */
  value: string;
  /** A new applied choice ('' clears it): on 确认, on 重置 and when the filter closes with another choice picked. */
  onChange: (value: string) => void;
}

/**
 * A column header's filter (spec §2's generic table): a funnel (filled while a choice applies) opening a choice with
 * the placeholder 请选择, 确认 and 重置. The choice applies on 确认 or when the filter closes; 重置 clears it and
 * closes after 50 ms. Clicks on it never sort the column.
 */
export function ColumnFilter({ label, options, value, onChange }: ColumnFilterProps) {
  const anchor = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(value);
  const emitted = useRef(false);

  const show = () => {
    setPending(value);
    emitted.current = false;
    setOpen(true);
  };
  const finish = (chosen: string) => {
    if (!emitted.current && chosen !== value) onChange(chosen);
    emitted.current = true;
    setOpen(false);
  };
  const reset = () => {
    setPending('');
    if (value !== '') onChange('');
    emitted.current = true;
    setTimeout(() => setOpen(false), COLUMN_FILTER_RESET_CLOSE_MS);
  };

  return (
    <>
      <IconButton
        ref={anchor}
        size="small"
        aria-label={`筛选${label}`}
        title={`筛选${label}`}
        color={value === '' ? 'default' : 'primary'}
        aria-pressed={value !== ''}
        onClick={(event) => {
          event.stopPropagation();
          show();
        }}
        onMouseDown={(event) => event.stopPropagation()}
        sx={{ ml: 0.25, p: 0.25 }}
      >
        {value === '' ? <FilterAltOutlined sx={{ fontSize: 16 }} /> : <FilterAlt sx={{ fontSize: 16 }} />}
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => finish(pending)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': `筛选${label}`, onClick: (event: MouseEvent) => event.stopPropagation() } }}
      >
        <Box sx={{ p: 1.5, width: 220 }} data-open={open}>
          <TextField
            select
            fullWidth
            size="small"
            label={label}
            value={pending}
            onChange={(event) => setPending(event.target.value)}
            slotProps={{ select: { displayEmpty: true, renderValue: (chosen) => (chosen === '' ? <Box component="span" sx={{ color: 'text.disabled' }}>请选择</Box> : (options.find((o) => o.value === chosen)?.label ?? String(chosen))) }, inputLabel: { shrink: true } }}
          >
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
            <Button size="small" onClick={reset}>
              重置
            </Button>
            <Button size="small" variant="contained" onClick={() => finish(pending)}>
              确认
            </Button>
          </Stack>
        </Box>
      </Popover>
    </>
  );
}
