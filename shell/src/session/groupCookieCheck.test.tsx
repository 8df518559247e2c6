/** Spec §6: a missing group id cookie, noticed after start-up too, dispatches the session-invalid handling. */
import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'shared-ui/router';
import { API, NotificationHost, api, forgetSession, notificationQueue, readSessionCookies, readStoredLogin } from 'shared-ui';
import { installFakeBackend, type FakeBackend } from 'shared-ui/testing';
import { InactivityCheck } from './InactivityCheck';
import { watchGroupCookie } from './groupCookieCheck';
import { listenToApiEvents } from './listenToApiEvents';
import { createSessionInvalidHandler, type SessionInvalidHandler } from './sessionInvalidHandler';
import { SessionInvalidNotice } from './SessionInvalidNotice';
import type { SessionStore } from './sessionStore';
import { signedInEditorOnPush } from './signedInEditor.testing';

const DELAY = 3_000;
const IDLE = 5_000;
let backend: FakeBackend;
let store: SessionStore;
let router: ReturnType<typeof createMemoryRouter>;
let handler: SessionInvalidHandler;
const stops: (() => void)[] = [];

const dropGroupCookie = () => {
  document.cookie = 'groupID=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
};

beforeEach(() => {
  jest.useFakeTimers();
  backend = installFakeBackend();
  ({ store, router } = signedInEditorOnPush());
  handler = createSessionInvalidHandler({
    store,
    delayMs: DELAY,
    forget: forgetSession,
    navigateToLogin: () => void router.navigate('/login', { replace: true }),
    currentPath: () => router.state.location.pathname,
  });
  stops.push(listenToApiEvents(handler), watchGroupCookie(store), handler.dispose);
  render(
    <>
      <RouterProvider router={router} />
      <InactivityCheck store={store} timeoutMs={IDLE} sessionInvalid={handler} />
      <SessionInvalidNotice store={store} />
      <NotificationHost />
    </>,
  );
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  act(() => notificationQueue.clear());
  backend.restore();
  jest.useRealTimers();
});

async function expectSessionInvalidThenLogin(): Promise<void> {
  expect(screen.getByTestId('session-invalid').textContent).toContain('登录已失效');
  expect(readSessionCookies()).toEqual({ uid: undefined, session: undefined, group: undefined });
  expect(readStoredLogin()).toBeNull();
  expect(router.state.location.pathname).toBe('/operation/wm/push');
  await act(async () => {
    jest.advanceTimersByTime(DELAY);
  });
  expect(router.state.location.pathname).toBe('/login');
  expect(store.getState().phase).toBe('loggedOut');
}

describe('a missing group id cookie while signed in', () => {
  it('is noticed before the next call: nothing is sent, the session-invalid handling runs', async () => {
    backend.on('GET operation/wm/push/list', { body: { code: 0, msg: 'ok', data: { list: [] } } });
    await act(async () => {
      expect((await api.get('operation/wm/push/list')).code).toBe(0);
    });
    dropGroupCookie();
    let answer: Awaited<ReturnType<typeof api.get>> | undefined;
    await act(async () => {
      answer = await api.get('operation/wm/push/list');
    });
    expect(answer).toMatchObject({ code: -1, status: 0, reported: true });
    expect(backend.callsTo('GET operation/wm/push/list')).toHaveLength(1);
    await expectSessionInvalidThenLogin();
  });

  it('is noticed by the inactivity check, without asking login/detectactive', async () => {
    backend.on(`GET ${API.detectActive}`, { body: { code: 0, msg: 'ok', data: { active: true } } });
    dropGroupCookie();
    await act(async () => {
      jest.advanceTimersByTime(IDLE);
    });
    expect(backend.callsTo(`GET ${API.detectActive}`)).toHaveLength(0);
    await expectSessionInvalidThenLogin();
  });

  it('changes nothing while the cookie is there, nor for calls that need no session, nor when nobody is signed in', async () => {
    backend
      .on(`GET ${API.detectActive}`, { body: { code: 0, msg: 'ok', data: { active: true } } })
      .on(`GET ${API.captcha}`, { body: { code: 0, msg: 'ok', data: { verifyKey: 'k', png: 'data:,' } } })
      .on('GET operation/wm/push/list', { body: { code: 0, msg: 'ok', data: { list: [] } } });
    await act(async () => {
      jest.advanceTimersByTime(IDLE);
    });
    expect(backend.callsTo(`GET ${API.detectActive}`)).toHaveLength(1);
    dropGroupCookie();
    await act(async () => {
      expect((await api.get(API.captcha)).code).toBe(0);
    });
    expect(screen.queryByTestId('session-invalid')).toBeNull();
    act(() => store.endSession());
    await act(async () => {
      expect((await api.get('operation/wm/push/list')).code).toBe(0);
    });
    expect(screen.queryByTestId('session-invalid')).toBeNull();
  });
});
