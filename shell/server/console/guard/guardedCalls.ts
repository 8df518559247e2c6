/**
 * Which `/v2/cms` calls of the modules' publish workflow (spec §7, in each base's dialect) the write guard stands in:
 * the reads whose answers carry a draft or entries (their versions are the console's, recordVersions.ts), and the
 * writes that change a draft or entries a screen read before (compared with them first). Everything else at a base
 * (the live list's order, the edit list's `list`, the general modules) passes through the proxy untouched.
 */
import { CLONE_ENDPOINT, WORKFLOW_ENDPOINTS, dialectEndpoint, idTravelsInBody, type ApiBaseGroup, type WorkflowAction, type WorkflowEndpoint } from 'shared-ui/contract';

/** What an answer holds, to put the console's versions in: the draft, one entry, a page of entries, or nothing of them. */
export type AnswerShape = 'draft' | 'entry' | 'page' | 'none';

/** The records a write changes, as its body or path names them. */
export type WrittenRecords = 'draft' | 'entry' | 'entries';

export interface GuardedCall {
  group: ApiBaseGroup;
  /** The workflow action it is (in any dialect), or the base's extra call: `liveEdit`, `clone`, `editListAdd`. */
  action: WorkflowAction | 'liveEdit' | 'clone' | 'editListAdd';
  methods: readonly WorkflowEndpoint['method'][];
  /** Relative to the API prefix, `:id` as a path parameter. */
  url: string;
  answer: AnswerShape;
  /** Absent for a read. */
  writes?: WrittenRecords;
  /** A write whose entry's id rides in the body (`id`) rather than in the path. */
  idInBody?: boolean;
}

const READS: Partial<Record<WorkflowAction, AnswerShape>> = { content: 'draft', detail: 'entry', prepublishList: 'page', publishedList: 'page', history: 'page' };

const WRITES: Partial<Record<WorkflowAction, { writes: WrittenRecords; answer: AnswerShape }>> = {
  save: { writes: 'draft', answer: 'draft' },
  prepublish: { writes: 'draft', answer: 'entry' },
  reprepublish: { writes: 'entry', answer: 'entry' },
  prepublishDelete: { writes: 'entries', answer: 'none' },
  publish: { writes: 'entry', answer: 'entry' },
  cancel: { writes: 'entry', answer: 'entry' },
  out: { writes: 'entries', answer: 'none' },
};

/** Every guarded call of one base. */
export function guardedCalls(group: ApiBaseGroup): GuardedCall[] {
  const calls: GuardedCall[] = [];
  const at = (endpoint: WorkflowEndpoint) => `${group.apiBase}${endpoint.path}`;
  for (const action of Object.keys(WORKFLOW_ENDPOINTS) as WorkflowAction[]) {
    const endpoint = dialectEndpoint(group.dialect, action);
    const read = READS[action];
    if (read) calls.push({ group, action, methods: [endpoint.method], url: at(endpoint), answer: read });
    const write = WRITES[action];
    if (!write) continue;
    // Modules sharing a base may save with different verbs (spec §7: PUT for some).
    const methods = action === 'save' ? [...new Set(group.modules.map((m) => m.saveMethod))] : [endpoint.method];
    calls.push({ group, action, methods, url: at(endpoint), ...write, idInBody: idTravelsInBody(endpoint) });
  }
  const extras: [GuardedCall['action'], WorkflowEndpoint | undefined, WrittenRecords, AnswerShape][] = [
    ['editListAdd', group.editList?.add, 'draft', 'draft'],
    ['liveEdit', group.liveList?.edit?.endpoint, 'entry', 'entry'],
    ['clone', group.cloneable ? CLONE_ENDPOINT : undefined, 'draft', 'draft'],
  ];
  for (const [action, endpoint, writes, answer] of extras) {
    if (endpoint) calls.push({ group, action, methods: [endpoint.method], url: at(endpoint), writes, answer, idInBody: true });
  }
  return calls;
}
