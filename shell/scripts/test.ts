/**
 * `pnpm test`: every check of the workspace — type-check, lint, the OpenAPI documents' lint, unit and server tests
 * (jest), the conformance kit against a fresh mock-server, end-to-end journeys in Chromium — and one closing line
 * `N passed, N failed` that adds them up (type-check, lint and the documents' lint count one each). Before that line,
 * where the time went: each phase and the slowest suites, also written to `.test-results/timings.json`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runConformanceStep } from './conformanceStep';
import { buildForJourneys, runE2e } from './e2e';
import { readJestResults, type Tally } from './lib/jestResults';
import { provisionBrowser } from './lib/provisionBrowser';
import { provisionPostgres } from './lib/throwawayPostgres';
import { formatTimings, suiteTimings, summarise, writeTimings, type PhaseTiming } from './lib/runTimings';
import { ROOT, run } from './lib/workspace';

const RESULTS = path.join(ROOT, '.test-results');

async function step(name: string, fn: () => Promise<Tally>, phases: PhaseTiming[]): Promise<void> {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const t = await fn();
  phases.push({ name, seconds: Math.round((Date.now() - started) / 1000), ...t });
}

const single = async (command: string, args: string[]): Promise<Tally> =>
  (await run(command, args)) === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };

async function main(): Promise<void> {
  const started = Date.now();
  fs.mkdirSync(RESULTS, { recursive: true });
  // A phase that dies before writing its results must not be counted from an earlier run's.
  for (const file of ['jest.json', 'e2e.json']) fs.rmSync(path.join(RESULTS, file), { force: true });
  const phases: PhaseTiming[] = [];
  // What the suites need from Debian, installed with apt-get on a new machine (as root): the console store's PostgreSQL
  // runs, and Chromium with a CJK font for the journeys. Counted by the suites that use them; here only its minutes.
  await step('PostgreSQL, Chromium and CJK font', () => {
    provisionPostgres();
    if (process.env.SKIP_E2E !== '1') provisionBrowser();
    return Promise.resolve({ passed: 0, failed: 0 });
  }, phases);
  await step('typecheck', () => single('pnpm', ['typecheck']), phases);
  await step('lint', () => single('pnpm', ['lint']), phases);
  // Both OpenAPI documents under Redocly's recommended rules (issue 46): what integrators' own tools will say of them.
  await step('OpenAPI documents (Redocly)', () => single('pnpm', ['contract:lint']), phases);
  const jestOutput = path.join(RESULTS, 'jest.json');
  await step('unit + server (jest)', async () => {
    await run('pnpm', ['exec', 'jest', '--json', `--outputFile=${jestOutput}`]);
    return readJestResults(jestOutput) ?? { passed: 0, failed: 1 };
  }, phases);
  await step('conformance kit against mock-server', runConformanceStep, phases);
  if (process.env.SKIP_E2E === '1') console.log('\ne2e: skipped by SKIP_E2E=1');
  else {
    await step('production build', buildForJourneys, phases);
    const built = phases.at(-1)?.failed === 0;
    if (built) await step('end-to-end (Chromium)', () => runE2e({ build: false }), phases);
  }

  const timings = summarise(phases, suiteTimings([jestOutput, path.join(RESULTS, 'e2e.json')], ROOT), Math.round((Date.now() - started) / 1000));
  writeTimings(path.join(RESULTS, 'timings.json'), timings);
  console.log(`\n${formatTimings(timings)}`);
  const passed = phases.reduce((n, p) => n + p.passed, 0);
  const failed = phases.reduce((n, p) => n + p.failed, 0);
  console.log(`${String(passed)} passed, ${String(failed)} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
