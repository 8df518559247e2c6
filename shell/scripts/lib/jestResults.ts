/** Reads jest's `--json` output into passed/failed counts; a suite that failed outside its tests counts once. */
import fs from 'node:fs';

export interface Tally {
  passed: number;
  failed: number;
}

interface JestJson {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { status: string; assertionResults: { status: string }[]; message?: string; name: string }[];
}

export function readJestResults(file: string): Tally | null {
  if (!fs.existsSync(file)) return null;
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as JestJson;
  // A suite that failed with no failed test failed outside one: before any ran, or in an afterAll (the journeys' axe check).
  const brokenSuites = json.testResults.filter((s) => s.status === 'failed' && !s.assertionResults.some((a) => a.status === 'failed'));
  for (const suite of brokenSuites) console.error(`测试文件在测试之外失败：${suite.name}\n${suite.message ?? ''}`);
  return { passed: json.numPassedTests, failed: json.numFailedTests + brokenSuites.length };
}
