/**
 * The publishing calendar's call and the plain values its query is made of (schedule.ts has the answer's shapes and the
 * query's zod schema). In the light root entry: /schedule asks for its first answer as it is entered, beside the
 * download of its code and of the module contract (issue 44, item 11).
 */
import { AREA_BASE_PATHS, type AreaKey } from './areas';

/** A call of the console service (under CONSOLE_API_PREFIX, issue 43), answered from its entry index. */
export const SCHEDULE_API = { list: 'schedule/list' } as const;

export const SCHEDULE_STATES = ['prepublished', 'scheduled', 'live'] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

export const SCHEDULE_AREAS: readonly AreaKey[] = Object.keys(AREA_BASE_PATHS) as AreaKey[];
