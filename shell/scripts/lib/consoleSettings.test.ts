/** The settings `pnpm start` reads beside the run-time config: a bad value stops the start with the reason. */
import { readCallsPerMinute } from './consoleSettings';

it('reads CONSOLE_INDEX_CALLS_PER_MINUTE as a whole number from 1 to 6000, and refuses anything else by name', () => {
  expect(readCallsPerMinute('120')).toBe(120);
  for (const bad of ['0', '-5', '1.5', 'abc', '6001']) expect(() => readCallsPerMinute(bad)).toThrow(`CONSOLE_INDEX_CALLS_PER_MINUTE 应为 1–6000 的整数，收到「${bad}」`);
});
