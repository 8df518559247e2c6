/**
 * The common publish workflow of one module (spec §4, §7): what each call does to the records. Routes pick the
 * module and the operator; everything here either returns the answer's `data` or throws a `WorkflowRefusal`.
 *
 *   save → draft · prepublish → prepublished (draft removed) · publish → scheduled | published
 *   cancel → prepublished · out → history · the scheduler: scheduled → published → history (dead/end time)
 */
import {
  ErrorCode,
  STATUS_LABELS,
  cloneOverDraftQuestion,
  formatCmsTime,
  WORKFLOW_WORDING,
  type DraftRow,
  type ModuleDefinition,
  type ModuleValues,
  type Paged,
  type WorkflowRow,
  type WorkflowStatus,
} from 'shared-ui/contract';
import { z } from 'zod';
import { assertDisjoint, assertNoTimeClash, assertRoomToPrepublish, assertRoomToPublish, assertUniqueWhileLive } from './conflicts';
import type { RefIndex } from './refIndex';
import { withLabels } from '../libraries/labels';
import { assertRefsExist } from '../libraries/refsExist';
import { assertLiveKeysUnused } from './liveKeysInUse';
import type { LibrarySources } from '../libraries/librarySource';
import { assertStoredDatesReal, emptyWhileWaiting, readEntry, readPublishTimes, readValues, scheduleColumns } from './entryInput';
import { listFilterWhere, listOrder, readPaging } from './listQuery';
import { badRequest, WorkflowRefusal } from './refusal';
import { canonicalJson, nextVersion } from 'shared-ui/contract';
import { parseValues, toDraftRow, toWorkflowRow } from './rows';
import { retireSuperseded, settleSubjectBeforeSave } from './supersede';
import type { RecordChanges, RecordRow, TimeColumn, WorkflowStore } from './workflowStore';

export type Body = Record<string, unknown>;
export type ListName = 'prepublishList' | 'publishedList' | 'history';

/** Published and scheduled: the entries the app shows or is about to. */
const LIVE: readonly WorkflowStatus[] = ['published', 'scheduled'];

const LISTS: Record<ListName, { statuses: readonly WorkflowStatus[]; orderBy: (def: ModuleDefinition) => string }> = {
  prepublishList: { statuses: ['prepublished'], orderBy: (def) => def.prepublishOrderBy },
  publishedList: { statuses: LIVE, orderBy: (def) => (def.liveList ? 'live_position' : 'id') },
  history: { statuses: ['history'], orderBy: () => 'push_time' },
};

const id = z.union([z.number().int().positive(), z.string().regex(/^[1-9]\d{0,15}$/).transform(Number)]);
const idBody = z.object({ id }, { error: '请求内容必须是 JSON 对象' });
const idsBody = z.union([z.object({ ids: z.array(id).min(1).max(1000) }), idBody.transform((b) => ({ ids: [b.id] }))]);

/** `{id}` of a body or the `:id` of a path; HTTP 400 when there is none. */
export function readId(value: unknown): number {
  const parsed = id.safeParse(value);
  if (!parsed.success) throw badRequest('缺少或错误的 id（应为正整数）');
  return parsed.data;
}

function readIds(body: Body): number[] {
  const parsed = idsBody.safeParse(body);
  if (!parsed.success) throw badRequest('缺少或错误的 id / ids（应为正整数或正整数列表）');
  return [...new Set(parsed.data.ids)];
}

const gone = () => new WorkflowRefusal(ErrorCode.WithdrawConflict);

/** 1015 for an entry that is not where the caller thought: it says where it is now, so the list refresh makes sense. */
function wrongState(row: RecordRow | undefined, doing: string): WorkflowRefusal {
  if (!row) return new WorkflowRefusal(ErrorCode.WithdrawConflict, '该内容不存在或已被删除，列表已刷新');
  return new WorkflowRefusal(ErrorCode.WithdrawConflict, `该内容当前为「${STATUS_LABELS[row.status]}」，无法${doing}，列表已刷新`);
}

export class WorkflowService {
  constructor(
    private readonly store: WorkflowStore,
    private readonly now: () => number,
    /** Where referenced items are looked up: every key an entry names must exist (refsExist.ts). */
    private readonly libraries: LibrarySources = {},
    /** The reference index, for rules across modules (`disjointWith`); absent in tools that only write records. */
    private readonly refs?: RefIndex,
  ) {}

  private assertDisjoint(def: ModuleDefinition, values: ModuleValues): void {
    if (this.refs) assertDisjoint(this.refs, def, values);
  }

  content(def: ModuleDefinition): DraftRow {
    const draft = toDraftRow(this.store.getDraft(def.key));
    return draft ? (withLabels(def, [draft], this.libraries)[0] ?? draft) : null;
  }

  save(def: ModuleDefinition, operator: string, body: Body): DraftRow {
    this.store.transaction(() => {
      const draft = this.store.getDraft(def.key);
      const values = readValues(def, body);
      assertRefsExist(def, values, this.libraries);
      // A module whose entries supersede older ones of a subject asks first (1041) unless told to overwrite.
      settleSubjectBeforeSave(this.store, def, operator, values, body.overwrite === true);
      this.store.saveDraft({ module_key: def.key, field_values: canonicalJson(values), update_time: nextVersion(draft?.update_time, this.now()), update_operator: operator });
    });
    return this.content(def);
  }

  /**
   * `cloneable`: a published, scheduled or past entry's values become the draft, to be edited and pre-published anew.
   * A draft already there is not replaced silently: 1041 unless `overwrite`.
   */
  clone(def: ModuleDefinition, operator: string, body: Body): DraftRow {
    if (!def.cloneable) throw badRequest(`${def.title}不能复制`);
    const entryId = readId(body.id);
    this.store.transaction(() => {
      const row = this.store.find(def.key, entryId);
      if (!row || row.status === 'prepublished') throw wrongState(row, '复制为草稿');
      const draft = this.store.getDraft(def.key);
      if (draft && body.overwrite !== true) {
        const question = cloneOverDraftQuestion(draft.update_operator, formatCmsTime(draft.update_time));
        throw new WorkflowRefusal(ErrorCode.OverwriteQuestion, question, { holders: [{ place: 'draft', id: null, operator: draft.update_operator, time: formatCmsTime(draft.update_time) }] });
      }
      // The values were valid when they went live; the form checks them again against today's rules on the next save.
      this.store.saveDraft({ module_key: def.key, field_values: row.field_values, update_time: nextVersion(draft?.update_time, this.now()), update_operator: operator });
    });
    return this.content(def);
  }

  /** `supersedes` after the scheduler published due entries: the ones they replaced go to history. */
  retireSuperseded(defs: readonly ModuleDefinition[]): number {
    const now = this.now();
    return this.store.transaction(() => defs.reduce((sum, def) => sum + retireSuperseded(this.store, def, now), 0));
  }

  /** Needs the saved draft to be exactly what is sent (1017 otherwise): what is pre-published is what was saved. */
  prepublish(def: ModuleDefinition, operator: string, body: Body): WorkflowRow {
    const now = this.now();
    return this.store.transaction(() => {
      const draft = this.store.getDraft(def.key);
      const { values, times } = readEntry(def, body, now);
      assertRefsExist(def, values, this.libraries);
      const json = canonicalJson(values);
      if (draft?.field_values !== json) throw new WorkflowRefusal(ErrorCode.SaveFirst);
      assertUniqueWhileLive(this.store, def, values, null);
      this.assertDisjoint(def, values);
      assertNoTimeClash(this.store, def, times, null);
      assertRoomToPrepublish(this.store, def);
      const newId = this.store.insert({
        module_key: def.key,
        status: 'prepublished',
        field_values: json,
        pre_operator: operator,
        pre_time: now,
        push_operator: null,
        ...this.presetColumns(def, times),
        update_time: now,
        remove_operator: null,
        remove_time: null,
      });
      this.store.deleteDraft(def.key);
      return this.row(def, newId);
    });
  }

  /** Save and pre-publish again: new values and times for an entry still in the pre-publish list. */
  reprepublish(def: ModuleDefinition, operator: string, entryId: number, body: Body): WorkflowRow {
    const now = this.now();
    return this.store.transaction(() => {
      const row = this.store.find(def.key, entryId);
      if (row?.status !== 'prepublished') throw wrongState(row, `保存并${WORKFLOW_WORDING[def.wording].prepublish}`);
      const { values, times } = readEntry(def, body, now);
      assertRefsExist(def, values, this.libraries);
      assertUniqueWhileLive(this.store, def, values, entryId);
      this.assertDisjoint(def, values);
      assertNoTimeClash(this.store, def, times, entryId);
      const changed = this.store.update(def.key, entryId, ['prepublished'], {
        field_values: canonicalJson(values),
        pre_operator: operator,
        pre_time: now,
        ...this.presetColumns(def, times),
        update_time: nextVersion(row.update_time, now),
        update_operator: operator,
      });
      if (!changed) throw wrongState(undefined, '');
      return this.row(def, entryId);
    });
  }

  /** Removes pre-published entries, all or none: one already gone refuses the batch with 1015. */
  deletePrepublished(def: ModuleDefinition, body: Body): { ids: number[] } {
    const ids = readIds(body);
    return this.store.transaction(() => {
      for (const entryId of ids) if (!this.store.delete(def.key, entryId, ['prepublished'])) throw gone();
      return { ids };
    });
  }

  /**
   * Publishes a pre-published entry: at the times sent, or now when the first is omitted (a window still needs its
   * end). A go-live time in the future schedules it; the scheduler publishes it when the time comes.
   */
  publish(def: ModuleDefinition, operator: string, body: Body): WorkflowRow {
    const entryId = readId(body.id);
    const now = this.now();
    return this.store.transaction(() => {
      const row = this.store.find(def.key, entryId);
      if (row?.status !== 'prepublished') throw wrongState(row, WORKFLOW_WORDING[def.wording].publish);
      const sent = readPublishTimes(def, body, now);
      const { first, second } = scheduleColumns(def);
      const goLive = sent[first] ?? now;
      const times: Partial<Record<TimeColumn, number>> = { ...sent, [first]: goLive };
      assertStoredDatesReal(def, parseValues(row.field_values));
      assertUniqueWhileLive(this.store, def, parseValues(row.field_values), entryId);
      this.assertDisjoint(def, parseValues(row.field_values));
      assertNoTimeClash(this.store, def, times, entryId, sent[first] !== undefined);
      assertRoomToPublish(this.store, def);
      const changes: RecordChanges = {
        status: goLive > now ? 'scheduled' : 'published',
        push_operator: operator,
        push_time: goLive,
        [first]: goLive,
        ...(second ? { [second]: times[second] ?? null } : {}),
        update_time: nextVersion(row.update_time, now),
        late: 0,
      };
      if (!this.store.update(def.key, entryId, ['prepublished'], changes)) throw wrongState(undefined, '');
      // A newly published entry of an ordered live list leads it; staff move it from there.
      if (changes.status === 'published') retireSuperseded(this.store, def, now);
      if (def.liveList) this.store.setLivePositions(def.key, [entryId, ...this.store.idsInLiveOrder(def.key, LIVE).filter((other) => other !== entryId)]);
      return this.row(def, entryId);
    });
  }

  /** `liveList.order`: every live entry's id in display order (1015 when the live list is no longer what was sent). */
  orderLive(def: ModuleDefinition, body: Body): { ids: number[] } {
    if (!def.liveList) throw badRequest(`${def.title}的上线列表不能调整顺序`);
    const ids = readIds(body);
    return this.store.transaction(() => {
      const live = this.store.idsInLiveOrder(def.key, LIVE);
      const same = live.length === ids.length && ids.every((one) => live.includes(one));
      if (!same) throw new WorkflowRefusal(ErrorCode.WithdrawConflict, '上线列表已变化，列表已刷新，请重新调整顺序');
      this.store.setLivePositions(def.key, ids);
      return { ids };
    });
  }

  /** `liveList.edit`: new values of the editable fields of one live entry; the whole entry is validated again. */
  editLive(def: ModuleDefinition, operator: string, body: Body): WorkflowRow {
    const edit = def.liveList?.edit;
    if (!edit) throw badRequest(`${def.title}上线后不能修改`);
    const entryId = readId(body.id);
    return this.store.transaction(() => {
      const row = this.store.find(def.key, entryId);
      if (row?.status !== 'published' && row?.status !== 'scheduled') throw wrongState(row, `修改${edit.title}`);
      const sent = edit.fields.filter((name) => Object.hasOwn(body, name)).map((name) => [name, body[name]]);
      const values = readValues(def, { ...parseValues(row.field_values), ...Object.fromEntries(sent) });
      assertRefsExist(def, values, this.libraries);
      if (!this.store.update(def.key, entryId, LIVE, { field_values: canonicalJson(values), update_time: nextVersion(row.update_time, this.now()), update_operator: operator })) throw wrongState(undefined, '');
      return this.row(def, entryId);
    });
  }

  /**
   * Withdraws a published or scheduled entry back to the pre-publish list. Where publishing sets the times
   * (`scheduleSetAt`), it waits there with none, as a pre-published entry does: publishing it again asks them anew,
   * and it holds no window meanwhile that another entry's could not overlap.
   */
  cancel(def: ModuleDefinition, body: Body): WorkflowRow {
    const entryId = readId(body.id);
    const windowed = scheduleColumns(def).second !== undefined;
    return this.store.transaction(() => {
      const row = this.store.find(def.key, entryId);
      // A live entry others pick (a published category) stays while they do.
      if (row) assertLiveKeysUnused(this.store, this.refs, def, [row], '撤回');
      const changes: RecordChanges = {
        status: 'prepublished',
        push_operator: null,
        // A window's push_time said when it went live; a push module's push_time is its preset and stays.
        ...(windowed ? { push_time: null } : {}),
        ...emptyWhileWaiting(def),
        update_time: nextVersion(row?.update_time, this.now()),
        late: 0,
        live_position: null,
      };
      if (!this.store.update(def.key, entryId, ['published', 'scheduled'], changes)) throw gone();
      return this.row(def, entryId);
    });
  }

  /** Takes published or scheduled entries off shelf into history, all or none. */
  takeOff(def: ModuleDefinition, operator: string, body: Body): { ids: number[] } {
    const ids = readIds(body);
    return this.store.transaction(() => {
      const now = this.now();
      // A live entry others pick (a published category) stays while they do: the whole batch is refused.
      const leaving = ids.flatMap((entryId) => this.store.find(def.key, entryId) ?? []);
      assertLiveKeysUnused(this.store, this.refs, def, leaving, '下架');
      for (const entryId of ids) {
        const row = this.store.find(def.key, entryId);
        const changes: RecordChanges = { status: 'history', remove_operator: operator, remove_time: now, update_time: nextVersion(row?.update_time, now), live_position: null };
        if (!row || !this.store.update(def.key, entryId, ['published', 'scheduled'], changes)) throw gone();
      }
      return { ids };
    });
  }

  detail(def: ModuleDefinition, entryId: number): WorkflowRow {
    const row = this.store.find(def.key, entryId);
    if (!row) throw new WorkflowRefusal(ErrorCode.NotFound);
    return this.labelled(def, toWorkflowRow(def, row));
  }

  list(def: ModuleDefinition, name: ListName, query: unknown): Paged<WorkflowRow> {
    const paging = readPaging(query);
    const { statuses, orderBy } = LISTS[name];
    const order = listOrder(def, paging, orderBy(def));
    // The module's declared filters (spec §7 searchContent, risk, system …) narrow both the page and its total.
    const where = listFilterWhere(def, query, {
      referencedKeys: (jsonPath, collection) => this.store.referencedKeys(def.key, statuses, jsonPath, collection),
      libraries: this.libraries,
    });
    const offset = (paging.currPage - 1) * paging.pageSize;
    const rows = this.store.page(def.key, statuses, order, paging.pageSize, offset, where);
    return { list: withLabels(def, rows.map((row) => toWorkflowRow(def, row)), this.libraries), total: this.store.count(def.key, statuses, where), currPage: paging.currPage, pageSize: paging.pageSize };
  }

  /** Every time column of a pre-published entry: the module's own from `times`, the others empty. */
  private presetColumns(def: ModuleDefinition, times: Partial<Record<TimeColumn, number>>): Record<TimeColumn, number | null> {
    const { first, second } = scheduleColumns(def);
    const columns: Record<TimeColumn, number | null> = { push_time: null, effect_time: null, dead_time: null, start_time: null, end_time: null };
    columns[first] = times[first] ?? null;
    if (second) columns[second] = times[second] ?? null;
    return columns;
  }

  private row(def: ModuleDefinition, entryId: number): WorkflowRow {
    const row = this.store.find(def.key, entryId);
    if (!row) throw new Error(`record ${String(entryId)} of ${def.key} vanished inside its own transaction`);
    return this.labelled(def, toWorkflowRow(def, row));
  }

  private labelled(def: ModuleDefinition, row: WorkflowRow): WorkflowRow {
    return withLabels(def, [row], this.libraries)[0] ?? row;
  }
}
