/**
 * Money as staff read it. Currencies travel as their ISO codes (HKD, USD, CNY) and are shown by one label map
 * everywhere — lists, forms, pickers, details, a library item's line: 港币, 美元, 人民币. Amounts are shown with
 * thousands separators and their unit: 800,000,000 港元 (a number field declared `amount: true`).
 */
import { optionLabel, type Option } from './enums';

/** The currencies a fund, an article position or an amount names; the wire keeps the code. */
export const CURRENCIES: readonly Option<string>[] = [
  { value: 'HKD', label: '港币' },
  { value: 'USD', label: '美元' },
  { value: 'CNY', label: '人民币' },
];

/** `USD` → 美元; an unknown code is shown as it came. */
export function currencyText(code: unknown): string {
  return optionLabel(CURRENCIES, code);
}

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** `800000000, '港元'` → `800,000,000 港元`; a non-number is shown as it came (a half-typed form value). */
export function formatAmount(value: unknown, unit?: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value !== 'number' || !Number.isFinite(value)) return String(value);
  return unit ? `${GROUPED.format(value)} ${unit}` : GROUPED.format(value);
}

/** Typed amount text → a number when it is one, thousands separators allowed (`800,000,000`); otherwise undefined. */
export function readAmountText(text: string): number | undefined {
  const bare = text.trim().replace(/[,，]/g, '');
  return /^-?\d+(\.\d+)?$/.test(bare) ? Number(bare) : undefined;
}
