import { notificationQueue } from 'shared-ui';
import { installFakeBackend, type FakeBackend } from './fakeBackend';

/**
 * A fresh fake backend (and an empty toast queue) for every test of the file; after each test, any call the test
 * did not stub fails it. Use `backend.current` inside tests.
 *
 * @example const backend = fakeBackendPerTest(); … backend.current.on('GET login/check', { body: ok(…) });
 */
export function fakeBackendPerTest(): { readonly current: FakeBackend } {
  const holder: { current: FakeBackend | null } = { current: null };
  beforeEach(() => {
    notificationQueue.clear();
    holder.current = installFakeBackend();
  });
  afterEach(() => {
    expect(holder.current?.unexpected).toEqual([]);
    holder.current?.restore();
  });
  return {
    get current(): FakeBackend {
      if (!holder.current) throw new Error('fakeBackendPerTest: use backend.current inside a test, not at load time');
      return holder.current;
    },
  };
}

/** The toasts shown so far, as `severity:message`. */
export const shownToasts = (): string[] => notificationQueue.getSnapshot().map((n) => `${n.severity}:${n.message}`);
