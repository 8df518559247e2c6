/**
 * A toast queue every part of the back office shares. shared-ui is a federation singleton, so a remote calling
 * `notify.success('保存成功')` lands in the same queue the shell's `<NotificationHost/>` shows.
 * React-free on purpose: API event listeners and route loaders notify too, outside any component.
 *
 * @example notify.error(errorMessage(res.code, res.msg));
 */
export type NotificationSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Notification {
  id: number;
  severity: NotificationSeverity;
  message: string;
  /** When it was shown (ms), to tell a burst of one failure from a new result in the same words. */
  at: number;
}

/** The same words within this time are one burst (many calls failing together), not a new result. */
const BURST_MS = 1_000;

type Listener = () => void;

let queue: readonly Notification[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly Notification[]): void {
  queue = next;
  for (const listener of listeners) listener();
}

function push(severity: NotificationSeverity, message: string): void {
  // Many calls failing together (a network outage) would otherwise repeat the message on screen: the same words
  // within a second are one message. Later, the same words are a new result (a second 保存成功, the same refusal
  // after another try): it replaces the newest with a new id, so the host shows it afresh, its full time on screen,
  // instead of letting the old toast run out as if nothing had happened (issue 35).
  const now = Date.now();
  const newest = queue[queue.length - 1];
  const same = newest?.severity === severity && newest.message === message;
  if (same && now - newest.at < BURST_MS) return;
  const fresh: Notification = { id: nextId++, severity, message, at: now };
  publish(same ? [...queue.slice(0, -1), fresh] : [...queue, fresh]);
}

export const notify = {
  success: (message: string) => push('success', message),
  info: (message: string) => push('info', message),
  warning: (message: string) => push('warning', message),
  error: (message: string) => push('error', message),
};

/** The queue as the host reads it (oldest first; the host shows the newest); for `useSyncExternalStore`. */
export const notificationQueue = {
  getSnapshot: (): readonly Notification[] => queue,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  dismiss(id: number): void {
    publish(queue.filter((n) => n.id !== id));
  },
  /** Removes this message and every older one: what the newest replaced is not shown afterwards either. */
  dismissThrough(id: number): void {
    publish(queue.filter((n) => n.id > id));
  },
  clear(): void {
    publish([]);
  },
};
