/**
 * The report as a person reads it: a table per call family (a family that conforms whole is one line; otherwise
 * each operation that does not, with what was expected, what came back, and the request to reproduce it), then one
 * summary line.
 */
import { VERDICT_LABELS, type OperationResult } from './verdicts';
import type { ConformanceReport } from './run';

const MARK = { conforms: '✓', differs: '✗', notServed: '∅' } as const;

function operationLines(result: OperationResult): string[] {
  const lines = [`  ${MARK[result.verdict]} ${VERDICT_LABELS[result.verdict]}  ${result.id}  ${result.summary}`];
  for (const f of result.findings.filter((x) => x.verdict !== 'conforms')) {
    lines.push(`      · ${f.check}：应为 ${f.expected ?? '—'}`);
    lines.push(`        实为 ${f.got ?? '—'}`);
    if (f.request) lines.push(`        重现：${f.request}`);
  }
  return lines;
}

export function formatReport(report: ConformanceReport, { verbose = false } = {}): string {
  const out: string[] = [];
  for (const { family, operations } of report.families) {
    const bad = operations.filter((r) => r.verdict !== 'conforms');
    const head = `${bad.length === 0 ? MARK.conforms : MARK.differs} ${family}：${operations.length - bad.length}/${operations.length} 符合`;
    out.push(head);
    for (const result of verbose ? operations : bad) out.push(...operationLines(result));
  }
  for (const problem of report.problems) out.push(`! ${problem}`);
  out.push('', summaryLine(report));
  return out.join('\n');
}

export function summaryLine(report: ConformanceReport): string {
  const { operations, conforms, differs, notServed } = report.counts;
  return `${operations} 个操作：${conforms} 符合，${differs} 不符，${notServed} 未提供${report.problems.length ? `，${report.problems.length} 项检查未能进行` : ''}（${(report.durationMs / 1000).toFixed(1)} s${report.write ? '，含 --write 生命周期' : ''}）`;
}
