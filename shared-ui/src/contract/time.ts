/**
 * How times travel and show: `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai (UTC+8, no daylight saving), whatever the
 * browser's or server's zone. Formatted and parsed here only, so an integrator changes the format in one place.
 */
export const CMS_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const CMS_TIME_ZONE = 'Asia/Shanghai';
const OFFSET_MS = 8 * 60 * 60 * 1000;
const PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Epoch milliseconds → `2026-11-21 18:30:00` (Shanghai wall time). */
export function formatCmsTime(epochMs: number): string {
  const d = new Date(epochMs + OFFSET_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** `2026-11-21 18:30:00` (Shanghai wall time) → epoch milliseconds; null for anything else, impossible dates too. */
export function parseCmsTime(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const m = PATTERN.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(utc);
  // Date.UTC rolls 2026-02-30 over to March: refuse instead.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return utc - OFFSET_MS;
}

/** Is `text` a real calendar day written `YYYY-MM-DD` (2026-02-30 is not)? */
export function isCmsDay(text: unknown): boolean {
  return typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && parseCmsTime(`${text} 00:00:00`) !== null;
}
