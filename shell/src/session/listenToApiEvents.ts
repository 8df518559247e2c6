import { ErrorCode, Messages, errorMessage, notify, onApiEvent } from 'shared-ui';
import type { SessionInvalidHandler } from './sessionInvalidHandler';

/**
 * Turns the API client's events into what the user sees (spec §7 "Handling of answers"): 401/500 → session-invalid
 * handling, 403 → the role-refused message, a network failure → the network message. Returns the unsubscribe.
 */
export function listenToApiEvents(sessionInvalid: SessionInvalidHandler): () => void {
  return onApiEvent((event) => {
    switch (event.type) {
      case 'sessionInvalid':
        sessionInvalid.trigger();
        break;
      case 'forbidden':
        notify.error(errorMessage(ErrorCode.RoleRefused));
        break;
      case 'networkError':
        notify.error(Messages.networkError);
        break;
    }
  });
}
