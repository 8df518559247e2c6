import { useEffect } from 'react';
import { API, MOUSE_MOVE_DEBOUNCE_MS, api, hasSessionCookies, type SessionStatus } from 'shared-ui';
import { startInactivityWatch } from './inactivityWatch';
import { groupIdMissing } from './groupCookieCheck';
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
 * answer saying the session is no longer active is handled the same way here, and so is a group id cookie that has
 * gone (spec §6). Renders nothing.
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
        if (groupIdMissing(store)) {
          sessionInvalid.trigger();
          return;
        }
        if (!hasSessionCookies()) return;
        void api.get<SessionStatus>(API.detectActive).then((res) => {
          if (res.code === 0 && res.data?.active === false) sessionInvalid.trigger();
        });
      },
    });
  }, [signedIn, timeoutMs, sessionInvalid, store]);
  return null;
}
