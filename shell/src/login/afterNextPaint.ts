/**
 * Runs `task` once the browser has painted the next frame (a task queued from `requestAnimationFrame` runs after
 * that frame), so what the page already shows is on screen before `task` holds the main thread. A hidden tab paints
 * no frame: there `task` runs after `fallbackMs`.
 */
export function afterNextPaint(task: () => void, fallbackMs = 100): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, fallbackMs);
}
