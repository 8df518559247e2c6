/**
 * The week and day views: FullCalendar 6 (MIT), its chunk loaded when one of them is opened or asked for (the month is
 * our own, ScheduleMonth.tsx). Run in UTC with wall dates so it draws Shanghai time whatever the browser's zone
 * (shanghaiTime.ts), in Chinese, themed from the MUI theme through FullCalendar's CSS variables. Its
 * own header is off: the toolbar above (and the address) own the view and the date. An entry is a link to its module
 * screen; its accessible name says everything the colours and the icon say (a visually hidden part of its text).
 */
import type { EventContentArg } from '@fullcalendar/core';
import zhCnLocale from '@fullcalendar/core/locales/zh-cn';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'shared-ui/router';
import type { Release } from 'shared-ui/contract';
import type { ReleaseExtras } from './releaseEvents';
import { flagOf, type EntryExtras, type PlacedAnswer } from './scheduleEvents';
import { DAY_ROWS } from './monthFolding';
import { paintedEvents, scheduleTheme } from './scheduleTheme';
import { wallNow } from './shanghaiTime';

/** The views FullCalendar draws. */
export type CalendarView = 'week' | 'day';

const FULLCALENDAR_VIEWS: Readonly<Record<CalendarView, string>> = { week: 'timeGridWeek', day: 'timeGridDay' };

/** Read by assistive technology, not shown (MUI's visuallyHidden, as inline style: these nodes are not React's). */
const VISUALLY_HIDDEN = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';

function span(className: string | null, text: string): HTMLSpanElement {
  const node = document.createElement('span');
  if (className) node.className = className;
  node.textContent = text;
  return node;
}

/**
 * An event's content as plain DOM, not a React element: FullCalendar mounts React content through a portal per event,
 * and a crowded week holds a few hundred (issue 44, item 11).
 */
function eventContent(arg: EventContentArg): { domNodes: Node[] } {
  const extras = arg.event.extendedProps as EntryExtras | ReleaseExtras;
  // A release needing attention wears the collision mark too.
  const flag = flagOf(extras);
  const clashing = flag !== null;
  const box = document.createElement('div');
  box.className = 'schedule-event';
  box.title = extras.description;
  if (clashing) {
    const icon = span('schedule-event-icon', '⚠');
    icon.setAttribute('aria-hidden', 'true');
    box.append(icon);
  }
  if (arg.timeText) box.append(span('schedule-event-time', `${arg.timeText} `));
  box.append(span('schedule-event-title', arg.event.title));
  if (flag !== null) box.append(span('schedule-collision-tag', flag));
  // The link's name is what it shows plus what the colours and the icon say (module, state, each reason).
  const spoken = span(null, `（${extras.description}）`);
  spoken.style.cssText = VISUALLY_HIDDEN;
  box.append(spoken);
  return { domNodes: [box] };
}

/** `releases`: the 发布批次 in the range, each one bar (none when the account may not open them). */
export function ScheduleCalendar({ view, date, answer, releases }: { view: CalendarView; date: string; answer: PlacedAnswer | undefined; releases?: readonly Release[] }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const calendar = useRef<FullCalendar>(null);
  const events = useMemo(() => paintedEvents(theme, answer, releases), [answer, releases, theme]);
  const dayDate = useMemo(() => new Date(`${date}T00:00:00Z`), [date]);
  // What the calendar shows: mounted with it as its initial view and date, so the first effect has nothing to change
  // (changeView redraws every entry).
  const shown = useRef({ view, date });
  useEffect(() => {
    if (shown.current.view === view && shown.current.date === date) return;
    shown.current = { view, date };
    // The address changed (the toolbar, back, a link): the calendar follows it.
    calendar.current?.getApi().changeView(FULLCALENDAR_VIEWS[view], dayDate);
  }, [view, date, dayDate]);
  return (
    <Box sx={scheduleTheme(theme)} data-testid="schedule-calendar">
      <FullCalendar
        ref={calendar}
        plugins={[timeGridPlugin]}
        initialView={FULLCALENDAR_VIEWS[view]}
        initialDate={dayDate}
        timeZone="UTC"
        now={() => wallNow(Date.now())}
        locale={zhCnLocale}
        firstDay={1}
        headerToolbar={false}
        height="auto"
        events={events}
        eventDisplay="block"
        // A day's releases first (rank 0), then FullCalendar's own order: a release never hides behind 另 N 条 (the
        // month's days are in the same order: monthFolding.ts).
        eventOrder="rank,start,-duration,allDay,title"
        defaultTimedEventDuration="00:30"
        displayEventEnd
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        // The all-day row (bars, releases) folds beyond four, as a month day does (monthFolding's DAY_ROWS).
        dayMaxEvents={DAY_ROWS}
        moreLinkText={(n) => `另 ${String(n)} 条`}
        nowIndicator
        // Side by side, not on top of each other: every entry stays readable (and its colours measurable).
        slotEventOverlap={false}
        // Beyond three side by side a time slot says "另 N 条" rather than slivers nobody can read (issue 44, item 12).
        eventMaxStack={3}
        eventMinHeight={20}
        scrollTime="08:00:00"
        eventContent={eventContent}
        moreLinkDidMount={(info) => {
          // FullCalendar's "more" is an <a> without href that opens a popover: a button to assistive technology.
          info.el.setAttribute('role', 'button');
          // A time slot's link reads "+17" (room for no more): its name says it in words. A day's link already reads
          // 另 N 条, and FullCalendar updates that text without mounting the link again: a name set here would go stale.
          if (info.el.classList.contains('fc-timegrid-more-link')) info.el.setAttribute('aria-label', `另 ${String(info.num)} 条`);
          if (info.el.getAttribute('aria-controls') === '') info.el.removeAttribute('aria-controls');
        }}
        dayCellDidMount={(info) => {
          // An all-day cell is named by its date (aria-labelledby) though it holds that day's bars too: the name would
          // leave out what the cell shows (WCAG 2.5.3). Named by its content instead, the date and entries both.
          if (info.el.getAttribute('role') === 'gridcell') info.el.removeAttribute('aria-labelledby');
        }}
        eventClick={(info) => {
          // A link for the keyboard and a new tab; a plain click stays in the console.
          info.jsEvent.preventDefault();
          navigate(info.event.url);
        }}
      />
    </Box>
  );
}
