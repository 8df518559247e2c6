import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'shared-ui/router';
import { NotificationHost, api, forgetSession, notificationQueue, readSessionCookies, readStoredLogin } from 'shared-ui';
import { installFakeBackend, type FakeBackend } from 'shared-ui/testing';
import { listenToApiEvents } from './listenToApiEvents';
import { createSessionInvalidHandler } from './sessionInvalidHandler';
import { SessionInvalidNotice } from './SessionInvalidNotice';
import type { SessionStore } from './sessionStore';
import { signedInEditorOnPush } from './signedInEditor.testing';

const DELAY = 3_000;
let backend: FakeBackend;
let store: SessionStore;
let stopListening: () => void;
let router: ReturnType<typeof createMemoryRouter>;
let dispose: () => void;
let navigateToLogin: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  backend = installFakeBackend();
  ({ store, router } = signedInEditorOnPush());
  navigateToLogin = jest.fn(() => void router.navigate('/login', { replace: true }));
  const currentPath = () => `${router.state.location.pathname}${router.state.location.search}`;
  const handler = createSessionInvalidHandler({ store, delayMs: DELAY, forget: forgetSession, navigateToLogin, currentPath });
  dispose = handler.dispose;
  stopListening = listenToApiEvents(handler);
  render(
    <>
      <RouterProvider router={router} />
      <SessionInvalidNotice store={store} />
      <NotificationHost />
    </>,
  );
});

afterEach(() => {
  stopListening();
  dispose();
  act(() => notificationQueue.clear());
  backend.restore();
  jest.useRealTimers();
});

describe('session-invalid handling', () => {
  it('shows the message and clears cookies at once, and goes to /login only after the delay — once', async () => {
    backend
      .on('GET operation/wm/push/list', { status: 401, body: { code: 401, msg: 'expired', data: null } })
      .on('GET operation/wm/push/history', { status: 500, body: 'oops' });

    await act(async () => {
      await Promise.all([api.get('operation/wm/push/list'), api.get('operation/wm/push/history'), api.get('operation/wm/push/list')]);
    });

    expect(screen.getByTestId('session-invalid').textContent).toContain('登录已失效');
    expect(readSessionCookies()).toEqual({ uid: undefined, session: undefined, group: undefined });
    expect(readStoredLogin()).toBeNull();
    expect(router.state.location.pathname).toBe('/operation/wm/push');
    expect(store.getState().phase).toBe('loggedIn');

    await act(async () => {
      jest.advanceTimersByTime(DELAY - 1);
    });
    expect(router.state.location.pathname).toBe('/operation/wm/push');

    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().phase).toBe('loggedOut');
    expect(screen.queryByTestId('session-invalid')).toBeNull();
    // Signing in again returns to the page the session ended on.
    expect(store.takeTarget()).toBe('/operation/wm/push');

    // The three failures above started one handling, not three.
    await act(async () => {
      jest.advanceTimersByTime(DELAY * 3);
    });
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
  });

  it('shows the role-refused message on 403 and the network message on a failed request, keeping the session', async () => {
    backend
      .on('POST operation/common/splash/publish', { status: 403, body: { code: 403, msg: 'role', data: null } })
      .on('GET operation/common/splash/list', () => {
        throw new Error('socket hang up');
      });

    await act(async () => {
      await api.post('operation/common/splash/publish', { id: 1 });
    });
    expect(screen.getByText('抱歉，您没有权限进行此操作')).toBeTruthy();

    await act(async () => {
      await api.get('operation/common/splash/list');
    });
    act(() => notificationQueue.dismiss(notificationQueue.getSnapshot()[0]?.id ?? -1));
    expect(screen.getByText('网络错误，请求失败')).toBeTruthy();

    expect(screen.queryByTestId('session-invalid')).toBeNull();
    expect(readSessionCookies().session).toBe('s-1');
  });

  it('shows the module-refused message once on a 403 with 1029, however many calls the screen makes', async () => {
    backend.on('GET operation/notices/wm/temp/content', { status: 403, body: { code: 1029, msg: 'no module', data: null } });
    await act(async () => {
      await Promise.all([api.get('operation/notices/wm/temp/content'), api.get('operation/notices/wm/temp/content')]);
    });
    expect(screen.getAllByText('抱歉，您没有该模块的权限')).toHaveLength(1);
    expect(screen.queryByText('抱歉，您没有权限进行此操作')).toBeNull();
    expect(readSessionCookies().session).toBe('s-1');
  });
});
