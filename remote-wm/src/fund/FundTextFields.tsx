import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FUND_LIMITS, field, type FieldDef } from 'shared-ui/contract';
import type { FieldErrors } from 'shared-ui/library';

/** The words the operation library keeps beside a catalogue fund. */
export interface FundTexts {
  name: string;
  title: string;
  remark: string;
  description: string;
}

export const EMPTY_TEXTS: FundTexts = { name: '', title: '', remark: '', description: '' };

const FIELDS: readonly { name: keyof FundTexts; label: string; max: number; required: boolean; hint: string; rows?: number }[] = [
  { name: 'name', label: '基金名称', max: FUND_LIMITS.name, required: true, hint: '默认取产品库名称，可改为 App 展示的简称' },
  { name: 'title', label: '展示标题', max: FUND_LIMITS.title, required: true, hint: 'App 运营位中基金的标题' },
  { name: 'remark', label: '推荐语', max: FUND_LIMITS.remark, required: true, hint: '标题下方的一句话推荐' },
  { name: 'description', label: '基金简介', max: FUND_LIMITS.description, required: false, hint: '选填，基金详情中的介绍', rows: 3 },
];

/** The texts as 比较差异 compares them after a stale save (the same labels as the form's). */
export const FUND_TEXTS_COMPARED: readonly FieldDef[] = FIELDS.map((f) => field.text(f.name, f.label));

/** Name, title, remark and description, each with its count and the message of its own rule. */
export function FundTextFields({ values, errors, onChange, disabled }: { values: FundTexts; errors: FieldErrors; onChange: (next: FundTexts) => void; disabled?: boolean }) {
  return (
    <Stack spacing={2}>
      {FIELDS.map((f) => {
        const length = [...values[f.name]].length;
        return (
          <TextField
            key={f.name}
            name={f.name}
            label={f.label}
            required={f.required}
            disabled={disabled}
            value={values[f.name]}
            onChange={(event) => onChange({ ...values, [f.name]: event.target.value })}
            error={Boolean(errors[f.name]) || length > f.max}
            helperText={errors[f.name] ?? `${f.hint}（${String(length)}/${String(f.max)}）`}
            multiline={Boolean(f.rows)}
            minRows={f.rows}
            fullWidth
          />
        );
      })}
    </Stack>
  );
}
