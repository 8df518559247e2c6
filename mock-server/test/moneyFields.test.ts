/**
 * Every number field that counts money is an amount (issue 35: 800,000,000 港元 in lists and forms), so a module added
 * later with a 港元 unit cannot show 800000000.
 */
import { CURRENCIES, type FieldDef } from 'shared-ui/contract';
import { registeredModules } from '../src';

const MONEY_UNITS = new Set(['元', '港元', '美元', ...CURRENCIES.map((c) => c.label)]);

const numberFields = (fields: readonly FieldDef[]): FieldDef[] =>
  fields.flatMap((f) => (f.kind === 'list' || f.kind === 'refList' ? numberFields((f.itemFields ?? []) as FieldDef[]) : [f]));

it('declares every number field in a currency an amount', () => {
  const money = registeredModules.flatMap((m) =>
    numberFields(m.fields)
      .filter((f) => f.kind === 'number' && f.unit !== undefined && MONEY_UNITS.has(f.unit))
      .map((f) => ({ field: `${m.key}.${f.name}`, amount: f.kind === 'number' && f.amount === true })),
  );
  expect(money.map((f) => f.field)).toEqual(
    expect.arrayContaining(['br/newShare.fund_limit', 'br/newShare.remain_limit', 'br/financingOrder.total_finance_quota', 'br/financingOrder.min_finance_quota', 'br/financingOrder.max_finance_quota']),
  );
  expect(money.filter((f) => !f.amount)).toEqual([]);
});
