/**
 * The calendar's state lives in the address (`/schedule?view=week&date=2026-11-28&area=wm,br&state=live&operator=王`):
 * a link reproduces the view, its date and its filters; the back button walks them. Read leniently (an unknown value
 * is dropped, a bad date is today), written fully (view and date always, so a link means the same day tomorrow).
 */
import { SCHEDULE_AREAS, SCHEDULE_STATES, type AreaKey, type ScheduleState } from 'shared-ui';
import type { ScheduleQuery } from 'shared-ui/contract';
import { SCHEDULE_VIEWS, isDay, viewRange, type ScheduleView } from './shanghaiTime';

export interface ScheduleFilters {
  view: ScheduleView;
  /** A day of the shown range (`YYYY-MM-DD`, Shanghai). */
  date: string;
  area: AreaKey[];
  module: string[];
  state: ScheduleState[];
  operator: string;
}

const listOf = (params: URLSearchParams, name: string) => (params.get(name) ?? '').split(',').map((v) => v.trim()).filter(Boolean);
const known = <T extends string>(values: readonly T[], picked: readonly string[]) => picked.filter((v): v is T => (values as readonly string[]).includes(v));

export function readScheduleAddress(params: URLSearchParams, today: string): ScheduleFilters {
  const view = params.get('view');
  const date = params.get('date');
  return {
    view: (SCHEDULE_VIEWS as readonly string[]).includes(view ?? '') ? (view as ScheduleView) : 'month',
    date: isDay(date) ? date : today,
    area: known(SCHEDULE_AREAS, listOf(params, 'area')),
    module: listOf(params, 'module'),
    state: known(SCHEDULE_STATES, listOf(params, 'state')),
    operator: (params.get('operator') ?? '').trim(),
  };
}

export function writeScheduleAddress(filters: ScheduleFilters): URLSearchParams {
  const params = new URLSearchParams({ view: filters.view, date: filters.date });
  if (filters.area.length > 0) params.set('area', filters.area.join(','));
  if (filters.module.length > 0) params.set('module', filters.module.join(','));
  if (filters.state.length > 0) params.set('state', filters.state.join(','));
  if (filters.operator !== '') params.set('operator', filters.operator);
  return params;
}

/** The `schedule/list` query of what the view shows (CMS times: the range's first and last instant, Shanghai). */
/**
 * The days a view asks for: its own, but the timeline asks for its month's grid (six weeks around the month, which it
 * draws only the month of), so switching between 月 and 时间轴 takes the answer already there instead of waiting for
 * another (issue 44, item 11).
 */
const queriedView = (view: ScheduleFilters['view']) => (view === 'timeline' ? 'month' : view);

export function scheduleQueryOf(filters: ScheduleFilters): Record<keyof ScheduleQuery, string> {
  const { start, end } = viewRange(queriedView(filters.view), filters.date);
  return {
    start: `${start} 00:00:00`,
    end: `${end} 00:00:00`,
    area: filters.area.join(','),
    module: filters.module.join(','),
    state: filters.state.join(','),
    operator: filters.operator,
  };
}
