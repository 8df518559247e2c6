/**
 * The timeline per module, our own and drawn by React (vis-timeline measured every group as it drew: ~460 ms for a
 * month): rows = 发布批次 (one point per release, when there are any) then the modules with entries in the range, in
 * the answer's order; bars = their windows, points = pushes. Every position is a percentage of the month worked out
 * in timelineLayout.ts from Shanghai instants, whatever the browser's zone, and so are the lanes a row stacks into:
 * nothing is measured. Each mark is a link (a new tab works, a plain click stays in the console) named by its full
 * description; each day of the header opens that day in the 日 view. The list under the chart gives the same links.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId, useMemo, useState, type CSSProperties } from 'react';
import { Link as RouterLink, useNavigate } from 'shared-ui/router';
import type { Release } from 'shared-ui/contract';
import { openInConsole } from './openInConsole';
import { useNow } from './useNow';
import { RELEASE_TIMELINE_GROUP, toReleaseTimelinePoint } from './releaseEvents';
import { flagOf, toTimeline, type PlacedAnswer } from './scheduleEvents';
import { rangeTitle, shanghaiDay, viewRange } from './shanghaiTime';
import {
  ITEM_PX,
  LANE_PX,
  ROW_PAD_PX,
  headerDays,
  layoutRow,
  minChartWidthPx,
  nowPercent,
  rowHeightPx,
  timelineSpan,
  type LaidMark,
  type TimelineMark,
  type TimelineSpan,
} from './timelineLayout';
import { timelineTheme } from './timelineTheme';

/** A mark the chart draws and the list below links: a module's entry or a release. */
interface Shown extends TimelineMark {
  id: string;
  row: string;
  /** Its state, collision and release classes. */
  className: string;
  description: string;
  link: string;
}

interface Row {
  id: string;
  name: string;
  marks: LaidMark<Shown>[];
  lanes: number;
}

/** A mark's tag where it wears one (left out, not undefined, where it does not). */
const tagOf = (flag: string | null) => (flag === null ? {} : { tag: flag });

function shownOf(answer: PlacedAnswer | undefined, releases: readonly Release[] | undefined): { rows: { id: string; name: string }[]; items: Shown[] } {
  const modules = toTimeline(answer?.list ?? [], answer?.modules ?? []);
  const points = (releases ?? []).map(
    (point): Shown => {
      const release = toReleaseTimelinePoint(point);
      return {
        id: release.id,
        row: RELEASE_TIMELINE_GROUP.id,
        start: release.start.getTime(),
        label: release.title,
        ...tagOf(flagOf(release)),
        className: `schedule-release${release.attention ? ' schedule-collision' : ''}`,
        description: release.description,
        link: release.link,
      };
    },
  );
  const entries = modules.items.map(
    (item): Shown => ({
      id: item.id,
      row: item.group,
      start: item.start.getTime(),
      ...(item.end ? { end: item.end.getTime() } : {}),
      label: item.entry.title,
      ...tagOf(flagOf(item)),
      className: item.className,
      description: item.description,
      link: item.entry.link,
    }),
  );
  const rows = [...(points.length > 0 ? [RELEASE_TIMELINE_GROUP] : []), ...modules.groups].map((g) => ({ id: g.id, name: g.content }));
  return { rows, items: [...points, ...entries] };
}

/**
 * The rows with marks in the month, each stacked: the answer is the month grid's (six weeks, scheduleQueryOf), so a
 * row whose entries all fall in the days around the month is left out, as those entries are.
 */
function layoutRows(span: TimelineSpan, rows: readonly { id: string; name: string }[], items: readonly Shown[]): Row[] {
  const byRow = new Map<string, Shown[]>(rows.map((r) => [r.id, []]));
  for (const item of items) byRow.get(item.row)?.push(item);
  return rows.map((r) => ({ ...r, ...layoutRow(span, byRow.get(r.id) ?? []) })).filter((row) => row.marks.length > 0);
}

/** Shorter inline styles: a percentage to four decimals is a hundredth of a pixel on any screen. */
const pct = (value: number) => `${String(Math.round(value * 10_000) / 10_000)}%`;

function markStyle({ place, lane }: LaidMark<Shown>): CSSProperties {
  const top = ROW_PAD_PX + lane * LANE_PX + (LANE_PX - ITEM_PX) / 2;
  if (place.kind === 'bar') return { top, left: pct(place.left), width: `calc(${pct(place.width)} - 2px)` };
  // A point's box shrinks to its label, up to the room reserved for it; its dot (10 px) centred on the instant.
  const maxWidth = `calc(${pct(place.width)} + 5px)`;
  return place.labelBefore ? { top, right: `calc(${pct(100 - place.at)} - 5px)`, maxWidth } : { top, left: `calc(${pct(place.at)} - 5px)`, maxWidth };
}

function TimelineMarkLink({ laid }: { laid: LaidMark<Shown> }) {
  const { mark, place } = laid;
  const classes = [
    'schedule-timeline-item',
    `schedule-timeline-${place.kind}`,
    mark.className,
    ...(place.clippedStart ? ['schedule-timeline-clipped-start'] : []),
    ...(place.clippedEnd ? ['schedule-timeline-clipped-end'] : []),
    ...(place.labelBefore ? ['schedule-timeline-label-before'] : []),
    ...(place.labelled ? [] : ['schedule-timeline-unlabelled']),
  ].join(' ');
  return (
    // A plain link: a month holds a few hundred, and the router's Link costs each its hooks on every navigation; the
    // chart's one click handler (openInConsole) keeps a plain click in the console.
    <a href={mark.link} className={classes} style={markStyle(laid)} title={mark.description}>
      {place.kind === 'point' ? <span className="schedule-timeline-dot" aria-hidden /> : null}
      {place.clippedStart ? (
        <span className="schedule-timeline-edge" aria-hidden>
          ◂
        </span>
      ) : null}
      <span className="schedule-timeline-text">
        {mark.tag === undefined ? null : (
          <span className="schedule-timeline-icon" aria-hidden>
            ⚠
          </span>
        )}
        <span className="schedule-timeline-title">{mark.label}</span>
        {mark.tag === undefined ? null : <span className="schedule-collision-tag">{mark.tag}</span>}
      </span>
      {place.clippedEnd ? (
        <span className="schedule-timeline-edge schedule-timeline-edge-end" aria-hidden>
          ▸
        </span>
      ) : null}
      {/* Its name: what it shows, then what the colours and marks say (module, state, times, each collision). A name
          leaving out the visible text fails WCAG 2.5.3, as on the calendar. */}
      <span className="schedule-timeline-hidden">（{mark.description}）</span>
    </a>
  );
}

export interface ScheduleTimelineProps {
  /** A day of the month shown. */
  date: string;
  answer: PlacedAnswer | undefined;
  /** The 发布批次 in the range, each one point (none when the account may not open them). */
  releases?: readonly Release[];
  /** A day of the header pressed: the page opens it in the 日 view. */
  onOpenDay: (day: string) => void;
  /** Now (epoch ms) as tests fix it; the clock otherwise. */
  now?: number;
}

export function ScheduleTimeline({ date, answer, releases, onOpenDay, now: fixedNow }: ScheduleTimelineProps) {
  const theme = useTheme();
  const ids = useId();
  const now = useNow(fixedNow);
  const [listOpen, setListOpen] = useState(false);
  const navigate = useNavigate();
  const today = shanghaiDay(now);
  const span = useMemo(() => timelineSpan(viewRange('timeline', date)), [date]);
  const shown = useMemo(() => shownOf(answer, releases), [answer, releases]);
  const rows = useMemo(() => layoutRows(span, shown.rows, shown.items), [span, shown]);
  // The list under the chart: what the chart draws, in the answer's order.
  const listed = useMemo(() => {
    const drawn = new Set(rows.flatMap((row) => row.marks.map((laid) => laid.mark.id)));
    return shown.items.filter((item) => drawn.has(item.id));
  }, [rows, shown]);
  // The rows are the bulk of the chart: made once per answer, not again when the minute or the page's state moves.
  const drawnRows = useMemo(() => rows.map((row, i) => <RowOfMarks key={row.id} row={row} gridRow={i + 2} labelId={`${ids}-row-${String(i)}`} />), [rows, ids]);
  const days = useMemo(() => headerDays(span), [span]);
  const sx = useMemo(() => timelineTheme(theme), [theme]);
  const title = rangeTitle('timeline', date);
  const nowAt = nowPercent(span, now);
  const bodyRows = `2 / span ${String(Math.max(1, rows.length))}`;
  return (
    <Box sx={sx} data-testid="schedule-timeline">
      {rows.length > 0 ? (
        <div className="schedule-timeline-scroll" role="region" aria-label={`${title} 时间轴`} onClick={(event) => openInConsole(event, 'a.schedule-timeline-item', navigate)}>
          <div className="schedule-timeline-grid" style={{ minWidth: minChartWidthPx(span) }}>
            <div className="schedule-timeline-corner" style={{ gridRow: 1 }}>
              {title}
            </div>
            <div className="schedule-timeline-days" style={{ gridRow: 1, gridColumn: 2, gridTemplateColumns: `repeat(${String(days.length)}, minmax(0, 1fr))` }}>
              {days.map((d) => {
                const isToday = d.day === today;
                return (
                  <button
                    key={d.day}
                    type="button"
                    className={`schedule-timeline-day${d.weekend ? ' schedule-timeline-weekend' : ''}${isToday ? ' schedule-timeline-today' : ''}`}
                    aria-current={isToday ? 'date' : undefined}
                    title={`打开 ${d.day} 的日视图`}
                    onClick={() => onOpenDay(d.day)}
                  >
                    {/* Named by what it shows, then what it does: a name that leaves out the visible text fails
                        WCAG 2.5.3 (speech users say what they see). */}
                    <span>{d.number}日</span>
                    <span className="schedule-timeline-weekday">周{d.weekday}</span>
                    <span className="schedule-timeline-hidden">{isToday ? '（今天）' : ''}，打开这一天的日视图</span>
                  </button>
                );
              })}
            </div>
            {/* The days' columns under every row: weekends shaded, today tinted. */}
            <div className="schedule-timeline-bands" style={{ gridRow: bodyRows }} aria-hidden>
              {days.map((d, i) => (
                <div
                  key={d.day}
                  className={`schedule-timeline-band${d.weekend ? ' schedule-timeline-weekend' : ''}${d.day === today ? ' schedule-timeline-today' : ''}`}
                  style={{ left: pct((i / days.length) * 100), width: pct(100 / days.length) }}
                />
              ))}
            </div>
            {drawnRows}
            {nowAt === null ? null : (
              <div className="schedule-timeline-now" style={{ gridRow: bodyRows }} aria-hidden>
                <div className="schedule-timeline-now-line" style={{ left: pct(nowAt) }} data-testid="schedule-timeline-now" />
              </div>
            )}
          </div>
        </div>
      ) : null}
      {/* The chart's entries as a list of links as well: folded, so a month of a few hundred does not make the page
          thousands of pixels long under a chart that scrolls inside 640; made when unfolded, not with the chart (a
          month's few hundred links are a third of the chart's drawing). */}
      <Box component="details" sx={{ mt: 2 }} data-testid="schedule-timeline-list" onToggle={(event) => setListOpen(event.currentTarget.open)}>
        <Typography component="summary" variant="subtitle2" sx={{ cursor: 'pointer' }}>
          本月条目列表（{listed.length}）
        </Typography>
        {listOpen ? (
          <Box component="ul" sx={{ pl: 2, my: 0.5, columns: { md: 2 }, fontSize: theme.typography.body2.fontSize }}>
            {listed.map((item) => (
              <li key={item.id}>
                <Link component={RouterLink} to={item.link} underline="hover">
                  {item.description}
                </Link>
              </li>
            ))}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

/** A row: its name (sticky on the left) and its track, as tall as its lanes. */
function RowOfMarks({ row, gridRow, labelId }: { row: Row; gridRow: number; labelId: string }) {
  return (
    <>
      <div className="schedule-timeline-label" id={labelId} style={{ gridRow }}>
        {row.name}
      </div>
      <div className="schedule-timeline-track" role="group" aria-labelledby={labelId} style={{ gridRow, minHeight: rowHeightPx(row.lanes) }} data-testid="schedule-timeline-row">
        {row.marks.map((laid) => (
          <TimelineMarkLink key={laid.mark.id} laid={laid} />
        ))}
      </div>
    </>
  );
}
