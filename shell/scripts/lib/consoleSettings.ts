/** The console service's settings `pnpm start` reads from the environment: a bad value stops the start with the reason. */

/** CONSOLE_INDEX_CALLS_PER_MINUTE: a whole number from 1 to 6000. */
export function readCallsPerMinute(text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 6000) throw new Error(`CONSOLE_INDEX_CALLS_PER_MINUTE 应为 1–6000 的整数，收到「${text}」`);
  return value;
}
