/**
 * The calendar's read on a fresh server: its first answers name the modules still being read, and it asks again every
 * INDEX_READING_RECHECK_MS until none are — then no more (the calendar is read again when its view or filters change).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ok } from 'shared-ui';
import { INDEX_READING_RECHECK_MS, type ScheduleAnswer } from 'shared-ui/contract';
import { fakeBackendPerTest } from 'shared-ui/testing';
import { useScheduleReleases } from './releaseEvents';
import { startFirstAnswer, takeFirstAnswer, takeFirstReleases } from './scheduleFirstAnswer';
import { useSchedule } from './useSchedule';

const backend = fakeBackendPerTest();
const LIST = 'GET /console/v1/schedule/list';
const RELEASES = 'GET /console/v1/releases/list';

const answer = (reading: string[]): ScheduleAnswer => ({ list: [], modules: [], indexed: { indexedAt: reading.length > 0 ? null : '2026-11-28 10:00:00', unread: [], reading } });

it('asks again while modules are still being read, and stops once none are', async () => {
  backend.current.onSequence(LIST, [{ body: ok(answer(['理财 App · 闪屏'])) }, { body: ok(answer([])) }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useSchedule({ view: 'week', date: '2026-11-28', area: [], module: [], state: [], operator: '' }), { wrapper });
  await waitFor(() => expect(result.current.data?.indexed.reading).toEqual(['理财 App · 闪屏']));
  await waitFor(() => expect(result.current.data?.indexed.reading).toEqual([]), { timeout: INDEX_READING_RECHECK_MS + 2_000 });
  await new Promise((resolve) => setTimeout(resolve, INDEX_READING_RECHECK_MS + 500));
  expect(backend.current.callsTo(LIST)).toHaveLength(2);
  client.clear();
});

describe('the first answer, asked for while the guard checks the path (issue 44, item 11)', () => {
  const wrapperOf = (client: QueryClient) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    };
  // What an earlier test started and no page took is not this test's.
  beforeEach(() => {
    takeFirstAnswer({});
    takeFirstReleases({ start: '', end: '' });
  });
  const WEEK = { view: 'week', date: '2026-11-28', area: [], module: ['wm/highFund'], state: [], operator: '' } as const;

  it('is the page’s first answer when it asks for the same view and filters: one call, not two', async () => {
    backend.current.on(LIST, { body: ok(answer([])) });
    startFirstAnswer('?view=week&date=2026-11-28&module=wm/highFund', false);
    await waitFor(() => expect(backend.current.callsTo(LIST)).toHaveLength(1));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useSchedule({ ...WEEK, area: [], module: [...WEEK.module], state: [] }), { wrapper: wrapperOf(client) });
    await waitFor(() => expect(result.current.data?.indexed.reading).toEqual([]));
    expect(backend.current.callsTo(LIST)).toHaveLength(1);
    expect(backend.current.callsTo(LIST)[0]?.params).toMatchObject({ start: '2026-11-23 00:00:00', end: '2026-11-30 00:00:00', module: 'wm/highFund' });
    client.clear();
  });

  it('is not taken for another view: the page asks for its own', async () => {
    backend.current.on(LIST, { body: ok(answer([])) });
    startFirstAnswer('?view=month&date=2026-11-28', false);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useSchedule({ ...WEEK, area: [], module: [...WEEK.module], state: [] }), { wrapper: wrapperOf(client) });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(backend.current.callsTo(LIST)).toHaveLength(2);
    expect(takeFirstAnswer({})).toBeNull();
    client.clear();
  });

  it('asks for the releases in the range beside the entries, where the account may open them: one call each', async () => {
    backend.current.on(LIST, { body: ok(answer([])) });
    backend.current.on(RELEASES, { body: ok([]) });
    startFirstAnswer('?view=week&date=2026-11-28', true);
    // Both are out before the page has rendered anything.
    await waitFor(() => expect(backend.current.callsTo(RELEASES)).toHaveLength(1));
    expect(backend.current.callsTo(LIST)).toHaveLength(1);
    expect(backend.current.callsTo(RELEASES)[0]?.params).toMatchObject({ from: '2026-11-23 00:00:00', to: '2026-11-30 00:00:00' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useScheduleReleases({ start: '2026-11-23 00:00:00', end: '2026-11-30 00:00:00' }, true), { wrapper: wrapperOf(client) });
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(backend.current.callsTo(RELEASES)).toHaveLength(1);
    client.clear();
  });

  it('leaves the releases alone for an account that may not open them', async () => {
    backend.current.on(LIST, { body: ok(answer([])) });
    startFirstAnswer('?view=week&date=2026-11-28', false);
    await waitFor(() => expect(backend.current.callsTo(LIST)).toHaveLength(1));
    expect(backend.current.callsTo(RELEASES)).toHaveLength(0);
    expect(takeFirstAnswer({})).toBeNull();
  });
});
