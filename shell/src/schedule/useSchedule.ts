/**
 * The calendar's answer for what the view shows (the console service's `GET schedule/list`), its entries placed (key, link), the previous
 * answer kept while the next loads.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { consoleApi, unwrap } from 'shared-ui';
import { useScreenQuery } from 'shared-ui/components';
import { SCHEDULE_API, type ScheduleAnswer } from 'shared-ui/contract';
import { scheduleQueryOf, type ScheduleFilters } from './scheduleAddress';
import { placeEntries } from './scheduleEvents';

export function useSchedule(filters: ScheduleFilters) {
  const query = scheduleQueryOf(filters);
  return useScreenQuery({
    queryKey: ['schedule', query],
    queryFn: () => unwrap(consoleApi.get<ScheduleAnswer>(SCHEDULE_API.list, query)),
    // Module-level, so react-query places an answer once, not on every render.
    select: placeEntries,
    placeholderData: keepPreviousData,
  });
}
