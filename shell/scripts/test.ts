/**
 * `pnpm test`: every check of the workspace — type-check, lint, unit and server tests (jest), the conformance kit
 * against a fresh mock-server, end-to-end journeys in Chromium — and one closing line `N passed, N failed` that adds
 * them up (type-check and lint count one each).
 */
import fs from 'node:fs';
import path from 'node:path';
import { runConformanceStep } from './conformanceStep';
import { runE2e } from './e2e';
import { readJestResults, type Tally } from './lib/jestResults';
import { ROOT, run } from './lib/workspace';

async function step(name: string, fn: () => Promise<Tally>, totals: Tally, lines: string[]): Promise<void> {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const t = await fn();
  totals.passed += t.passed;
  totals.failed += t.failed;
  lines.push(`${name}: ${String(t.passed)} passed, ${String(t.failed)} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

const single = async (command: string, args: string[]): Promise<Tally> =>
  (await run(command, args)) === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };

async function main(): Promise<void> {
  fs.mkdirSync(path.join(ROOT, '.test-results'), { recursive: true });
  const totals: Tally = { passed: 0, failed: 0 };
  const lines: string[] = [];
  await step('typecheck', () => single('pnpm', ['typecheck']), totals, lines);
  await step('lint', () => single('pnpm', ['lint']), totals, lines);
  await step('unit + server (jest)', async () => {
    const output = path.join(ROOT, '.test-results', 'jest.json');
    await run('pnpm', ['exec', 'jest', '--json', `--outputFile=${output}`]);
    return readJestResults(output) ?? { passed: 0, failed: 1 };
  }, totals, lines);
  await step('conformance kit against mock-server', runConformanceStep, totals, lines);
  if (process.env.SKIP_E2E === '1') lines.push('e2e: skipped by SKIP_E2E=1');
  else await step('end-to-end (Chromium)', runE2e, totals, lines);
  console.log(`\n${lines.join('\n')}`);
  console.log(`${String(totals.passed)} passed, ${String(totals.failed)} failed`);
  process.exit(totals.failed === 0 ? 0 : 1);
}

void main();
