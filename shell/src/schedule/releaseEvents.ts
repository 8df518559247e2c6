/**
 * 发布批次 on the calendar (issue 48): each release in the view's range as one bar at its time, named with its entries
 * (its description lists every one, module and title), a link to the release. Asked only where the account may open
 * the release screen (its calls' owner); the module entries themselves are the calendar's own answer.
 */
import type { EventInput } from '@fullcalendar/core';
import { keepPreviousData } from '@tanstack/react-query';
import { RELEASE_API, RELEASE_ENTRY_STATE_LABELS, RELEASE_PATH, RELEASE_STATE_LABELS, consoleApi, parseCmsTime, unwrap } from 'shared-ui';
import type { Release } from 'shared-ui/contract';
import { useScreenQuery } from 'shared-ui/query';
import { releaseRangeQuery, takeFirstReleases } from './scheduleFirstAnswer';

/** What a release's bar carries beside FullCalendar's own fields (the content and the click read it). */
export interface ReleaseExtras {
  release: Release;
  /** What a screen reader and the tooltip say of it: its state, time and every entry. */
  description: string;
  /** It is due and some entry is not live, or it is not scheduled yet: drawn with the collision mark. */
  attention: boolean;
  /** The calendar's first sort key (its `eventOrder`): a release before any entry of its day, never behind 另 N 条. */
  rank: 0;
}

export const releaseLink = (release: Pick<Release, 'id'>): string => `${RELEASE_PATH}?id=${String(release.id)}`;

/** 发布批次「双十一理财节」 · 已安排 · 2026-11-11 20:00 · 5 个条目：理财 App · 闪屏「…」（已安排）、… */
export function describeRelease(release: Release): string {
  const state = release.state === 'scheduled' && release.due ? '已到上线时间' : RELEASE_STATE_LABELS[release.state];
  const entries = release.entries.map((e) => `${e.moduleTitle}「${e.title}」（${RELEASE_ENTRY_STATE_LABELS[e.state]}）`).join('、');
  return `发布批次「${release.name}」 · ${state} · ${release.push_time.slice(0, 16)} · ${String(release.entries.length)} 个条目${entries === '' ? '' : `：${entries}`}`;
}

const NOT_LIVE = new Set(['missing', 'gone']);

/**
 * A bar in the day's all-day row, its time in its title: the entries it schedules crowd that very time slot (a slot
 * shows three side by side, then 另 N 条), and the release must stay in sight above them.
 */
export function toReleaseEvent(release: Release): EventInput {
  const attention = release.state === 'draft' || release.entries.some((e) => NOT_LIVE.has(e.state));
  const extras: ReleaseExtras = { release, description: describeRelease(release), attention, rank: 0 };
  return {
    id: `release#${String(release.id)}`,
    title: `批次 ${release.push_time.slice(11, 16)} · ${release.name}（${String(release.entries.length)} 条）`,
    start: release.push_time.slice(0, 10),
    allDay: true,
    url: releaseLink(release),
    classNames: ['schedule-release', `schedule-release-${release.state}`, ...(attention ? ['schedule-collision'] : [])],
    extendedProps: extras,
  };
}

/** The timeline's row of releases: its id, title, and one point per release at its time. */
export const RELEASE_TIMELINE_GROUP = { id: 'releases', content: '发布批次' } as const;

/** A release on the timeline (ScheduleTimeline.tsx): a point in the 发布批次 row at its real instant, its words and its link. */
export interface ReleaseTimelinePoint {
  id: string;
  start: Date;
  title: string;
  description: string;
  link: string;
  attention: boolean;
}

export function toReleaseTimelinePoint(release: Release): ReleaseTimelinePoint {
  const event = toReleaseEvent(release);
  const extras = event.extendedProps as ReleaseExtras;
  return { id: String(event.id), start: new Date(parseCmsTime(release.push_time) ?? Number.NaN), title: String(event.title), description: extras.description, link: releaseLink(release), attention: extras.attention };
}

/** The releases whose time falls in the view's range; none while `open` is false (the account may not see them). */
export function useScheduleReleases(range: { start: string; end: string }, open: boolean) {
  return useScreenQuery({
    queryKey: ['releases', 'range', range.start, range.end],
    // The first ask takes the call started as the route was entered (scheduleFirstAnswer.ts).
    queryFn: () => takeFirstReleases(range) ?? unwrap(consoleApi.get<Release[]>(RELEASE_API.list, releaseRangeQuery(range))),
    enabled: open,
    placeholderData: keepPreviousData,
  });
}
