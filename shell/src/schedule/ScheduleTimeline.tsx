/**
 * The timeline per module: vis-timeline (Apache-2.0/MIT; FullCalendar's resource timeline is a paid plugin), rows =
 * the modules with entries in the range, bars = their windows, points = pushes. It is given real instants and shows
 * them at UTC+8 (its `moment` option), whatever the browser's zone. Releases (发布批次) have a row of their own above the
 * modules, one point each. Clicking an entry or a release opens it; the list under the chart gives the same as links
 * for the keyboard and screen readers.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useRef } from 'react';
import { Link as RouterLink, useNavigate } from 'shared-ui/router';
import { parseCmsTime, type Release } from 'shared-ui/contract';
import * as visTimeline from 'vis-timeline/standalone';
import timelineCss from 'vis-timeline/styles/vis-timeline-graph2d.min.css';
import type { TimelineOptions } from 'vis-timeline/standalone';
import { RELEASE_TIMELINE_GROUP, toReleaseTimelinePoint } from './releaseEvents';
import { toTimeline, type PlacedAnswer } from './scheduleEvents';
import { scheduleTheme } from './scheduleTheme';
import { viewRange } from './shanghaiTime';

// The standalone build bundles moment and exports it; its type declarations do not say so.
const { moment, Timeline } = visTimeline as unknown as typeof visTimeline & { moment: NonNullable<TimelineOptions['moment']> };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

const STYLE_ID = 'vis-timeline-styles';

/** vis-timeline's stylesheet, added once while the timeline is shown (webpack hands it over as text: `asset/source`). */
function useTimelineStyles(): void {
  useEffect(() => {
    if (document.getElementById(STYLE_ID)) return undefined;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = timelineCss;
    document.head.appendChild(style);
    return () => style.remove();
  }, []);
}

/** A point or bar the chart draws and the list below links: a module's entry or a release. */
interface Shown {
  id: string;
  group: string;
  start: Date;
  end?: Date;
  type: 'range' | 'point';
  className: string;
  description: string;
  /** The chart's label (HTML, escaped). */
  content: string;
  link: string;
}

const flagged = (text: string, clashing: boolean, tag: string) => `${clashing ? '⚠ ' : ''}${escapeHtml(text)}${clashing ? ` <span class="schedule-collision-tag">${tag}</span>` : ''}`;

export function ScheduleTimeline({ date, answer, releases }: { date: string; answer: PlacedAnswer | undefined; releases?: readonly Release[] }) {
  useTimelineStyles();
  const theme = useTheme();
  const navigate = useNavigate();
  const host = useRef<HTMLDivElement>(null);
  const timeline = useMemo(() => {
    const modules = toTimeline(answer?.list ?? [], answer?.modules ?? []);
    const points = (releases ?? []).map(toReleaseTimelinePoint);
    const entries = modules.items.map(
      (item): Shown => ({ ...item, content: flagged(item.entry.title, item.entry.collisions.length > 0, '冲突'), link: item.entry.link }),
    );
    const bars = points.map(
      (point): Shown => ({ id: point.id, group: RELEASE_TIMELINE_GROUP.id, start: point.start, type: 'point', className: 'schedule-release', description: point.description, content: flagged(point.title, point.attention, '待处理'), link: point.link }),
    );
    return { groups: [...(bars.length > 0 ? [RELEASE_TIMELINE_GROUP] : []), ...modules.groups], items: [...bars, ...entries] };
  }, [answer, releases]);
  const { start, end } = viewRange('timeline', date);
  useEffect(() => {
    if (!host.current || timeline.groups.length === 0) return undefined;
    const options: TimelineOptions = {
      // Shanghai's wall time on the axis, whatever the browser's zone.
      moment: ((at: Date) => (moment(at) as ReturnType<typeof moment> & { utcOffset: (minutes: number) => unknown }).utcOffset(480)) as TimelineOptions['moment'],
      start: new Date(parseCmsTime(`${start} 00:00:00`) ?? 0),
      end: new Date(parseCmsTime(`${end} 00:00:00`) ?? 0),
      orientation: 'top',
      stack: true,
      zoomable: true,
      showCurrentTime: true,
      groupHeightMode: 'auto',
      // A month of every module is tall: the chart scrolls inside, the page stays in reach.
      maxHeight: 640,
      verticalScroll: true,
      margin: { item: 4 },
      format: {
        minorLabels: { hour: 'HH:mm', weekday: 'D日', day: 'D日', week: 'w周', month: 'M月', year: 'YYYY年' },
        majorLabels: { hour: 'YYYY年M月D日', weekday: 'YYYY年M月', day: 'YYYY年M月', week: 'YYYY年M月', month: 'YYYY年', year: '' },
      },
    };
    const groups = timeline.groups.map((g) => ({ id: g.id, content: escapeHtml(g.content) }));
    const items = timeline.items.map((item) => ({
        id: item.id,
        group: item.group,
        start: item.start,
        ...(item.end ? { end: item.end } : {}),
        type: item.type,
        className: item.className,
        title: escapeHtml(item.description),
        content: item.content,
    }));
    const chart = new Timeline(host.current, items, groups, options);
    const links = new Map(timeline.items.map((item) => [item.id, item.link]));
    chart.on('click', (props: { item: string | number | null }) => {
      const link = props.item === null ? undefined : links.get(String(props.item));
      if (link) navigate(link);
    });
    return () => chart.destroy();
  }, [timeline, start, end, navigate]);
  return (
    <Box sx={scheduleTheme(theme)} data-testid="schedule-timeline">
      {timeline.groups.length > 0 ? <div ref={host} /> : null}
      {/* The chart's entries as links, for the keyboard and screen readers: folded, so a month of a few hundred does
          not make the page thousands of pixels long under a chart that scrolls inside 640. */}
      <Box component="details" sx={{ mt: 2 }} data-testid="schedule-timeline-list">
        <Typography component="summary" variant="subtitle2" sx={{ cursor: 'pointer' }}>
          本月条目列表（{timeline.items.length}）
        </Typography>
        <Box component="ul" sx={{ pl: 2, my: 0.5, columns: { md: 2 }, fontSize: theme.typography.body2.fontSize }}>
          {timeline.items.map((item) => (
            <li key={item.id}>
              <Link component={RouterLink} to={item.link} underline="hover">
                {item.description}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
