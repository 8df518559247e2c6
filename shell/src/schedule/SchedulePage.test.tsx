/**
 * A view is drawn once, with its first entries and releases (issue 44, item 11): each drawing lays out every entry it
 * is given, so it is not mounted empty and drawn again as each answer comes in. The month is the page's own; the week
 * (FullCalendar) is loaded when it is opened.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { SessionContext, ok, type SessionInfo } from 'shared-ui';
import type { Release, ScheduleAnswer } from 'shared-ui/contract';
import { MemoryRouter } from 'shared-ui/router';
import { fakeBackendPerTest } from 'shared-ui/testing';
import { SchedulePage } from './SchedulePage';

interface Drawing {
  entries: number | undefined;
  releases: number | undefined;
}

const mockDrawings: Drawing[] = [];
let mockMounts = 0;

// What the page hands a view, and how often it mounts, is what is tested (FullCalendar itself does not run under jsdom).
function MockView({ answer, releases }: { answer?: { list: unknown[] }; releases?: unknown[] }) {
  useEffect(() => {
    mockMounts += 1;
  }, []);
  mockDrawings.push({ entries: answer?.list.length, releases: releases?.length });
  return <div data-testid="calendar-drawn" />;
}
jest.mock('./ScheduleMonth', () => ({ ScheduleMonth: MockView }));
jest.mock('./ScheduleCalendar', () => ({ ScheduleCalendar: MockView }));

const backend = fakeBackendPerTest();

const ENTRY = { module: 'wm/selectList', recordId: 65, title: '精选基金 · 恒盈美元货币市场基金 等 8 只', state: 'live', start: '2026-11-30 03:59:00', end: null, collisions: [] };
const ANSWER = {
  list: [ENTRY],
  modules: [{ key: 'wm/selectList', title: '理财 App · 精选基金', area: 'wm', path: '/operation/wm/modules/selectList' }],
  indexed: { indexedAt: '2026-11-28 10:00:00', unread: [], reading: [] },
} as unknown as ScheduleAnswer;
const RELEASE = { id: 3, name: '双十二上线', at: '2026-12-12 10:00:00', state: 'draft', entries: [], version: 1 } as unknown as Release;

const session: SessionInfo = { uid: 'u-1', account: 'admin', role: 'publisher', permission: ['0'], isSuperAdmin: true };

function renderPage(address = '/schedule?view=month&date=2026-11-28') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <SessionContext.Provider value={{ session, logout: async () => undefined }}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[address]}>
          <SchedulePage />
        </MemoryRouter>
      </QueryClientProvider>
    </SessionContext.Provider>,
  );
  return client;
}

beforeEach(() => {
  mockDrawings.length = 0;
  mockMounts = 0;
});

it('draws the calendar once both first answers are in, the releases coming last', async () => {
  backend.current.on('GET /console/v1/schedule/list', { body: ok(ANSWER) });
  backend.current.on('GET /console/v1/releases/list', () => new Promise((resolve) => setTimeout(() => resolve({ body: ok([RELEASE]) }), 150)));
  const client = renderPage();
  await screen.findByTestId('calendar-drawn');
  expect(mockDrawings[0]).toEqual({ entries: 1, releases: 1 });
  expect(mockMounts).toBe(1);
  client.clear();
});

it('draws it when the entries could not be read, with the error beside it', async () => {
  backend.current.on('GET /console/v1/schedule/list', { status: 500, body: null });
  backend.current.on('GET /console/v1/releases/list', { body: ok([]) });
  const client = renderPage();
  await screen.findByTestId('calendar-drawn');
  await waitFor(() => expect(screen.getByText(/发布日历加载失败/)).toBeTruthy());
  expect(mockDrawings[0]).toEqual({ entries: undefined, releases: 0 });
  client.clear();
});

it('draws the week (FullCalendar, loaded when it is opened) once, with both first answers', async () => {
  backend.current.on('GET /console/v1/schedule/list', { body: ok(ANSWER) });
  backend.current.on('GET /console/v1/releases/list', { body: ok([RELEASE]) });
  const client = renderPage('/schedule?view=week&date=2026-11-28');
  await screen.findByTestId('calendar-drawn');
  expect(mockDrawings[0]).toEqual({ entries: 1, releases: 1 });
  expect(mockMounts).toBe(1);
  client.clear();
});
