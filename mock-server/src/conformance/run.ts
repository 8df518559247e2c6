/**
 * One conformance run: sign in (main, second, limited account), check every operation of the document, optionally
 * run the write lifecycle, sign out, and gather the report. The CLI (`cli.ts`) prints it; tests call this directly.
 */
import { DEFAULT_API_PREFIX, DEFAULT_SIGNIN_CIPHER } from 'shared-ui/contract';
import { checkBadRequest, checkGate, checkRead, checkRole, pathHolder, type Accounts, type RowPool } from './checks';
import { DOCUMENT_PATH } from '../openapi/documentPath';
import { AnswerValidator, loadDocument, type DocOperation } from './document';
import { CmsSession, type BackendOptions } from './http';
import { runLifecycles } from './lifecycle';
import { verdictOf, type Finding, type OperationResult, type Verdict } from './verdicts';

/** The committed document `pnpm contract` writes. */
export const DEFAULT_DOCUMENT = DOCUMENT_PATH;

export interface Credentials {
  account: string;
  password: string;
}

export interface KitOptions extends Partial<BackendOptions> {
  backend: string;
  main: Credentials;
  /** The role-rule account; absent: the role rule is not checked (and the run cannot conform). */
  second?: Credentials;
  /** The gate account; absent: the gate is not checked (and the run cannot conform). */
  limited?: Credentials;
  document?: string;
  write?: boolean;
  concurrency?: number;
  onProgress?: (done: number, total: number, label: string) => void;
}

export interface FamilyReport {
  family: string;
  operations: OperationResult[];
}

export interface ConformanceReport {
  backend: string;
  prefix: string;
  document: string;
  write: boolean;
  startedAt: string;
  durationMs: number;
  accounts: { main: string; second?: string; limited?: string };
  /** Problems of the run itself (an account that could not sign in): each makes it fail. */
  problems: string[];
  counts: Record<Verdict, number> & { operations: number };
  families: FamilyReport[];
}

async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

async function signedIn(options: BackendOptions, who: Credentials): Promise<CmsSession> {
  const session = new CmsSession(options);
  await session.signIn(who.account, who.password);
  return session;
}

export async function runConformance(options: KitOptions): Promise<ConformanceReport> {
  const started = Date.now();
  const documentFile = options.document ?? DEFAULT_DOCUMENT;
  const doc = loadDocument(documentFile);
  const validator = new AnswerValidator(doc);
  const backend: BackendOptions = {
    backend: options.backend,
    prefix: options.prefix ?? DEFAULT_API_PREFIX,
    cipher: options.cipher ?? DEFAULT_SIGNIN_CIPHER,
    ...(options.captchaAnswer !== undefined ? { captchaAnswer: options.captchaAnswer } : {}),
    ...(options.askCaptcha ? { askCaptcha: options.askCaptcha } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  };
  const problems: string[] = [];
  const accounts: Accounts = { main: await signedIn(backend, options.main) };
  if (options.second) {
    try {
      accounts.second = await signedIn(backend, options.second);
    } catch (error) {
      problems.push(`角色规则未检查：${(error as Error).message}`);
    }
  } else problems.push('角色规则未检查：没有给出第二个账号（--second-account）');
  if (options.limited) {
    try {
      const session = await signedIn(backend, options.limited);
      accounts.limited = { session, holder: await pathHolder(session) };
    } catch (error) {
      problems.push(`权限闸门未检查：${(error as Error).message}`);
    }
  } else problems.push('权限闸门未检查：没有给出缺少模块的账号（--limited-account）');

  const findings = new Map<string, Finding[]>(doc.operations.map((op) => [op.id, []]));
  const add = (op: DocOperation, found: Finding | null) => found && findings.get(op.id)?.push(found);
  const rows: RowPool = new Map();
  // Lists first (they give the ids the detail reads use); the main session's sign-out last.
  const lists = doc.operations.filter((op) => op.method === 'GET' && op.paged && !op.path.includes(':'));
  const signOuts = doc.operations.filter((op) => op.endsSession && op.method === 'GET');
  const rest = doc.operations.filter((op) => !lists.includes(op) && !signOuts.includes(op));
  const lifecycleBases = options.write ? new Set(doc.operations.filter((op) => op.action === 'save').map((op) => op.family)).size : 0;
  const total = doc.operations.length + lifecycleBases;
  let done = 0;
  const tick = (label: string) => options.onProgress?.(++done, total, label);

  const check = async (op: DocOperation) => {
    add(op, op.method === 'GET' ? await checkRead(op, accounts, validator, rows) : await checkBadRequest(op, accounts));
    if (accounts.second) add(op, await checkRole(op, accounts.second));
    if (accounts.limited) add(op, await checkGate(op, accounts.limited));
    tick(op.id);
  };
  const concurrency = options.concurrency ?? 6;
  await pool(lists, concurrency, check);
  await pool(rest, concurrency, check);
  if (options.write) {
    await runLifecycles(doc, accounts.main, validator, (op, found) => add(op, found), tick);
  }
  for (const op of signOuts) await check(op);

  const families = new Map<string, OperationResult[]>();
  for (const op of doc.operations) {
    const found = findings.get(op.id) ?? [];
    const result: OperationResult = { id: op.id, family: op.family, summary: op.summary, verdict: verdictOf(found), findings: found };
    families.set(op.family, [...(families.get(op.family) ?? []), result]);
  }
  const all = [...families.values()].flat();
  const count = (v: Verdict) => all.filter((r) => r.verdict === v).length;
  return {
    backend: options.backend,
    prefix: backend.prefix,
    document: documentFile,
    write: options.write === true,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    accounts: { main: options.main.account, ...(accounts.second ? { second: options.second?.account } : {}), ...(accounts.limited ? { limited: options.limited?.account } : {}) },
    problems,
    counts: { operations: all.length, conforms: count('conforms'), differs: count('differs'), notServed: count('notServed') },
    families: [...families].map(([family, operations]) => ({ family, operations })),
  };
}

/** Exit code 0 only when every operation conforms and every check could run. */
export function allConform(report: ConformanceReport): boolean {
  return report.problems.length === 0 && report.counts.conforms === report.counts.operations;
}
