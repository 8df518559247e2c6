/**
 * The state colours every view shares, the events as the month and FullCalendar draw them, and FullCalendar (the week
 * and the day) dressed in the MUI theme: fonts, borders, today, the now line, and the state colours
 * (dark shades, so white text keeps a 4.5:1 contrast); a collision is a red outline, a warning icon and the word 冲突.
 */
import type { EventInput } from '@fullcalendar/core';
import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { Release } from 'shared-ui/contract';
import { toReleaseEvent } from './releaseEvents';
import { STATE_COLOURS, moduleTitles, toCalendarEvent, type PlacedAnswer } from './scheduleEvents';

export function stateColour(theme: Theme, state: keyof typeof STATE_COLOURS): string {
  return theme.palette[STATE_COLOURS[state]].dark;
}

/** A release's bar and its legend swatch. */
export function releaseColour(theme: Theme): string {
  return theme.palette.warning.dark;
}

/**
 * The entries and releases as the month (ScheduleMonth.tsx) and the week and day (FullCalendar) draw them, in their
 * colours: the releases first, each one bar; then the entries.
 */
export function paintedEvents(theme: Theme, answer: PlacedAnswer | undefined, releases: readonly Release[] | undefined): EventInput[] {
  if (!answer) return [];
  const titles = moduleTitles(answer.modules);
  const white = theme.palette.common.white;
  const entries = answer.list.map((entry) => {
    const colour = stateColour(theme, entry.state);
    return { ...toCalendarEvent(entry, titles), backgroundColor: colour, borderColor: colour, textColor: white };
  });
  const release = releaseColour(theme);
  const bars = (releases ?? []).map((r) => ({ ...toReleaseEvent(r), backgroundColor: release, borderColor: release, textColor: white }));
  return [...bars, ...entries];
}

/**
 * A collision (or a release needing attention) wherever it is drawn — the month, the week and day, the timeline, a
 * day's list: a red outline, and the white 冲突 / 待处理 tag after its title.
 */
export function collisionMarks(theme: Theme): SystemStyleObject<Theme> {
  return {
    '& .schedule-collision': { outline: `2px solid ${theme.palette.error.main}`, outlineOffset: -2 },
    '& .schedule-collision-tag': {
      flex: 'none',
      ml: '4px',
      px: '4px',
      lineHeight: '16px',
      borderRadius: '2px',
      backgroundColor: theme.palette.common.white,
      color: theme.palette.error.dark,
      fontWeight: 600,
      boxShadow: `inset 0 0 0 1px ${alpha(theme.palette.error.main, 0.5)}`,
    },
  };
}

export function scheduleTheme(theme: Theme): SystemStyleObject<Theme> {
  const states = Object.fromEntries(
    (Object.keys(STATE_COLOURS) as (keyof typeof STATE_COLOURS)[]).map((state) => [
      `& .fc-event.schedule-state-${state}`,
      { backgroundColor: stateColour(theme, state), borderColor: stateColour(theme, state), color: theme.palette.common.white },
    ]),
  );
  // 发布批次: one colour of its own in the calendar's all-day row (the timeline's first row: timelineTheme.ts).
  const release = releaseColour(theme);
  states['& .fc-event.schedule-release'] = { backgroundColor: release, borderColor: release, color: theme.palette.common.white };
  return {
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.body2.fontSize,
    '--fc-border-color': theme.palette.divider,
    '--fc-page-bg-color': theme.palette.background.paper,
    '--fc-neutral-bg-color': theme.palette.grey[100],
    '--fc-today-bg-color': alpha(theme.palette.primary.main, 0.06),
    '--fc-now-indicator-color': theme.palette.error.main,
    '--fc-event-border-color': 'transparent',
    '& .fc': { fontFamily: theme.typography.fontFamily },
    '& .fc .fc-col-header-cell-cushion, & .fc .fc-daygrid-day-number': { color: theme.palette.text.primary, textDecoration: 'none' },
    '& .fc .fc-more-link': { color: theme.palette.primary.dark },
    // The all-day row's "另 N 条" list stays on the screen however many entries the day holds (issue 44, item 12).
    '& .fc .fc-popover': { width: 'min(360px, 90vw)', maxHeight: '60vh', display: 'flex', flexDirection: 'column' },
    '& .fc .fc-popover-body': { overflowY: 'auto', minHeight: 0 },
    '& .fc .fc-timegrid-slot-label-cushion, & .fc .fc-timegrid-axis-cushion': { color: theme.palette.text.secondary },
    '& .fc-event': { cursor: 'pointer', fontSize: theme.typography.caption.fontSize },
    // The all-day row's entries and its 另 N 条 link are stacked 2 px apart: each at least 24 px high, the smallest
    // target WCAG 2.2 allows between neighbours (Lighthouse's target-size audit: FullCalendar's own rows are ~18 px).
    '& .fc .fc-daygrid-event': { minHeight: 24, display: 'flex', alignItems: 'center' },
    '& .fc .fc-daygrid-more-link': { display: 'inline-flex', alignItems: 'center', minHeight: 24 },
    '& .fc-event:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    '& .schedule-event': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', px: 0.5 },
    '& .schedule-event-icon': { mr: 0.25 },
    // Text stays inside its coloured box (readable, and its contrast measurable), cut with an ellipsis.
    '& .fc-event-main': { overflow: 'hidden' },
    ...collisionMarks(theme),
    ...states,
  };
}
