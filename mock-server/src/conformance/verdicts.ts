/** What the kit finds, per check and per operation, and how an answer is judged against the document. */
import { DIFFERENCE_LABELS, Messages, failingDifferences } from 'shared-ui/contract';
import type { AnswerDifference, DocOperation } from './document';
import { reproduce, type Answer } from './http';

export type Verdict = 'conforms' | 'differs' | 'notServed';

export const VERDICT_LABELS: Record<Verdict, string> = { conforms: '符合', differs: '不符', notServed: '未提供' };

export interface Finding {
  /** Which check: 答复, 错误请求, 角色规则, 权限闸门, 生命周期 … */
  check: string;
  verdict: Verdict;
  expected?: string;
  got?: string;
  /** A command line that repeats the call. */
  request?: string;
  /** The answer's fields that differ from the document (多出 among them, which alone does not make it 不符). */
  differences?: AnswerDifference[];
}

export interface OperationResult {
  id: string;
  family: string;
  summary: string;
  verdict: Verdict;
  findings: Finding[];
}

export function verdictOf(findings: readonly Finding[]): Verdict {
  if (findings.some((f) => f.verdict === 'notServed')) return 'notServed';
  return findings.some((f) => f.verdict === 'differs') ? 'differs' : 'conforms';
}

interface EnvelopeLike {
  code: number;
  data: unknown;
  msg: string;
}

/** The path is not served at all: 404/405 without an envelope, or the envelope that says 接口不存在. */
export function isNotServed(answer: Answer): boolean {
  if (answer.status !== 404 && answer.status !== 405) return false;
  const json = answer.json as Partial<EnvelopeLike> | undefined;
  return !json || typeof json.code !== 'number' || json.msg === Messages.unknownEndpoint;
}

export function envelopeProblem(json: unknown): string | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return '答复不是 JSON 对象 {code, data, msg}';
  const env = json as Partial<EnvelopeLike>;
  if (typeof env.code !== 'number' || !Number.isInteger(env.code)) return 'code 不是整数';
  if (typeof env.msg !== 'string') return 'msg 不是字符串';
  if (!('data' in env)) return '缺少 data';
  return null;
}

export const short = (value: unknown, max = 300): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? String(value) : text.length > max ? `${text.slice(0, max)}…` : text;
};

export const gotOf = (answer: Answer): string => `HTTP ${answer.status} ${answer.json === undefined ? `（${answer.contentType || '无内容'}）` : short(answer.json)}`;

/** One check's finding from an answer: `judge` says what differs (null when it conforms). */
export function finding(check: string, answer: Answer, expected: string, judge: (json: EnvelopeLike) => string | null): Finding {
  if (isNotServed(answer)) return { check, verdict: 'notServed', expected, got: gotOf(answer), request: reproduce(answer.sent) };
  const envelope = envelopeProblem(answer.json);
  const problem = envelope ?? judge(answer.json as EnvelopeLike);
  return problem === null ? { check, verdict: 'conforms' } : { check, verdict: 'differs', expected, got: `${problem} — ${gotOf(answer)}`, request: reproduce(answer.sent) };
}

/** The codes an operation may answer (its own and success), as text for a finding. */
export const declared = (op: DocOperation): string => `code 0 或 ${op.codes.join('/')}`;

/** The failing differences as one line of a finding: `data.list[].fund_name 疑似改名（fundName）；…`. */
export function differencesText(differences: readonly AnswerDifference[]): string | null {
  const failing = failingDifferences(differences);
  if (failing.length === 0) return null;
  return failing.map((d) => `${d.field} ${DIFFERENCE_LABELS[d.kind]}（应为 ${d.expected}，实为 ${d.got}）`).join('；');
}

/** A finding with the answer's field differences attached (a conforming one keeps its 多出 fields to report apart). */
export function withDifferences(found: Finding, differences: readonly AnswerDifference[]): Finding {
  return differences.length === 0 ? found : { ...found, differences: [...differences] };
}
