/**
 * The report as a person reads it: a table per call family (a family that conforms whole is one line; otherwise
 * each operation that does not, with what was expected, what came back, and the request to reproduce it), then one
 * summary line.
 */
import { DIFFERENCE_LABELS } from 'shared-ui/contract';
import type { AnswerDifference } from './document';
import { VERDICT_LABELS, type OperationResult } from './verdicts';
import type { ConformanceReport } from './run';

const MARK = { conforms: '✓', differs: '✗', notServed: '∅' } as const;

function differenceLine(d: AnswerDifference): string {
  return `        ${DIFFERENCE_LABELS[d.kind]}  ${d.field}：应为 ${d.expected}，实为 ${d.got}`;
}

/** Fields a backend sends that the contract does not know: listed apart, never a failure (a backend may send more). */
export function extraFields(result: OperationResult): AnswerDifference[] {
  return result.findings.flatMap((f) => (f.differences ?? []).filter((d) => d.kind === 'extra'));
}

function operationLines(result: OperationResult): string[] {
  const lines = [`  ${MARK[result.verdict]} ${VERDICT_LABELS[result.verdict]}  ${result.id}  ${result.summary}`];
  for (const f of result.findings.filter((x) => x.verdict !== 'conforms')) {
    const fields = (f.differences ?? []).filter((d) => d.kind !== 'extra');
    if (fields.length > 0) {
      lines.push(`      · ${f.check}：${fields.length} 个字段与约定不同`);
      lines.push(...fields.map(differenceLine));
      lines.push(`        影响页面：${[...new Set(fields.flatMap((d) => d.screens))].join('、') || '—'}`);
    } else {
      lines.push(`      · ${f.check}：应为 ${f.expected ?? '—'}`);
      lines.push(`        实为 ${f.got ?? '—'}`);
    }
    if (f.request) lines.push(`        重现：${f.request}`);
  }
  return lines;
}

function extraLines(result: OperationResult): string[] {
  const extras = extraFields(result);
  if (extras.length === 0) return [];
  return [`  + 多出  ${result.id}：${extras.map((d) => d.field).join('、')}（约定中没有，不算不符）`];
}

export function formatReport(report: ConformanceReport, { verbose = false } = {}): string {
  const out: string[] = [];
  for (const { family, operations } of report.families) {
    const bad = operations.filter((r) => r.verdict !== 'conforms');
    const head = `${bad.length === 0 ? MARK.conforms : MARK.differs} ${family}：${operations.length - bad.length}/${operations.length} 符合`;
    out.push(head);
    for (const result of verbose ? operations : bad) out.push(...operationLines(result));
    for (const result of operations) out.push(...extraLines(result));
  }
  for (const problem of report.problems) out.push(`! ${problem}`);
  out.push('', summaryLine(report));
  return out.join('\n');
}

export function summaryLine(report: ConformanceReport): string {
  const { operations, conforms, differs, notServed } = report.counts;
  return `${operations} 个操作：${conforms} 符合，${differs} 不符，${notServed} 未提供${report.problems.length ? `，${report.problems.length} 项检查未能进行` : ''}（${(report.durationMs / 1000).toFixed(1)} s${report.write ? '，含 --write 生命周期' : ''}）`;
}
