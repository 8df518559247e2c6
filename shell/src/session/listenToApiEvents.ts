import { Messages, notify, onApiEvent } from 'shared-ui';
import type { SessionInvalidHandler } from './sessionInvalidHandler';

/**
 * Turns the API client's events into what the user sees (spec §7 "Handling of answers"): 401/500 → session-invalid
 * handling, 403 → the refusal's message (role, or module 1029), a network failure → the network message. Returns the unsubscribe.
 */
export function listenToApiEvents(sessionInvalid: SessionInvalidHandler): () => void {
  return onApiEvent((event) => {
    switch (event.type) {
      case 'sessionInvalid':
        sessionInvalid.trigger();
        break;
      case 'forbidden':
        // The server's own words: a role refusal and a module refusal (1029) say different things.
        notify.error(event.message);
        break;
      case 'networkError':
        notify.error(Messages.networkError);
        break;
    }
  });
}
