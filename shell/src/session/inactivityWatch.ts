/**
 * Calls `onIdle` after `timeoutMs` without a mouse move, key or click on `target`. Activity is debounced: a mouse
 * move fires dozens of events a second and each would otherwise clear and re-arm the timer. After `onIdle` the timer
 * re-arms, so a session left open is asked about again every `timeoutMs`.
 */
export interface InactivityWatchOptions {
  target: EventTarget;
  timeoutMs: number;
  debounceMs: number;
  onIdle: () => void;
}

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click'] as const;

/** Starts watching; returns the function that stops it. */
export function startInactivityWatch({ target, timeoutMs, debounceMs, onIdle }: InactivityWatchOptions): () => void {
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let debounceTimer: ReturnType<typeof setTimeout> | undefined;

  const arm = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      onIdle();
      arm();
    }, timeoutMs);
  };
  const onActivity = () => {
    clearTimeout(debounceTimer);
    debounceTimer = setTimeout(arm, debounceMs);
  };

  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, onActivity, { passive: true });
  arm();
  return () => {
    clearTimeout(idleTimer);
    clearTimeout(debounceTimer);
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, onActivity);
  };
}
