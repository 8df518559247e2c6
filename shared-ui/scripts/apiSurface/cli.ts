/**
 * `pnpm api:report` (tsx shared-ui/scripts/apiSurface/cli.ts report): regenerate shared-ui's API reports and record
 * the version. `pnpm api:check` (… check): fail when the committed reports or the version do not match the source.
 */
import { checkSurface, writeReports } from './check';

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

function report(): string[] {
  const { problems, recorded } = writeReports();
  if (recorded && problems.length === 0) console.log(`✓ shared-ui 的 API 报告与版本记录已更新（shared-ui/api），请审阅差异后提交。(Reports and version record written, ${seconds()}.)`);
  return problems;
}

function check(): string[] {
  const problems = checkSurface();
  if (problems.length === 0) console.log(`✓ shared-ui 的对外接口与已提交的 API 报告及版本一致。(Surface matches the committed reports and version, ${seconds()}.)`);
  return problems;
}

const mode = process.argv[2];
if (mode !== 'report' && mode !== 'check') {
  console.error('用法 (usage): tsx shared-ui/scripts/apiSurface/cli.ts report|check');
  process.exitCode = 2;
} else {
  try {
    const problems = mode === 'report' ? report() : check();
    for (const problem of problems) console.error(`✗ ${problem}`);
    if (problems.length > 0) console.error(`shared-ui 对外接口检查未通过 (${problems.length} 项，${seconds()})。见 shared-ui/README.md「对外接口评审」。`);
    process.exitCode = problems.length > 0 ? 1 : 0;
  } catch (error) {
    // shared-ui does not compile, or API Extractor stopped: its own words, without a stack trace to read past.
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
