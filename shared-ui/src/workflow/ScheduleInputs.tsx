import Stack from '@mui/material/Stack';
import { SCHEDULE_LABELS, WORKFLOW_WORDING, scheduleFields, type ModuleDefinition } from 'shared-ui/contract';
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

/** The module's time labels in one phrase: 开始时间与结束时间, 预设发布时间. */
export function scheduleLabels(module: Pick<ModuleDefinition, 'schedule'>): string {
  return scheduleFields(module)
    .map((name) => SCHEDULE_LABELS[name] ?? name)
    .join('与');
}

/**
 * What a pre-publish dialog says where it asks no times (`scheduleSetAt: 'publish'`), so nobody looks for them:
 * 开始时间与结束时间在发布时设置.
 */
export function timesSetOnPublishText(module: Pick<ModuleDefinition, 'schedule' | 'wording'>): string {
  return `${scheduleLabels(module)}在${WORKFLOW_WORDING[module.wording].publish}时设置`;
}
