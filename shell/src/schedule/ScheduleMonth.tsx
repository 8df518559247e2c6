/**
 * The month view, our own and drawn by React (issue 44, item 11: FullCalendar's day grid rendered and measured the
 * month in ~200 ms of the page's one commit, and its code was most of the page's chunk). Six weeks, Monday first; a
 * crowded day folded (monthFolding.ts) and every piece placed without measuring (monthLayout.ts). Each entry is a plain
 * link named by what it shows and then its whole description (module, state, times, each collision); a plain click
 * stays in the console, a modifier key is the browser's. A day's number opens that day in the 日 view; 另 N 条 opens the
 * day's whole list (MonthDayList). The week and day views stay FullCalendar's (ScheduleCalendar.tsx).
 */
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { memo, useMemo, useState, type CSSProperties } from 'react';
import type { Release } from 'shared-ui/contract';
import { useNavigate } from 'shared-ui/router';
import { MonthDayList, type OpenDay } from './MonthDayList';
import { foldMonth, type FoldExtras } from './monthFolding';
import { WEEKDAY_NAMES, layoutMonth, type MonthMark, type MonthWeek } from './monthLayout';
import { monthTheme, NUMBER_ROW_PX } from './monthTheme';
import { openInConsole } from './openInConsole';
import type { ReleaseExtras } from './releaseEvents';
import { flagOf, type EntryExtras, type PlacedAnswer } from './scheduleEvents';
import { paintedEvents } from './scheduleTheme';
import { rangeTitle, shanghaiDay } from './shanghaiTime';
import { useNow } from './useNow';

/** A lane: a mark of 24 px (the grid's row gap, 2 px, between lanes). */
const LANE_PX = 24;

/** A timed entry's start on its day; a bar, a release (its time is in its title) and a push at midnight show none. */
function timeOf(mark: MonthMark): string {
  const extras = mark.event.extendedProps as EntryExtras | ReleaseExtras;
  if (mark.kind !== 'entry' || !('entry' in extras) || mark.event.allDay) return '';
  return extras.entry.start.slice(11, 16);
}

function markClasses(mark: MonthMark): string {
  const own = mark.event.classNames;
  return [
    'schedule-month-mark',
    ...(Array.isArray(own) ? own : typeof own === 'string' ? [own] : []),
    ...(mark.continuesBefore ? ['schedule-month-continues-before'] : []),
    ...(mark.continuesAfter ? ['schedule-month-continues-after'] : []),
  ].join(' ');
}

const placeOf = (mark: MonthMark): CSSProperties => ({ gridColumn: `${String(mark.column + 1)} / span ${String(mark.span)}`, gridRow: mark.lane + 2 });

function MarkLink({ mark }: { mark: MonthMark }) {
  const extras = mark.event.extendedProps as EntryExtras | ReleaseExtras;
  const flag = flagOf(extras);
  const time = timeOf(mark);
  return (
    <a href={mark.event.url} className={markClasses(mark)} style={{ ...placeOf(mark), backgroundColor: mark.event.backgroundColor }} title={extras.description} data-date={mark.day}>
      {flag === null ? null : (
        <span className="schedule-month-icon" aria-hidden>
          ⚠
        </span>
      )}
      {time === '' ? null : <span className="schedule-month-time">{time}</span>}
      <span className="schedule-month-title">{mark.event.title}</span>
      {flag === null ? null : <span className="schedule-collision-tag">{flag}</span>}
      {/* Its name: what it shows, then what the colours and the icon say (WCAG 2.5.3: speech users say what they see). */}
      <span className="schedule-month-hidden">（{extras.description}）</span>
    </a>
  );
}

interface WeekProps {
  week: MonthWeek;
  today: string;
  onOpenDay: (day: string) => void;
  onOpenList: (open: OpenDay) => void;
}

/** A week: its days (each with its number, which opens the day), then the marks of each day where they lie. */
const WeekRow = memo(function WeekRow({ week, today, onOpenDay, onOpenList }: WeekProps) {
  const rows = `${String(NUMBER_ROW_PX)}px repeat(${String(week.lanes)}, ${String(LANE_PX)}px) minmax(0, 1fr)`;
  return (
    <div className="schedule-month-week" style={{ gridTemplateRows: rows }}>
      {week.days.map((d, column) => {
        const isToday = d.day === today;
        const classes = ['schedule-month-day', ...(d.weekend ? ['schedule-month-weekend'] : []), ...(d.inMonth ? [] : ['schedule-month-other']), ...(isToday ? ['schedule-month-today'] : [])].join(' ');
        return [
          <div key={d.day} className={classes} style={{ gridColumn: column + 1 }} data-date={d.day}>
            <button type="button" className="schedule-month-number" aria-current={isToday ? 'date' : undefined} title={`打开 ${d.day} 的日视图`} onClick={() => onOpenDay(d.day)}>
              {d.label}
              <span className="schedule-month-hidden">
                （{d.weekday}
                {isToday ? '，今天' : ''}），打开这一天的日视图
              </span>
            </button>
          </div>,
          ...week.marks
            .filter((mark) => mark.column === column)
            .map((mark) => {
              if (mark.kind !== 'more') return <MarkLink key={String(mark.event.id)} mark={mark} />;
              const { fold } = mark.event.extendedProps as FoldExtras;
              return (
                <button
                  key={String(mark.event.id)}
                  type="button"
                  className="schedule-month-more schedule-more-link"
                  style={placeOf(mark)}
                  aria-haspopup="dialog"
                  data-date={mark.day}
                  onClick={(event) => onOpenList({ day: fold.day, anchor: event.currentTarget })}
                >
                  <span className="schedule-month-more-lead">另 </span>
                  {fold.hidden} 条<span className="schedule-month-hidden">，查看当天全部条目</span>
                </button>
              );
            }),
        ];
      })}
    </div>
  );
});

export interface ScheduleMonthProps {
  /** A day of the month shown. */
  date: string;
  answer: PlacedAnswer | undefined;
  /** The 发布批次 in the range, each one bar on its day (none when the account may not open them). */
  releases?: readonly Release[];
  /** A day's number pressed: the page opens it in the 日 view. */
  onOpenDay: (day: string) => void;
  /** Now (epoch ms) as tests fix it; the clock otherwise. */
  now?: number;
}

export function ScheduleMonth({ date, answer, releases, onOpenDay, now: fixedNow }: ScheduleMonthProps) {
  const theme = useTheme();
  const navigate = useNavigate();
  const today = shanghaiDay(useNow(fixedNow));
  const folded = useMemo(() => foldMonth(paintedEvents(theme, answer, releases)), [theme, answer, releases]);
  const weeks = useMemo(() => layoutMonth(date, folded.shown), [date, folded]);
  const [openDay, setOpenDay] = useState<OpenDay | null>(null);
  const sx = useMemo(() => monthTheme(theme), [theme]);
  return (
    <Box sx={sx} data-testid="schedule-month">
      <div className="schedule-month" role="region" aria-label={`${rangeTitle('month', date)} 月视图`} onClick={(event) => openInConsole(event, 'a.schedule-month-mark', navigate)}>
        <div className="schedule-month-head">
          {WEEKDAY_NAMES.map((name) => (
            <div key={name}>{name}</div>
          ))}
        </div>
        {weeks.map((week) => (
          <WeekRow key={week.days[0]?.day} week={week} today={today} onOpenDay={onOpenDay} onOpenList={setOpenDay} />
        ))}
      </div>
      <MonthDayList open={openDay} events={(openDay && folded.days.get(openDay.day)) || []} onClose={() => setOpenDay(null)} />
    </Box>
  );
}
