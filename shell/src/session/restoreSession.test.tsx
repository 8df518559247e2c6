import { FRESH_SIGN_IN_MS, clearSessionCookies, markFreshSignIn, ok, readSessionCookies, readStoredLogin, saveStoredLogin, setSessionCookies } from 'shared-ui';
import { installFakeBackend, type FakeBackend } from 'shared-ui/testing';
import { restoreSession } from './restoreSession';
import { createSessionStore } from './sessionStore';

let backend: FakeBackend;

function signedInBrowser() {
  setSessionCookies({ uid: 'u-7', session: 's-7', group: 'reader' }, Date.now() + 60_000);
  saveStoredLogin({ account: 'reader', permission: ['/articles/library'], isSuperAdmin: false });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSessionCookies();
  backend = installFakeBackend();
});

afterEach(() => {
  expect(backend.unexpected).toEqual([]);
  backend.restore();
});

describe('restoreSession', () => {
  it('rebuilds the session from cookies and storage once login/check confirms it', async () => {
    signedInBrowser();
    backend.on('GET login/check', { body: ok({ active: true, isSuperAdmin: false }) });
    const store = createSessionStore();
    const pending = restoreSession(store);
    expect(store.getState().phase).toBe('restoring');
    await pending;
    expect(store.getState()).toMatchObject({
      phase: 'loggedIn',
      session: { uid: 'u-7', account: 'reader', role: 'reader', permission: ['/articles/library'], isSuperAdmin: false },
    });
  });

  it('logs out and forgets everything when the server says the session is over', async () => {
    signedInBrowser();
    backend.on('GET login/check', { body: ok({ active: false }) });
    const store = createSessionStore();
    await restoreSession(store);
    expect(store.getState().phase).toBe('loggedOut');
    expect(readSessionCookies()).toEqual({ uid: undefined, session: undefined, group: undefined });
    expect(readStoredLogin()).toBeNull();
  });

  it('does not ask the server without cookies', async () => {
    saveStoredLogin({ account: 'reader', permission: ['/articles/library'], isSuperAdmin: false });
    const store = createSessionStore();
    await restoreSession(store);
    expect(store.getState().phase).toBe('loggedOut');
    expect(backend.calls).toEqual([]);
  });

  it('trusts, once, the sign-in that has just loaded this page: no second login/check before the frame', async () => {
    signedInBrowser();
    markFreshSignIn('u-7');
    const store = createSessionStore();
    await restoreSession(store);
    expect(backend.calls).toEqual([]);
    expect(store.getState()).toMatchObject({ phase: 'loggedIn', session: { uid: 'u-7', account: 'reader', role: 'reader', permission: ['/articles/library'] } });
    // Used once: a reload asks the server again.
    backend.on('GET login/check', { body: ok({ active: true, isSuperAdmin: false }) });
    await restoreSession(createSessionStore());
    expect(backend.calls).toHaveLength(1);
  });

  it('asks the server when the mark is old or names another account', async () => {
    for (const mark of [() => markFreshSignIn('u-7', Date.now() - FRESH_SIGN_IN_MS - 1), () => markFreshSignIn('u-8')]) {
      signedInBrowser();
      mark();
      backend.on('GET login/check', { body: ok({ active: false }) });
      const store = createSessionStore();
      await restoreSession(store);
      expect(store.getState().phase).toBe('loggedOut');
    }
    expect(backend.calls).toHaveLength(2);
  });
});
