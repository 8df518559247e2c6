import type { LibraryItem } from 'shared-ui/contract';
import { LibraryPicker } from 'shared-ui/workflow';

export interface StockPickerProps {
  value: LibraryItem | null;
  onPick: (item: LibraryItem | null) => void;
  error?: string;
}

/** The stock of a news item: the stocks library's picker (symbol, name or pinyin initials; only an offered stock). */
export function StockPicker({ value, onPick, error }: StockPickerProps) {
  return <LibraryPicker library="stocks" label="股票" name="symbol" value={value} onPick={onPick} error={error} helperText="输入代码、名称或拼音首字母搜索" required />;
}

/** `腾讯控股 00700` → `腾讯控股`: the library's label carries the symbol after the name. */
export function stockNameOf(item: LibraryItem): string {
  return item.label.replace(/\s+\S+$/, '').trim() || item.label;
}
