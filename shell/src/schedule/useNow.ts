import { useEffect, useState } from 'react';

/**
 * Now (epoch ms), read again every minute, or as a test fixes it: the timeline's now line (a minute is 1/43,200 of a
 * month: it never needs more) and the month's today.
 */
export function useNow(fixed: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (fixed !== undefined) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}
