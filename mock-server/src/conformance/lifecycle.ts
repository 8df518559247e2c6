/**
 * `--write`: one full lifecycle per module base, with its first module — save → pre-publish → publish (scheduled
 * far ahead) → withdraw (撤回, back to the pre-publish list) → delete → history — every answer checked, then the
 * module's draft put back as it was. Scheduling far ahead and withdrawing before the time comes means the entry
 * never goes live and nothing stays behind on a real backend: no history row, no pre-published entry, and the draft
 * as before (a module that had none keeps none: pre-publishing takes the draft away).
 */
import { ErrorCode, SUCCESS_CODE, formatCmsTime } from 'shared-ui/contract';
import type { AnswerValidator, ContractDocument, DocOperation, ScopeOwner } from './document';
import { reproduce, type Answer, type CmsSession } from './http';
import { differencesText, envelopeProblem, gotOf, withDifferences, type Finding } from './verdicts';

const CHECK = '生命周期（--write）';
/** What a draft answer carries besides the module's own values. */
const DRAFT_META = ['update_time', 'update_operator', 'version'];
/** Refusals that another entry's values or times cause: the next example may not collide. */
const COLLISIONS: readonly number[] = [ErrorCode.PresetTimeOverlap, ErrorCode.Duplicate, ErrorCode.ValidationFailed, ErrorCode.OverwriteQuestion];

type Add = (op: DocOperation, found: Finding) => void;

class StepFailed extends Error {}

interface Env {
  code: number;
  data: unknown;
  msg: string;
}

function ownValues(draft: unknown): Record<string, unknown> | null {
  if (typeof draft !== 'object' || draft === null) return null;
  return Object.fromEntries(Object.entries(draft).filter(([name]) => !DRAFT_META.includes(name)));
}

/** A preset far ahead (a random day of the 2090s, so two runs never collide): never reached while the kit runs. */
function farAhead(schedule: readonly string[]): Record<string, string> {
  const start = Date.UTC(2090, 0, 1, 2, 0, 0) + Math.floor(Math.random() * 3600) * 86_400_000;
  const [first = 'push_time', second] = schedule;
  return second ? { [first]: formatCmsTime(start), [second]: formatCmsTime(start + 86_400_000) } : { [first]: formatCmsTime(start) };
}

class BaseLifecycle {
  constructor(
    private readonly main: CmsSession,
    private readonly validator: AnswerValidator,
    private readonly add: Add,
    private readonly ops: Map<string, DocOperation>,
    private readonly scope: ScopeOwner,
  ) {}

  private op(action: string, method?: string): DocOperation {
    const found = this.ops.get(`${action} ${method ?? ''}`) ?? this.ops.get(`${action} `);
    if (!found) throw new StepFailed(`文档中没有 ${action}`);
    return found;
  }

  /** One step: its answer must be code 0 with data of the documented shape (or one of `tolerated`, returned). */
  async step(action: string, payload: Record<string, unknown>, expect: string, tolerated: readonly number[] = [], id?: number): Promise<Env> {
    const op = this.op(action, action === 'save' ? this.scope.saveMethod : undefined);
    const path = op.path.replace(/:\w+/g, String(id ?? 0));
    const body = { ...this.scope.scope, ...payload };
    const answer: Answer = op.method === 'GET' ? await this.main.call('GET', path, { query: body as Record<string, string> }) : await this.main.call(op.method, path, { body });
    const env = answer.json as Env;
    const envelope = envelopeProblem(answer.json);
    const differences = envelope === null && env.code === SUCCESS_CODE ? this.validator.differences(op, env) : [];
    const problem = envelope ?? (env.code === SUCCESS_CODE ? differencesText(differences) : tolerated.includes(env.code) ? null : `code ${env.code}（${env.msg}）`);
    if (problem) {
      this.add(op, withDifferences({ check: CHECK, verdict: 'differs', expected: expect, got: `${problem} — ${gotOf(answer)}`, request: reproduce(answer.sent) }, differences));
      throw new StepFailed(problem);
    }
    if (env.code === SUCCESS_CODE) this.add(op, withDifferences({ check: CHECK, verdict: 'conforms' }, differences));
    return env;
  }

  async run(): Promise<void> {
    const before = ownValues((await this.step('content', {}, 'code 0，草稿或 null')).data);
    const candidates = [...this.scope.examples, ...(before ? [before] : [])];
    let entry: number | undefined;
    const times = farAhead(this.scope.schedule);
    try {
      for (const values of candidates) {
        const saved = await this.step('save', values, 'code 0，保存后的草稿', [ErrorCode.OverwriteQuestion]);
        const draft = saved.code === SUCCESS_CODE ? ownValues(saved.data) : ownValues((await this.step('save', { ...values, overwrite: true }, 'code 0，保存后的草稿')).data);
        // A module whose times are set on publish pre-publishes without them (its publish below sends them).
        const preset = this.scope.scheduleSetAt === 'publish' ? {} : times;
        const pre = await this.step('prepublish', { ...draft, ...preset }, 'code 0，预发布的条目', COLLISIONS);
        if (pre.code !== SUCCESS_CODE) continue;
        entry = (pre.data as { id?: number }).id;
        break;
      }
      if (entry === undefined) throw new StepFailed('没有一组示例值能预发布');
      // A module at its live limit must refuse the publish with its code (taking live content off is not the kit's
      // to do); below it, the entry is scheduled and withdrawn again.
      const { maxLive, maxLiveCode } = this.scope;
      const live = maxLive === undefined ? 0 : (((await this.step('publishedList', { currPage: 1, pageSize: 5 }, 'code 0，已发布列表')).data as { total?: number } | null)?.total ?? 0);
      const full = maxLive !== undefined && live >= maxLive;
      const published = await this.step('publish', { id: entry, ...times }, full ? `code ${String(maxLiveCode)}（已发布 ${live} 条，上限 ${String(maxLive)}）` : 'code 0，条目待生效（scheduled）', full && maxLiveCode !== undefined ? [maxLiveCode] : []);
      if (full && published.code === SUCCESS_CODE) throw new StepFailed('超过发布上限仍被发布');
      if (!full) {
        if ((published.data as { status?: string } | null)?.status !== 'scheduled') throw new StepFailed('发布后的状态不是 scheduled');
        await this.step('cancel', { id: entry }, 'code 0，条目回到预发布列表');
      }
      await this.step('prepublishDelete', { ids: [entry] }, 'code 0，已删除');
      entry = undefined;
      await this.step('history', { currPage: 1, pageSize: 5 }, 'code 0，历史记录');
    } finally {
      // Leave nothing behind: an entry still pending is withdrawn and deleted; the draft goes back as it was.
      if (entry !== undefined) {
        await this.main.call('PUT', this.op('cancel').path, { body: { ...this.scope.scope, id: entry } }).catch(() => undefined);
        await this.main.call('POST', this.op('prepublishDelete').path, { body: { ...this.scope.scope, ids: [entry] } }).catch(() => undefined);
      }
      if (before) await this.step('save', { ...before, overwrite: true }, 'code 0，草稿已还原');
    }
  }
}

export async function runLifecycles(
  doc: ContractDocument,
  main: CmsSession,
  validator: AnswerValidator,
  add: Add,
  tick: (label: string) => void,
): Promise<void> {
  const families = new Map<string, DocOperation[]>();
  for (const op of doc.operations) if (op.action && op.scopes) families.set(op.family, [...(families.get(op.family) ?? []), op]);
  for (const [family, ops] of families) {
    if (!ops.some((op) => op.action === 'save')) continue;
    const byAction = new Map(ops.map((op) => [`${op.action ?? ''} ${op.action === 'save' ? op.method : ''}`, op]));
    const scope = ops[0]?.scopes?.[0];
    try {
      if (scope) await new BaseLifecycle(main, validator, add, byAction, scope).run();
    } catch (error) {
      if (!(error instanceof StepFailed)) {
        const content = ops.find((op) => op.action === 'content');
        if (content) add(content, { check: CHECK, verdict: 'differs', expected: '生命周期走完', got: String(error) });
      }
    }
    tick(family);
  }
}
