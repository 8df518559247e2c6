/**
 * Part of `pnpm bench`: mock-server's in-use bench (mock-server/src/bench/inUseBench.ts) in its own process — 10,000
 * slot entries written with their reference index, then "is this item in use, and where" timed (median, p95).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/workspace';

export interface InUseBenchReport {
  entries: number;
  indexRows: number;
  writeSeconds: number;
  inUse: { medianMs: number; p95Ms: number };
}

export function benchInUse(): InUseBenchReport {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'src/bench/runInUseBench.ts'], { cwd: path.join(ROOT, 'mock-server'), encoding: 'utf8' });
  const line = out.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as InUseBenchReport;
}
