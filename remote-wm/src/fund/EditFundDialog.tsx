import { FUND_MESSAGES, fundUpdateSchema, type FundRow } from 'shared-ui/contract';
import { LibraryFormDialog, useLibraryForm } from 'shared-ui/library';
import { fundLibrary } from './api/fundLibrary';
import { FundFacts } from './FundFacts';
import { FUND_TEXTS_COMPARED, FundTextFields, type FundTexts } from './FundTextFields';

const textsOf = (fund: FundRow): FundTexts => ({ name: fund.name, title: fund.title, remark: fund.remark, description: fund.description });

/**
 * Edits a fund's words (the ISIN and the catalogue's facts stay). The save carries the `version` the edit began from;
 * when someone saved since, the server refuses (1043) and the engine's stale-save dialog lets this person choose
 * (useLibraryForm). Mounted only while open.
 */
export function EditFundDialog({ fund, onClose }: { fund: FundRow; onClose: () => void }) {
  const update = fundLibrary.useUpdate<FundTexts & { id: number; base_version: number | null }>();
  const form = useLibraryForm({ row: fund, empty: textsOf(fund), formOf: textsOf, rowOf: (texts) => ({ ...texts }), compared: FUND_TEXTS_COMPARED, onClose });

  const submit = (base = form.baseVersion) => {
    const input = { ...form.values, id: fund.id, base_version: base };
    if (form.passes(fundUpdateSchema, input)) update.mutate(input, form.outcome(FUND_MESSAGES.saved, submit));
  };

  return (
    <LibraryFormDialog title="编辑基金" submitLabel="保存" pending={update.isPending} onSubmit={() => submit()} onClose={onClose} form={form}>
      <FundFacts fund={fund} />
      <FundTextFields values={form.values} errors={form.errors} onChange={form.setValues} disabled={update.isPending} />
    </LibraryFormDialog>
  );
}
