import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { pagerItems } from './pagerItems';

export interface CmsPagerProps {
  /** 0-based. */
  page: number;
  pageSize: number;
  total: number;
  pageSizeOptions: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  disabled?: boolean;
  /** The list it pages (its grid's name): a page with two lists has two pagers, and each landmark needs its own name. */
  listName?: string;
}

const pageButtonSx = { minWidth: 32, height: 32, px: 0.75 } as const;

/**
 * The pager of spec §2's generic table: the range and total, rows per page, 上一页 / 下一页, the first and last page
 * with a window of pages between, and … buttons titled 向前 5 页 / 向后 5 页 where pages are hidden.
 */
export function CmsPager({ page, pageSize, total, pageSizeOptions, onPageChange, onPageSizeChange, disabled = false, listName }: CmsPagerProps) {
  const pageCount = Math.max(Math.ceil(total / pageSize), 1);
  const current = Math.min(page, pageCount - 1);
  const from = total === 0 ? 0 : current * pageSize + 1;
  const to = Math.min((current + 1) * pageSize, total);
  return (
    <Box component="nav" aria-label={listName ? `${listName}分页` : '分页'} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 1.5, py: 0.75, ml: 'auto' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
        {`${String(from)}–${String(to)} 共 ${String(total)}`}
      </Typography>
      <TextField
        select
        size="small"
        variant="standard"
        value={pageSize}
        onChange={(event) => onPageSizeChange(Number(event.target.value))}
        slotProps={{ htmlInput: { 'aria-label': '每页行数' } }}
        sx={{ mr: 1, '& .MuiInput-input': { fontSize: 14 } }}
      >
        {pageSizeOptions.map((size) => (
          <MenuItem key={size} value={size}>{`${String(size)} 条/页`}</MenuItem>
        ))}
      </TextField>
      <IconButton size="small" aria-label="上一页" title="上一页" disabled={disabled || current === 0} onClick={() => onPageChange(current - 1)}>
        <ChevronLeft fontSize="small" />
      </IconButton>
      {pagerItems(current, pageCount).map((item) =>
        item.kind === 'page' ? (
          <Button
            key={`p${String(item.page)}`}
            size="small"
            variant={item.current ? 'contained' : 'text'}
            aria-label={`第 ${String(item.page + 1)} 页`}
            aria-current={item.current ? 'page' : undefined}
            disabled={disabled && !item.current}
            onClick={() => (item.current ? undefined : onPageChange(item.page))}
            sx={pageButtonSx}
          >
            {item.page + 1}
          </Button>
        ) : (
          <IconButton
            key={item.kind}
            size="small"
            title={item.kind === 'jumpBack' ? `向前 ${String(item.by)} 页` : `向后 ${String(item.by)} 页`}
            aria-label={item.kind === 'jumpBack' ? `向前 ${String(item.by)} 页` : `向后 ${String(item.by)} 页`}
            disabled={disabled}
            onClick={() => onPageChange(item.page)}
          >
            <MoreHoriz fontSize="small" />
          </IconButton>
        ),
      )}
      <IconButton size="small" aria-label="下一页" title="下一页" disabled={disabled || current >= pageCount - 1} onClick={() => onPageChange(current + 1)}>
        <ChevronRight fontSize="small" />
      </IconButton>
    </Box>
  );
}
