import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MANAGER_LIMITS } from 'shared-ui/contract';
import type { FieldErrors } from 'shared-ui/library';
import { FundMultiPicker } from './FundMultiPicker';
import type { ManagerFormValues } from './managerForm';
import { PhotoField } from './PhotoField';

export interface ManagerFieldsProps {
  values: ManagerFormValues;
  errors: FieldErrors;
  onChange: (next: ManagerFormValues) => void;
  disabled?: boolean;
}

/** The first message about a fund of the list (`fund_ids.2`), or about the list itself. */
const fundError = (errors: FieldErrors) => errors.fund_ids ?? Object.entries(errors).find(([key]) => key.startsWith('fund_ids.'))?.[1];

/** The manager's fields, each with its own message (the contract's, whether the browser or the server found it). */
export function ManagerFields({ values, errors, onChange, disabled }: ManagerFieldsProps) {
  const set = (patch: Partial<ManagerFormValues>) => onChange({ ...values, ...patch });
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          label="基金经理姓名"
          required
          fullWidth
          value={values.name}
          onChange={(e) => set({ name: e.target.value })}
          error={Boolean(errors.name)}
          helperText={errors.name ?? `不超过 ${String(MANAGER_LIMITS.name)} 字`}
          disabled={disabled}
        />
        <TextField
          label="从业年限"
          required
          type="number"
          value={values.years}
          onChange={(e) => set({ years: e.target.value })}
          error={Boolean(errors.years)}
          helperText={errors.years ?? '整年，0–60'}
          slotProps={{ htmlInput: { min: 0, max: MANAGER_LIMITS.maxYears, step: 1 } }}
          sx={{ width: 160, flexShrink: 0 }}
          disabled={disabled}
        />
      </Stack>
      <TextField
        label="所属基金公司"
        required
        value={values.company}
        onChange={(e) => set({ company: e.target.value })}
        error={Boolean(errors.company)}
        helperText={errors.company ?? '同一公司内姓名不可重复'}
        disabled={disabled}
      />
      <TextField
        label="经理简介"
        required
        multiline
        minRows={3}
        value={values.intro}
        onChange={(e) => set({ intro: e.target.value })}
        error={Boolean(errors.intro)}
        helperText={errors.intro ?? `${String([...values.intro].length)} / ${String(MANAGER_LIMITS.intro)}`}
        disabled={disabled}
      />
      <PhotoField value={values.photo} onChange={(photo) => set({ photo })} error={errors.photo} disabled={disabled} />
      <FundMultiPicker value={values.funds} onChange={(funds) => set({ funds })} error={fundError(errors)} disabled={disabled} />
    </Stack>
  );
}
