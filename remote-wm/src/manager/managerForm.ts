import { field, type FieldDef, type LibraryItem, type ManagerInput, type ManagerRow } from 'shared-ui/contract';

/** What the dialog edits: the years as typed (a number field may hold ''), the funds with their names for the chips. */
export interface ManagerFormValues {
  name: string;
  company: string;
  photo: string;
  intro: string;
  years: string;
  funds: LibraryItem[];
}

export const EMPTY_MANAGER_FORM: ManagerFormValues = { name: '', company: '', photo: '', intro: '', years: '', funds: [] };

export function formOf(row: ManagerRow): ManagerFormValues {
  return {
    name: row.name,
    company: row.company,
    photo: row.photo,
    intro: row.intro,
    years: String(row.years),
    funds: row.funds.map((f) => ({ id: String(f.id), label: f.name })),
  };
}

/** The body the contract schema reads: a blank year count is left out, so the schema says 请输入从业年限. */
export function inputOf(values: ManagerFormValues): Omit<ManagerInput, 'years'> & { years?: number } {
  const years = values.years.trim();
  return {
    name: values.name,
    company: values.company,
    photo: values.photo,
    intro: values.intro,
    ...(years === '' ? {} : { years: Number(years) }),
    fund_ids: values.funds.map((f) => Number(f.id)),
  };
}

/** What 比较差异 compares after a stale save (the form's labels); the portrait and funds show in the list after a reload. */
export const MANAGER_COMPARED: readonly FieldDef[] = [
  field.text('name', '基金经理姓名'),
  field.text('company', '所属基金公司'),
  field.number('years', '从业年限'),
  field.textarea('intro', '经理简介'),
];

/** The values as 比较差异 reads a row. */
export function comparedOf(values: ManagerFormValues): Record<string, unknown> {
  return { name: values.name, company: values.company, years: values.years.trim() === '' ? null : Number(values.years), intro: values.intro };
}
