/**
 * Runs `task` once the browser has painted the next frame (a task queued from `requestAnimationFrame` runs after
 * that frame), so what the page already shows is on screen before `task` holds the main thread. A hidden tab paints
 * no frame: there `task` runs after `fallbackMs`. Dependency-free on purpose: a light page's entry imports it alone,
 * before React and MUI are evaluated.
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

/**
 * A light page's entry: `load` imports the page's start (eagerly, from the entry's own chunks: its modules run only
 * when imported) and is called after the pre-rendered page has painted, or at once when nothing was pre-rendered.
 */
export function startWhenPainted(load: () => Promise<{ start: (container: HTMLElement) => void }>): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('页面缺少 #root 元素');
  const start = () => void load().then((page) => page.start(container));
  if (container.hasChildNodes()) afterNextPaint(start);
  else start();
}
