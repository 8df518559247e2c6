/**
 * Records every change that passes through the shell's server and succeeds (issue 43): who, when, where, which entry,
 * and the changed fields before → after, read through the spec's own calls as the person writing — before the write
 * is passed on and again after the backend said yes. Who is the account the backend confirms for the session
 * (identity.ts), or, for a public approval link's decision, the approver the backend accepted it from.
 *
 * A write's plan (AuditPlan) says where it belongs and which records it may change (`subjects`, read twice); the
 * difference is the record: a subject only after the write was created, one only before it was deleted, one in both
 * with changed fields was changed by the plan's action. A write the backend refused records nothing.
 */
import { ErrorCode, type AuditAction } from 'shared-ui/contract';
import type { PassedAnswer } from '../backendClient';
import type { BackendIdentity } from '../identity';
import type { ReadItem } from '../guard/itemFamilies';
import { successEnvelope, type Body } from '../guard/passing';
import { BackendRefusal } from '../workflowReads';
import type { AuditPlace, AuditStore } from './auditStore';

/** One record a write may change, as the trail shows it. */
export interface AuditSubject {
  entryId: string | number | null;
  title: string;
  /** What a person could change of it (no stamps: the record itself says who and when). */
  snapshot: Readonly<Record<string, unknown>>;
}

/** A write's subjects by a key of their own (an id, or `draft`). */
export type Subjects = ReadonlyMap<string, AuditSubject>;

export interface SubjectsInput {
  /** A spec read as the person writing (null: no such record). */
  read: ReadItem;
  body: Body;
  params: Readonly<Record<string, string | undefined>>;
  query: Readonly<Record<string, string | undefined>>;
  /** The write's success `data`: absent before the write. */
  answer?: unknown;
  /** Kept from the read before the write to the one after (what a write named that it takes away: a release entry). */
  memo: Map<string, unknown>;
}

export interface AuditPlan {
  place: AuditPlace;
  /** What a change of a subject present before and after is called. */
  action: AuditAction;
  subjects: (input: SubjectsInput) => Promise<Subjects>;
  /**
   * Every subject's change is the plan's action, whether it was there before or not (a module's first save, a
   * pre-publish making its entry); otherwise one that appears is a creation and one that goes a deletion.
   */
  sameActionThroughout?: boolean;
  /** A public decision (no session): the name the body gives the approver. */
  actor?: (body: Body) => string | undefined;
}

export interface AuditRequest {
  cookie: string;
  body: Body | undefined;
  params: Readonly<Record<string, string | undefined>>;
  query: Readonly<Record<string, string | undefined>>;
}

const asMap = (entries: Iterable<[string, AuditSubject]>): Subjects => new Map(entries);

export class AuditRecorder {
  constructor(
    private readonly store: AuditStore,
    private readonly identity: BackendIdentity,
    private readonly reader: (cookie: string) => ReadItem,
  ) {}

  /** Runs `write` (which passes the call on) and records what it changed, when the backend answers success. */
  async around(plan: AuditPlan | undefined, request: AuditRequest, write: () => Promise<PassedAnswer>): Promise<PassedAnswer> {
    if (!plan) return write();
    const body = request.body ?? {};
    const who = plan.actor ? { account: plan.actor(body), accountId: null } : await this.identity.confirm(request.cookie).then((id) => id && { account: id.account, accountId: id.accountId });
    // Without anyone to name the write is not ours to record; the backend refuses it for the same reason.
    if (!who?.account) return write();
    const input: SubjectsInput = { read: this.reader(request.cookie), body, params: request.params, query: request.query, memo: new Map() };
    const before = await plan.subjects(input).catch(refusedAsNone);
    const answer = await write();
    const envelope = successEnvelope(answer);
    if (!envelope || envelope.code !== ErrorCode.Success) return answer;
    try {
      const after = await plan.subjects({ ...input, answer: envelope.data }).catch(refusedAsNone);
      for (const [key, subject] of new Map([...before, ...after])) {
        const was = before.get(key) ?? null;
        const is = after.get(key) ?? null;
        const action: AuditAction = plan.sameActionThroughout ? plan.action : was === null ? 'create' : is === null ? 'delete' : plan.action;
        await this.store.record({
          account: who.account,
          accountId: who.accountId,
          place: plan.place,
          entryId: subject.entryId,
          entryTitle: (is ?? was ?? subject).title,
          action,
          before: was?.snapshot ?? null,
          after: is?.snapshot ?? null,
        });
      }
    } catch (error) {
      // The change is made: its answer goes back whatever happens to the record. The operator's log says what failed.
      console.error('[console] 操作审计记录写入失败', error);
    }
    return answer;
  }
}

/** A read the backend refused (no such module for this account, a gone parent): nothing to compare. */
function refusedAsNone(error: unknown): Subjects {
  if (error instanceof BackendRefusal) return asMap([]);
  throw error;
}
