/**
 * A rest on 发布日历 in the menu starts its first answers (issue 44, item 11), as the guard does at the press — and the
 * press after the rest asks nothing more: the page takes the answers already out.
 */
import { ok } from 'shared-ui';
import { fakeBackendPerTest } from 'shared-ui/testing';
import { takeFirstAnswer, takeFirstReleases } from '../schedule/scheduleFirstAnswer';
import { warmSchedule } from '../schedule/warmSchedule';
import { sessionStore } from '../session/sessionStore';
import { warmScreenFromMenu } from './warmScreenFromMenu';

// The page's chunk (FullCalendar) is not what is tested here.
jest.mock('../schedule/SchedulePage', () => ({ default: () => null }));

const backend = fakeBackendPerTest();
const LIST = 'GET /console/v1/schedule/list';
const RELEASES = 'GET /console/v1/releases/list';
const ANSWER = { list: [], modules: [], indexed: { indexedAt: '2026-11-28 10:00:00', unread: [], reading: [] } };

const signedIn = (permission: string[]) =>
  sessionStore.beginSession({ uid: '1', account: 'someone', role: 'editor', permission, isSuperAdmin: false });

beforeEach(() => {
  backend.current.on(LIST, { body: ok(ANSWER) });
  backend.current.on(RELEASES, { body: ok([]) });
  takeFirstAnswer({});
  takeFirstReleases({ start: '', end: '' });
});
afterEach(() => sessionStore.endSession());

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

it('starts the calendar’s answers for a rest on its entry, the releases where the account may open them', async () => {
  signedIn(['/schedule', '/releases']);
  warmScreenFromMenu('/schedule');
  await settle();
  expect(backend.current.callsTo(LIST)).toHaveLength(1);
  expect(backend.current.callsTo(RELEASES)).toHaveLength(1);
  // The press that follows (the guard's warm, the same address): nothing asked twice.
  warmSchedule('', ['/schedule', '/releases']);
  await settle();
  expect(backend.current.callsTo(LIST)).toHaveLength(1);
  expect(backend.current.callsTo(RELEASES)).toHaveLength(1);
});

it('asks for no releases for an account that may not open them', async () => {
  signedIn(['/schedule']);
  warmScreenFromMenu('/schedule');
  await settle();
  expect(backend.current.callsTo(LIST)).toHaveLength(1);
  expect(backend.current.callsTo(RELEASES)).toHaveLength(0);
});
