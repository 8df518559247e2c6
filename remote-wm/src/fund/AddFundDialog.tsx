import { useState } from 'react';
import { FUND_MESSAGES, fundInputSchema, type CatalogueFund, type FundInput, type FundRow } from 'shared-ui/contract';
import { LibraryFormDialog, useLibraryForm } from 'shared-ui/library';
import { fundLibrary } from './api/fundLibrary';
import { CataloguePicker } from './CataloguePicker';
import { FundFacts } from './FundFacts';
import { EMPTY_TEXTS, FUND_TEXTS_COMPARED, FundTextFields, type FundTexts } from './FundTextFields';

/**
 * 添加基金: pick a fund from the catalogue (server-side search), see its facts, write the title, remark and
 * description the app shows. The contract's rules run here before the call and again on the server. Mounted only
 * while open.
 */
export function AddFundDialog({ onClose }: { onClose: () => void }) {
  const add = fundLibrary.useAdd<FundInput>();
  const [picked, setPicked] = useState<CatalogueFund | null>(null);
  const form = useLibraryForm<FundTexts, FundRow>({ row: undefined, empty: EMPTY_TEXTS, formOf: (fund) => fund, rowOf: (texts) => ({ ...texts }), compared: FUND_TEXTS_COMPARED, onClose });
  const texts = form.values;

  const pick = (fund: CatalogueFund | null) => {
    setPicked(fund);
    // The catalogue's name is the default; a name already typed by hand is kept.
    if (fund && (texts.name === '' || texts.name === picked?.name)) form.setValues({ ...texts, name: fund.name });
    form.clearError('isin');
  };

  const submit = () => {
    const input = { ...texts, isin: picked?.isin ?? '' };
    if (form.passes(fundInputSchema, input)) add.mutate(input, form.outcome(FUND_MESSAGES.created, submit));
  };

  return (
    <LibraryFormDialog title="添加基金" submitLabel="添加" pending={add.isPending} onSubmit={submit} onClose={onClose} form={form}>
      <CataloguePicker value={picked} onPick={pick} error={form.errors.isin} />
      {picked ? <FundFacts fund={picked} /> : null}
      <FundTextFields values={texts} errors={form.errors} onChange={form.setValues} disabled={add.isPending} />
    </LibraryFormDialog>
  );
}
