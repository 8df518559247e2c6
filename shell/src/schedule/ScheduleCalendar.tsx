/**
 * Month / week / day views: FullCalendar 6 (MIT), run in UTC with wall dates so it draws Shanghai time whatever the
 * browser's zone (shanghaiTime.ts), in Chinese, themed from the MUI theme through FullCalendar's CSS variables. Its
 * own header is off: the toolbar above (and the address) own the view and the date. An entry is a link to its module
 * screen; its accessible name says everything the colours and the icon say.
 */
import type { EventContentArg, EventMountArg } from '@fullcalendar/core';
import zhCnLocale from '@fullcalendar/core/locales/zh-cn';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'shared-ui/router';
import type { ScheduleAnswer } from 'shared-ui/contract';
import { moduleTitles, toCalendarEvent, type EntryExtras } from './scheduleEvents';
import { scheduleTheme } from './scheduleTheme';
import { wallNow, type ScheduleView } from './shanghaiTime';

const FULLCALENDAR_VIEWS: Readonly<Record<Exclude<ScheduleView, 'timeline'>, string>> = { month: 'dayGridMonth', week: 'timeGridWeek', day: 'timeGridDay' };

function EventContent({ arg }: { arg: EventContentArg }) {
  const extras = arg.event.extendedProps as EntryExtras;
  const clashing = extras.entry.collisions.length > 0;
  return (
    <Box className="schedule-event" title={extras.description}>
      {clashing ? <WarningAmber fontSize="inherit" aria-hidden sx={{ verticalAlign: '-2px', mr: 0.25 }} /> : null}
      {arg.timeText ? <span className="schedule-event-time">{arg.timeText} </span> : null}
      <span className="schedule-event-title">{arg.event.title}</span>
      {clashing ? <span className="schedule-collision-tag">冲突</span> : null}
    </Box>
  );
}

export function ScheduleCalendar({ view, date, answer }: { view: Exclude<ScheduleView, 'timeline'>; date: string; answer: ScheduleAnswer | undefined }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const calendar = useRef<FullCalendar>(null);
  const events = useMemo(() => {
    if (!answer) return [];
    const titles = moduleTitles(answer.modules);
    return answer.list.map((entry) => toCalendarEvent(entry, titles));
  }, [answer]);
  const dayDate = useMemo(() => new Date(`${date}T00:00:00Z`), [date]);
  useEffect(() => {
    // The address changed (the toolbar, back, a link): the calendar follows it.
    calendar.current?.getApi().changeView(FULLCALENDAR_VIEWS[view], dayDate);
  }, [view, dayDate]);
  return (
    <Box sx={scheduleTheme(theme)} data-testid="schedule-calendar">
      <FullCalendar
        ref={calendar}
        plugins={[dayGridPlugin, timeGridPlugin]}
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
        defaultTimedEventDuration="00:30"
        displayEventEnd
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        dayMaxEvents={4}
        moreLinkText={(n) => `另 ${String(n)} 条`}
        nowIndicator
        scrollTime="08:00:00"
        eventContent={(arg) => <EventContent arg={arg} />}
        eventDidMount={(info: EventMountArg) => info.el.setAttribute('aria-label', (info.event.extendedProps as EntryExtras).description)}
        eventClick={(info) => {
          // A link for the keyboard and a new tab; a plain click stays in the console.
          info.jsEvent.preventDefault();
          navigate((info.event.extendedProps as EntryExtras).entry.link);
        }}
      />
    </Box>
  );
}
