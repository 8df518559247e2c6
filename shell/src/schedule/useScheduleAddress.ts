/** The calendar's filters, read from and written to the address (scheduleAddress.ts). */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'shared-ui/router';
import { readScheduleAddress, writeScheduleAddress, type ScheduleFilters } from './scheduleAddress';
import { shanghaiDay } from './shanghaiTime';

export function useScheduleAddress(): [ScheduleFilters, (change: Partial<ScheduleFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readScheduleAddress(params, shanghaiDay(Date.now())), [params]);
  // One update for the page's life (the filter bar is not drawn again for a change it does not show), writing over the
  // filters as the address last read them.
  const latest = useRef({ filters, setParams });
  useEffect(() => {
    latest.current = { filters, setParams };
  });
  const update = useCallback((change: Partial<ScheduleFilters>) => latest.current.setParams(writeScheduleAddress({ ...latest.current.filters, ...change })), []);
  return [filters, update];
}
