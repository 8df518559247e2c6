import { CURRENCIES, currencyText, formatAmount, readAmountText } from './money';
import { FUND_CURRENCIES } from './funds';

describe('money as staff read it', () => {
  it('names every currency in words, one map for funds and everything else', () => {
    expect(CURRENCIES.map((c) => [c.value, c.label])).toEqual([
      ['HKD', '港币'],
      ['USD', '美元'],
      ['CNY', '人民币'],
    ]);
    expect(FUND_CURRENCIES).toBe(CURRENCIES);
    expect(['USD', 'CNY', 'HKD'].map(currencyText)).toEqual(['美元', '人民币', '港币']);
    expect(currencyText('EUR')).toBe('EUR');
  });

  it('shows amounts with thousands separators and their unit', () => {
    expect(formatAmount(800_000_000, '港元')).toBe('800,000,000 港元');
    expect(formatAmount(1_234_567.891, '港元')).toBe('1,234,567.89 港元');
    expect(formatAmount(999)).toBe('999');
    expect(formatAmount(null, '港元')).toBe('');
    expect(formatAmount('80万', '港元')).toBe('80万');
  });

  it('reads typed amounts with or without separators', () => {
    expect(readAmountText('800,000,000')).toBe(800_000_000);
    expect(readAmountText(' 800，000 ')).toBe(800_000);
    expect(readAmountText('1.5')).toBe(1.5);
    expect(readAmountText('8亿')).toBeUndefined();
    expect(readAmountText('')).toBeUndefined();
  });
});
