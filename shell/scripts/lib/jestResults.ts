/** Reads jest's `--json` output into passed/failed counts; a suite that failed before running any test counts once. */
import fs from 'node:fs';

export interface Tally {
  passed: number;
  failed: number;
}

interface JestJson {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { status: string; assertionResults: unknown[]; message?: string; name: string }[];
}

export function readJestResults(file: string): Tally | null {
  if (!fs.existsSync(file)) return null;
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as JestJson;
  const brokenSuites = json.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0);
  for (const suite of brokenSuites) console.error(`测试文件无法运行：${suite.name}\n${suite.message ?? ''}`);
  return { passed: json.numPassedTests, failed: json.numFailedTests + brokenSuites.length };
}
