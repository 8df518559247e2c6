import { useEffect } from 'react';
import { API, MOUSE_MOVE_DEBOUNCE_MS, api, hasSessionCookies, type SessionStatus } from 'shared-ui';
import { startInactivityWatch } from './inactivityWatch';
import type { SessionInvalidHandler } from './sessionInvalidHandler';
import type { SessionStore } from './sessionStore';
import { useSessionState } from './useSessionState';

export interface InactivityCheckProps {
  store: SessionStore;
  timeoutMs: number;
  sessionInvalid: SessionInvalidHandler;
}

/**
 * While signed in: after `timeoutMs` without activity, and only if the three session cookies still exist (spec §9),
 * asks `login/detectactive`. An HTTP 401 reaches the session-invalid handling through the API client's event; an
 * answer saying the session is no longer active is handled the same way here. Renders nothing.
 */
export function InactivityCheck({ store, timeoutMs, sessionInvalid }: InactivityCheckProps) {
  const signedIn = useSessionState(store).phase === 'loggedIn';
  useEffect(() => {
    if (!signedIn) return undefined;
    return startInactivityWatch({
      target: window,
      timeoutMs,
      debounceMs: MOUSE_MOVE_DEBOUNCE_MS,
      onIdle: () => {
        if (!hasSessionCookies()) return;
        void api.get<SessionStatus>(API.detectActive).then((res) => {
          if (res.code === 0 && res.data?.active === false) sessionInvalid.trigger();
        });
      },
    });
  }, [signedIn, timeoutMs, sessionInvalid]);
  return null;
}
