/** How often the scheduler looks for due changes when no request comes to prompt it. */
export const SCHEDULER_INTERVAL_MS = 1_000;

/**
 * Runs `tick` every `intervalMs` until the returned stop function is called. The timer is unref'd: a server that
 * is otherwise idle may exit. A failing tick is reported and the next one tries again.
 */
export function startScheduler(tick: () => void, onError: (error: unknown) => void, intervalMs = SCHEDULER_INTERVAL_MS): () => void {
  const timer = setInterval(() => {
    try {
      tick();
    } catch (error) {
      onError(error);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
