/**
 * The width of a scrollbar on this page, for every DataGrid (`tableGridProps`). Left to itself, each grid measures it
 * when it mounts and again at each size update until it scrolls — a forced layout of the whole page in the middle of
 * showing a screen (34 ms of the information feed's start in a CPU profile). Measured here once, on a probe outside
 * the page's flow, and again only when the device pixel ratio (the zoom) changes. Grids get no scrollbar styling of
 * their own, so the probe's scrollbar is theirs.
 */
let measured: { ratio: number; size: number } | null = null;

export function pageScrollbarSize(): number | undefined {
  if (typeof document === 'undefined' || !document.body) return undefined;
  const ratio = window.devicePixelRatio;
  if (measured?.ratio !== ratio) {
    const probe = document.createElement('div');
    probe.style.cssText = 'position:absolute;top:-9999px;left:-9999px;width:100px;height:100px;overflow:scroll';
    document.body.appendChild(probe);
    measured = { ratio, size: probe.offsetWidth - probe.clientWidth };
    probe.remove();
  }
  return measured.size;
}
