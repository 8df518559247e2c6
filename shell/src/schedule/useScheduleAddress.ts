/** The calendar's filters, read from and written to the address (scheduleAddress.ts). */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'shared-ui/router';
import { readScheduleAddress, writeScheduleAddress, type ScheduleFilters } from './scheduleAddress';
import { shanghaiDay } from './shanghaiTime';

export function useScheduleAddress(): [ScheduleFilters, (change: Partial<ScheduleFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readScheduleAddress(params, shanghaiDay(Date.now())), [params]);
  const update = useCallback((change: Partial<ScheduleFilters>) => setParams(writeScheduleAddress({ ...filters, ...change })), [filters, setParams]);
  return [filters, update];
}
