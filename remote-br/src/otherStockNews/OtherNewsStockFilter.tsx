import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { OtherNewsStock } from 'shared-ui/contract';
import { otherNewsApi } from './otherNewsApi';

/** The list's stock filter: typed code, name or pinyin initials searched with `stock/search` (spec §7). */
export function OtherNewsStockFilter({ value, onChange }: { value: OtherNewsStock | null; onChange: (stock: OtherNewsStock | null) => void }) {
  const [text, setText] = useState('');
  const [options, setOptions] = useState<OtherNewsStock[]>([]);
  useEffect(() => {
    let current = true;
    // A short pause so each key does not send its own search.
    const timer = setTimeout(() => {
      otherNewsApi.searchStocks(text).then((found) => current && setOptions(found), () => current && setOptions([]));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text]);
  return (
    <Autocomplete
      size="small"
      sx={{ width: 260 }}
      options={options}
      value={value}
      filterOptions={(all) => all}
      getOptionLabel={(stock) => `${stock.name} ${stock.symbol}`}
      isOptionEqualToValue={(a, b) => a.symbol === b.symbol}
      onInputChange={(_e, next) => setText(next)}
      onChange={(_e, next) => onChange(next)}
      noOptionsText="没有匹配的股票"
      renderInput={(params) => <TextField {...params} label="股票" placeholder="代码、名称或拼音首字母" />}
    />
  );
}
