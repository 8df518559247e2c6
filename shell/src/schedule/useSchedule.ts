/**
 * The calendar's answer for what the view shows (the console service's `GET schedule/list`), its entries placed (key, link), the previous
 * answer kept while the next loads.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { INDEX_READING_RECHECK_MS, SCHEDULE_API, consoleApi, unwrap, type ScheduleAnswer } from 'shared-ui';
import { useScreenQuery } from 'shared-ui/query';
import { scheduleQueryOf, type ScheduleFilters } from './scheduleAddress';
import { placeEntries } from './scheduleEvents';
import { takeFirstAnswer } from './scheduleFirstAnswer';

export function useSchedule(filters: ScheduleFilters) {
  const query = scheduleQueryOf(filters);
  return useScreenQuery({
    queryKey: ['schedule', query],
    // The first ask takes the call the route started as it was entered (scheduleFirstAnswer.ts).
    queryFn: () => takeFirstAnswer(query) ?? unwrap(consoleApi.get<ScheduleAnswer>(SCHEDULE_API.list, query)),
    // Module-level, so react-query places an answer once, not on every render.
    select: placeEntries,
    placeholderData: keepPreviousData,
    // A fresh server's first answers name the modules still being read: asked again until none are.
    refetchInterval: (query) => ((query.state.data?.indexed.reading.length ?? 0) > 0 ? INDEX_READING_RECHECK_MS : false),
  });
}
