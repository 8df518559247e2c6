import Stack from '@mui/material/Stack';
import { SCHEDULE_LABELS } from 'shared-ui/contract';
import type { ScheduleTimesState } from './useScheduleTimes';
import { CmsDateTimePicker } from 'shared-ui/pickers';

/** The pickers of a schedule's time fields (all of them, or `only` some). */
export function ScheduleInputs({ schedule, only, disabled }: { schedule: ScheduleTimesState; only?: readonly string[]; disabled?: boolean }) {
  const shown = only ?? schedule.fields;
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {shown.map((name) => (
        <CmsDateTimePicker
          key={name}
          // A preset time is never before now (spec §5): past days cannot be picked.
          disablePast
          name={name}
          label={SCHEDULE_LABELS[name] ?? name}
          value={schedule.times[name] ?? ''}
          onChange={(text) => schedule.setTime(name, text)}
          error={schedule.errors[name]}
          required
          disabled={disabled}
        />
      ))}
    </Stack>
  );
}
