import FilterAlt from '@mui/icons-material/FilterAlt';
import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type MouseEvent } from 'react';
import { DROPDOWN_DEFAULTS, MULTI_SELECT_LIMITS, dropdownPlaceholder } from 'shared-ui/contract';

/** How long 重置 leaves the cleared choice visible before the filter closes (spec §2: reset clears, then closes). */
export const COLUMN_FILTER_RESET_CLOSE_MS = DROPDOWN_DEFAULTS.resetCloseMs;

export interface ColumnFilterOption {
  value: string;
  label: string;
}

interface CommonProps {
  /** The column's title: the button says 筛选{label}. */
  label: string;
  options: readonly ColumnFilterOption[];
  /** Spec §5: non-empty; a blank one falls back to 请选择. */
  placeholder?: string;
  /** The choice's least width (spec §9: 90); it grows to fit its labels. */
  width?: number;
}

export interface SingleColumnFilterProps extends CommonProps {
  multiple?: false;
  /** The applied choice; '' for none. */
  value: string;
  /** A new applied choice ('' clears it): on 确认, on 重置 and when the filter closes with another choice picked. */
  onChange: (value: string) => void;
}

export interface MultipleColumnFilterProps extends CommonProps {
  /** Spec §3 `filterMultiple`: several choices at once. */
  multiple: true;
  /** The applied choices; [] for none. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Spec §5: at least 0 … */
  min?: number;
  /** … at most 999 picks; at the maximum the other choices are disabled. */
  max?: number;
}

export type ColumnFilterProps = SingleColumnFilterProps | MultipleColumnFilterProps;

const sameChoice = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v) => b.includes(v));

/**
 * A column header's filter (spec §2's generic table, §4's dropdown filter): a funnel (filled while a choice applies)
 * opening a choice with the placeholder 请选择, 确认 and 重置. The choice applies on 确认 or when the filter closes; 重置
 * clears it and closes after 50 ms. With `multiple` several choices may be ticked (0–999, spec §5). Clicks on it
 * never sort the column.
 */
export function ColumnFilter(props: ColumnFilterProps) {
  const { label, options, width = DROPDOWN_DEFAULTS.width } = props;
  const placeholder = dropdownPlaceholder(props.placeholder);
  const applied: readonly string[] = props.multiple ? props.value : props.value === '' ? [] : [props.value];
  const min = props.multiple ? (props.min ?? MULTI_SELECT_LIMITS.min) : 0;
  const max = props.multiple ? (props.max ?? MULTI_SELECT_LIMITS.max) : 1;
  const anchor = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<readonly string[]>(applied);
  const emitted = useRef(false);

  const emit = (chosen: readonly string[]) => {
    if (props.multiple) props.onChange([...chosen]);
    else props.onChange(chosen[0] ?? '');
  };
  const show = () => {
    setPending(applied);
    emitted.current = false;
    setOpen(true);
  };
  const finish = (chosen: readonly string[]) => {
    // Fewer picks than the minimum cannot apply: the filter keeps what was applied.
    if (!emitted.current && chosen.length >= min && !sameChoice(chosen, applied)) emit(chosen);
    emitted.current = true;
    setOpen(false);
  };
  const reset = () => {
    setPending([]);
    if (applied.length > 0) emit([]);
    emitted.current = true;
    setTimeout(() => setOpen(false), COLUMN_FILTER_RESET_CLOSE_MS);
  };
  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
  const active = applied.length > 0;

  return (
    <>
      <IconButton
        ref={anchor}
        size="small"
        aria-label={`筛选${label}`}
        title={active ? `筛选${label}：${applied.map(labelOf).join('、')}` : `筛选${label}`}
        color={active ? 'primary' : 'default'}
        aria-pressed={active}
        onClick={(event) => {
          event.stopPropagation();
          show();
        }}
        onMouseDown={(event) => event.stopPropagation()}
        sx={{ ml: 0.25, p: 0.25 }}
      >
        {active ? <FilterAlt sx={{ fontSize: 16 }} /> : <FilterAltOutlined sx={{ fontSize: 16 }} />}
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => finish(pending)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': `筛选${label}`, onClick: (event: MouseEvent) => event.stopPropagation() } }}
      >
        <Box sx={{ p: 1.5, minWidth: width, maxWidth: 320 }} data-open={open}>
          <TextField
            select
            fullWidth
            size="small"
            label={label}
            value={props.multiple ? [...pending] : (pending[0] ?? '')}
            onChange={(event) => {
              const next: unknown = event.target.value;
              if (!props.multiple) setPending(typeof next === 'string' && next !== '' ? [next] : []);
              else if (Array.isArray(next)) setPending((next as string[]).slice(0, max));
            }}
            sx={{ minWidth: width }}
            slotProps={{
              select: {
                multiple: props.multiple === true,
                displayEmpty: true,
                renderValue: (chosen) => {
                  const picked = Array.isArray(chosen) ? (chosen as string[]) : chosen === '' ? [] : [String(chosen)];
                  if (picked.length === 0) return <Box component="span" sx={{ color: 'text.disabled' }}>{placeholder}</Box>;
                  return picked.map(labelOf).join('、');
                },
                MenuProps: { slotProps: { paper: { sx: { minWidth: width } } } },
              },
              inputLabel: { shrink: true },
            }}
          >
            {options.map((option) => {
              const ticked = pending.includes(option.value);
              return props.multiple ? (
                <MenuItem key={option.value} value={option.value} dense disabled={!ticked && pending.length >= max}>
                  <Checkbox size="small" checked={ticked} sx={{ p: 0.25, mr: 0.75 }} />
                  <ListItemText primary={option.label} />
                </MenuItem>
              ) : (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              );
            })}
          </TextField>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
            <Button size="small" onClick={reset}>
              重置
            </Button>
            <Button size="small" variant="contained" disabled={pending.length < min} onClick={() => finish(pending)}>
              确认
            </Button>
          </Stack>
        </Box>
      </Popover>
    </>
  );
}
