/**
 * `/schedule`, 发布日历: every pre-published, scheduled and live entry the account may see (the server narrows it),
 * on a month / week / day calendar or a timeline per module, in Shanghai time. View, date and filters live in the
 * address. Lazy: its chunk (with the month, our own: ScheduleMonth.tsx) loads when the page is opened, never with
 * /home; the week and day's (FullCalendar) and the timeline's when the pointer rests on their button, when the address
 * opens one of them, or when the page has been quiet a while (issue 44, item 11).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Suspense, lazy, memo, useCallback, useEffect, useMemo } from 'react';
import { AREA_BASE_PATHS, RELEASE_PATH, SCHEDULE_STATES, SCHEDULE_STATE_LABELS, flattenMenu, isPathPermitted, loadOnce, useDocumentTitle, useSessionContext, type AreaKey } from 'shared-ui';
import { PageHeader } from 'shared-ui/screen';
import { CollisionList } from './CollisionList';
import { ScheduleFilterBar } from './ScheduleFilterBar';
import { ScheduleMonth } from './ScheduleMonth';
import { ScheduleToolbar } from './ScheduleToolbar';
import { releaseColour, stateColour } from './scheduleTheme';
import { useScheduleReleases } from './releaseEvents';
import { scheduleQueryOf } from './scheduleAddress';
import { useSchedule } from './useSchedule';
import { useScheduleAddress } from './useScheduleAddress';
import type { ScheduleView } from './shanghaiTime';
import { IndexedAt, IndexUnread } from '../home/IndexFreshnessNote';

const loadTimeline = loadOnce(() => import('./ScheduleTimeline'));
const ScheduleTimeline = lazy(async () => ({ default: (await loadTimeline()).ScheduleTimeline }));
const loadCalendar = loadOnce(() => import('./ScheduleCalendar'));
const ScheduleCalendar = lazy(async () => ({ default: (await loadCalendar()).ScheduleCalendar }));

/** The other views' code, when the page has been quiet a while (idle, 3 s after its first answer): ready for a press. */
function usePreloadedViews(settled: boolean): void {
  useEffect(() => {
    if (!settled) return undefined;
    const preload = () => {
      loadTimeline().catch(() => undefined);
      loadCalendar().catch(() => undefined);
    };
    // Not at once: someone passing through to another screen should not pay for it there.
    const timer = window.setTimeout(() => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(preload) : preload()), 3000);
    return () => window.clearTimeout(timer);
  }, [settled]);
}

const preloadView = (view: ScheduleView) => {
  if (view === 'timeline') loadTimeline().catch(() => undefined);
  if (view === 'week' || view === 'day') loadCalendar().catch(() => undefined);
};

const AREA_TITLES = Object.fromEntries(
  (Object.keys(AREA_BASE_PATHS) as AreaKey[]).map((area) => [area, flattenMenu().find((entry) => entry.path === AREA_BASE_PATHS[area])?.title ?? area]),
) as Record<AreaKey, string>;

const Legend = memo(function Legend({ releases }: { releases: boolean }) {
  const theme = useTheme();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 1, fontSize: theme.typography.body2.fontSize }} aria-label="图例">
      {SCHEDULE_STATES.map((state) => (
        <Box key={state} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box component="span" sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: stateColour(theme, state) }} />
          {SCHEDULE_STATE_LABELS[state]}
        </Box>
      ))}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Box component="span" sx={{ width: 14, height: 14, borderRadius: 0.5, outline: `2px solid ${theme.palette.error.main}`, outlineOffset: -2 }} />
        ⚠ 冲突（时间重叠、超出上线上限、所选内容已删除、延迟上线）
      </Box>
      {releases ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box component="span" sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: releaseColour(theme) }} />
          发布批次（一个批次一条，点击打开批次）
        </Box>
      ) : null}
    </Box>
  );
});

export function SchedulePage() {
  useDocumentTitle('发布日历');
  const [filters, update] = useScheduleAddress();
  const schedule = useSchedule(filters);
  const { session } = useSessionContext();
  const releasesOpen = session !== null && isPathPermitted(session.permission, RELEASE_PATH);
  const { start, end } = scheduleQueryOf(filters);
  const releases = useScheduleReleases({ start, end }, releasesOpen);
  const modules = useMemo(() => schedule.data?.modules ?? [], [schedule.data]);
  // The releases are part of the calendar's first drawing: asked for beside the entries, waited for with them.
  const releasesSettled = !releasesOpen || releases.data !== undefined || releases.isError;
  const loading = schedule.isFetching || !releasesSettled;
  /**
   * A view is drawn once its first entries and releases are known, not empty and then again with each answer: each
   * drawing lays out every entry it is given (issue 44, item 11). Later answers (a filter, the next month) redraw it
   * over the previous answer, which stays shown meanwhile.
   */
  const drawn = (schedule.data !== undefined || schedule.isError) && releasesSettled;
  const empty = schedule.data !== undefined && schedule.data.list.length === 0 && !schedule.isFetching;
  usePreloadedViews(schedule.data !== undefined);
  const openDay = useCallback((day: string) => update({ view: 'day', date: day }), [update]);
  return (
    <Box data-testid="schedule-page">
      <PageHeader title="发布日历" subtitle="各模块预发布、定时发布与已上线的内容（北京时间）。只显示您有权限的模块；点击条目打开所在模块。" />
      <ScheduleFilterBar filters={filters} modules={modules} areaTitles={AREA_TITLES} onChange={update} />
      <ScheduleToolbar view={filters.view} date={filters.date} onChange={update} onViewIntent={preloadView} />
      <Legend releases={releasesOpen} />
      <Box aria-live="polite" sx={{ minHeight: 4, mb: 1 }}>
        {loading ? (
          <>
            <LinearProgress aria-hidden />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              正在加载发布日历…
            </Typography>
          </>
        ) : null}
        {schedule.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void schedule.refetch()}>
                重试
              </Button>
            }
          >
            发布日历加载失败：{schedule.error.message}
          </Alert>
        ) : null}
        {empty ? <Alert severity="info">这段时间内没有符合条件的预发布、定时发布或已上线的条目。</Alert> : null}
      </Box>
      {schedule.data ? (
        <>
          <IndexedAt indexed={schedule.data.indexed} when={(at) => at.slice(0, 16)} />
          <IndexUnread indexed={schedule.data.indexed} />
          <CollisionList answer={schedule.data} />
        </>
      ) : null}
      {!drawn ? (
        // Room for the month while its first answers are out: the page below does not jump when they arrive.
        <Box sx={{ minHeight: 640 }} />
      ) : filters.view === 'month' ? (
        // A day's number opens that day in the 日 view, as a day of the timeline's header does.
        <ScheduleMonth date={filters.date} answer={schedule.data} releases={releases.data} onOpenDay={openDay} />
      ) : filters.view === 'timeline' ? (
        <Suspense fallback={<LinearProgress aria-label="正在加载时间轴" />}>
          <ScheduleTimeline date={filters.date} answer={schedule.data} releases={releases.data} onOpenDay={openDay} />
        </Suspense>
      ) : (
        <Suspense fallback={<LinearProgress aria-label="正在加载日历" />}>
          <ScheduleCalendar view={filters.view} date={filters.date} answer={schedule.data} releases={releases.data} />
        </Suspense>
      )}
    </Box>
  );
}

export default SchedulePage;
