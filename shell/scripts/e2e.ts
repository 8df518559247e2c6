/**
 * `pnpm test:e2e`: end-to-end journeys in real Chromium against the production build served the way `pnpm start`
 * serves it (mock-server with an in-memory database and a fixed captcha answer). Builds first when needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildAll } from './build';
import { readJestResults, type Tally } from './lib/jestResults';
import { provisionBrowser } from './lib/provisionBrowser';
import { ROOT, isBuilt, run } from './lib/workspace';
import { serveProduct } from './serveProduct';
import { serveSpecOnly } from './serveSpecOnly';

export const E2E_ENV = {
  PORT: process.env.E2E_PORT ?? '3100',
  MOCK_PORT: process.env.E2E_MOCK_PORT ?? '4100',
  MOCK_DB: ':memory:',
  MOCK_CAPTCHA: 'ABCD',
  // Lets a journey move mock-server's clock (POST /__test/clock) to see a scheduled publish go live.
  MOCK_CLOCK: '1',
  // Every SMS sign-in code (mock-server sends no real SMS).
  MOCK_SMS_CODE: '246810',
  // Short enough for a test to see the inactivity check fire.
  CMS_INACTIVITY_MS: '4000',
};

/**
 * The production build the journeys run against (SKIP_BUILD=1 reuses one already there). Nothing to count when it
 * builds; one failure when it does not.
 */
export async function buildForJourneys(): Promise<Tally> {
  if (process.env.SKIP_BUILD === '1' && isBuilt()) return { passed: 0, failed: 0 };
  return (await buildAll()) ? { passed: 0, failed: 0 } : { passed: 0, failed: 1 };
}

/** `build: false`: the caller built already (`pnpm test` times the build as a phase of its own). */
export async function runE2e({ build = true }: { build?: boolean } = {}): Promise<Tally> {
  // Installs Chromium and the CJK font when run as root and they are missing; says what to run otherwise.
  const chromium = provisionBrowser();
  if (!chromium) return { passed: 0, failed: 1 };
  if (build) {
    const built = await buildForJourneys();
    if (built.failed > 0) return built;
  } else if (!isBuilt()) return { passed: 0, failed: 1 };
  const env = { ...process.env, ...E2E_ENV };
  const product = await serveProduct(env);
  // The same build as integrators run it, on a backend that speaks only the /v2/cms contract (specOnly.e2e.ts).
  // Its three ports are the OS's pick (E2E_SPEC_PORT, E2E_SPEC_BACKEND_PORT, E2E_SPEC_MOCK_PORT name others).
  const specOnly = await serveSpecOnly(env);
  const output = path.join(ROOT, '.test-results', 'e2e.json');
  fs.mkdirSync(path.dirname(output), { recursive: true });
  try {
    // E2E_ONLY=<pattern> runs the journeys whose file matches (while working on one area).
    const only = process.env.E2E_ONLY ? [process.env.E2E_ONLY] : [];
    await run('pnpm', ['exec', 'jest', '-c', 'jest.e2e.config.cjs', '--json', `--outputFile=${output}`, ...only], {
      env: { ...env, E2E_BASE_URL: product.url, E2E_SPEC_ONLY_URL: specOnly.url, E2E_SPEC_ONLY_BACKEND: specOnly.backend, E2E_SPEC_ONLY_MOCK: specOnly.mock, CHROMIUM_PATH: chromium },
    });
  } finally {
    await specOnly.close();
    await product.close();
  }
  return readJestResults(output) ?? { passed: 0, failed: 1 };
}

if (require.main === module) {
  void runE2e().then((t) => {
    console.log(`${String(t.passed)} passed, ${String(t.failed)} failed`);
    process.exit(t.failed === 0 ? 0 : 1);
  });
}
