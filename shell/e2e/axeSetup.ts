/**
 * Runs in every journey file (jest.e2e.config.cjs `setupFilesAfterEnv`), so no journey can forget the accessibility
 * check: after each test, the axe scans of the pages it visited (see `axe.ts`) must hold no violation of impact
 * serious or critical. Registered before the journey's own hooks, so its afterAll runs before the browser closes.
 */
import { describeFindings, failingFindings, takeFindings, writeFindings } from './axe';

async function assertAccessible(): Promise<void> {
  const failing = failingFindings(await takeFindings());
  if (failing.length > 0) throw new Error(`axe 发现 ${String(failing.length)} 项严重的无障碍问题：\n${describeFindings(failing)}`);
}

afterEach(assertAccessible);

// Pages a journey's own afterAll opens (clean-ups) are checked here; the file's findings are written last.
afterAll(async () => {
  try {
    await assertAccessible();
  } finally {
    writeFindings(expect.getState().testPath ?? 'unknown.e2e.ts');
  }
});
