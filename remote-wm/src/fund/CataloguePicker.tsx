import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { currencyText, riskLevelText, type CatalogueFund } from 'shared-ui/contract';
import { useCatalogueSearch } from './api/fundLibrary';

export interface CataloguePickerProps {
  value: CatalogueFund | null;
  onPick: (fund: CatalogueFund | null) => void;
  error?: string;
}

/**
 * Searches the product catalogue by name, ISIN or fund house: what is typed goes to the server, its answer is offered
 * as is (`filterOptions` does not filter again), and only an offered fund can be picked. A fund already in the
 * library is shown but cannot be picked, so a duplicate is never one click away.
 */
export function CataloguePicker({ value, onPick, error }: CataloguePickerProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const found = useCatalogueSearch(text, open);
  return (
    <Autocomplete<CatalogueFund>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_event, fund) => onPick(fund)}
      onInputChange={(_event, next, reason) => {
        if (reason === 'input' || reason === 'clear') setText(next);
      }}
      options={found.data ?? []}
      filterOptions={(x) => x}
      getOptionLabel={(fund) => `${fund.name}（${fund.isin}）`}
      getOptionDisabled={(fund) => fund.in_library}
      isOptionEqualToValue={(a, b) => a.isin === b.isin}
      loading={found.isFetching}
      loadingText="正在搜索…"
      noOptionsText={found.isError ? '产品库加载失败，请重试' : '没有匹配的基金'}
      renderOption={(props, fund) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest}>
            <Box sx={{ flex: 1 }}>
              <Typography variant="body2">{fund.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {`${fund.isin} · ${riskLevelText(fund.risk_level)} · ${currencyText(fund.currency)} · ${fund.fund_house} · ${fund.fund_type}`}
              </Typography>
            </Box>
            {fund.in_library ? <Chip size="small" label="已在基金库" /> : null}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField {...params} label="从产品库选择基金" required error={Boolean(error)} helperText={error ?? '输入基金名称、ISIN 或基金公司搜索'} />
      )}
    />
  );
}
