/**
 * Lint fails on a new circle of value imports (issue 49): import-x/no-cycle, which only works when import-x is told to
 * read TypeScript files (eslint.config.mjs) — without that it passed every cycle. Two files that import each other's
 * values are refused; a circle closed by a type-only import (erased at build, so no load order) is allowed. Runs the
 * workspace's own eslint on files planted for the test in a folder of their own.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const PROBE = path.join(ROOT, `lint-cycle-probe-${String(process.pid)}`);

interface LintResult { filePath: string; messages: { ruleId: string | null; message: string }[] }

function lint(files: Record<string, string>): Map<string, string[]> {
  fs.rmSync(PROBE, { recursive: true, force: true });
  fs.mkdirSync(PROBE);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(PROBE, name), text);
  let output: string;
  try {
    output = execFileSync(path.join(ROOT, 'node_modules/.bin/eslint'), ['--format', 'json', ...Object.keys(files).map((name) => path.join(PROBE, name))], { cwd: ROOT, encoding: 'utf8' });
  } catch (error) {
    // eslint exits 1 when it finds a problem; its report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  const results = JSON.parse(output) as LintResult[];
  return new Map(results.map((r) => [path.basename(r.filePath), r.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message)]));
}

afterAll(() => fs.rmSync(PROBE, { recursive: true, force: true }));

it('refuses two files that import each other’s values', () => {
  const found = lint({
    'first.ts': "import { second } from './second';\nexport const first = (): number => second() + 1;\n",
    'second.ts': "import { first } from './first';\nexport const second = (): number => (first.length > 0 ? 1 : 2);\n",
  });
  expect(found.get('first.ts')).toEqual([expect.stringMatching(/^Dependency cycle/)]);
  expect(found.get('second.ts')).toEqual([expect.stringMatching(/^Dependency cycle/)]);
});

it('refuses a longer circle, through a re-export too', () => {
  const found = lint({
    'one.ts': "import { two } from './two';\nexport const one = (): string => two;\n",
    'two.ts': "export { three as two } from './three';\n",
    'three.ts': "import { one } from './one';\nexport const three = String(typeof one);\n",
  });
  expect(found.get('one.ts')).toHaveLength(1);
});

it('allows a circle closed by a type-only import', () => {
  const found = lint({
    'shape.ts': "import type { Maker } from './maker';\nexport interface Shape { made: Maker }\nexport const SIDES = 4;\n",
    'maker.ts': "import { SIDES } from './shape';\nexport type Maker = () => number;\nexport const make: Maker = () => SIDES;\n",
  });
  expect(found.get('shape.ts')).toEqual([]);
  expect(found.get('maker.ts')).toEqual([]);
});
