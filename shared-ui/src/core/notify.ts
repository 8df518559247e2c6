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
}

type Listener = () => void;

let queue: readonly Notification[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly Notification[]): void {
  queue = next;
  for (const listener of listeners) listener();
}

function push(severity: NotificationSeverity, message: string): void {
  // Many calls failing together (a network outage) would otherwise repeat the message on screen. Only the newest is
  // shown, so only it counts: the same words after a different message (保存成功 again) are shown again.
  const newest = queue[queue.length - 1];
  if (newest?.severity === severity && newest.message === message) return;
  publish([...queue, { id: nextId++, severity, message }]);
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
