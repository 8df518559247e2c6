/**
 * A module's edit list kept item by item (contract editList.ts; spec §7 hot/ and insider/ `add` and `list`):
 *
 * | call      | success `data`                             | refusals (HTTP 200 unless noted)                                |
 * |-----------|--------------------------------------------|-----------------------------------------------------------------|
 * | POST add  | DraftRow: the draft with the item appended | 400/1106 wrong owner id or no key; 1019 repeat or held by the    |
 * |           |                                            | other module; 1106 文章不存在 / a rule; 1043 stale base_version  |
 * | GET list  | Paged<EditListEntry>: by position          | 400/1106 bad paging                                             |
 *
 * `add` writes the draft exactly as a save of the same values would (the module's schema, canonical JSON), so the
 * form that shows the same items can pre-publish them without saving again (1017 compares the two).
 */
import {
  EDIT_LIST_ORDER_COLUMNS,
  ErrorCode,
  emptyValue,
  listSortSchema,
  emptyValues,
  canonicalJson,
  nextVersion,
  type DraftRow,
  type EditListDef,
  type EditListEntry,
  type ModuleDefinition,
  type Paged,
  type RefListFieldDef,
  type RefListItem,
} from 'shared-ui/contract';
import { assertRefsExist } from '../libraries/refsExist';
import type { LibrarySources } from '../libraries/librarySource';
import { assertDisjoint } from './conflicts';
import { readValues } from './entryInput';
import { readPaging } from './listQuery';
import type { RefIndex } from './refIndex';
import { badRequest, fieldRefusal } from './refusal';
import { parseValues } from './rows';
import type { Body, WorkflowService } from './workflowService';
import type { WorkflowStore } from './workflowStore';

const itemsOf = (value: unknown): RefListItem[] => (Array.isArray(value) ? (value as RefListItem[]) : []);

function editListOf(def: ModuleDefinition): { list: EditListDef; field: RefListFieldDef } {
  const list = def.editList;
  const field = def.fields.find((f) => f.name === list?.field);
  if (!list || field?.kind !== 'refList') throw badRequest(`${def.title}没有逐项编辑的列表`);
  return { list, field };
}

export class EditListService {
  constructor(
    private readonly store: WorkflowStore,
    private readonly now: () => number,
    private readonly libraries: LibrarySources,
    private readonly refs: RefIndex,
    /** The draft as `GET content` answers it (labelled, with the entries' facts). */
    private readonly workflow: Pick<WorkflowService, 'content'>,
  ) {}

  /** One item joins the end of the draft's list (a draft with the module's empty values is started when there is none). */
  add(def: ModuleDefinition, operator: string, body: Body): DraftRow {
    const { list, field } = editListOf(def);
    const owner = body[list.owner.param];
    if (String(owner) !== String(list.owner.id)) {
      throw fieldRefusal(ErrorCode.ValidationFailed, [{ field: list.owner.param, message: `${list.owner.param} 应为 ${String(list.owner.id)}（${def.title}）` }]);
    }
    // No key picked is the spec's 文章不存在 (the schema says so for ''); a key that is no text is a malformed call.
    const key = body.id ?? '';
    if (typeof key !== 'string') throw badRequest('id 应为文字（文章的 linkId）');
    const own = Object.fromEntries((field.itemFields ?? []).map((sub) => [sub.name, Object.hasOwn(body, sub.name) ? body[sub.name] : emptyValue(sub)]));
    this.store.transaction(() => {
      const draft = this.store.getDraft(def.key);
      const current = draft ? parseValues(draft.field_values) : emptyValues(def);
      const items = itemsOf(current[list.field]);
      const at = `${list.field}.${String(items.length)}`;
      const values = readValues(def, { ...current, [list.field]: [...items, { ...own, id: key, position: items.length + 1 }] });
      assertRefsExist(def, values, this.libraries);
      // Only the added item answers here: an older one held meanwhile is the pre-publish's to refuse.
      assertDisjoint(this.refs, def, values, (place) => place.startsWith(`${at}.`));
      this.store.saveDraft({ module_key: def.key, field_values: canonicalJson(values), update_time: nextVersion(draft?.update_time, this.now()), update_operator: operator });
    });
    return this.workflow.content(def);
  }

  /** The draft's list by position, paged from page 1 (spec §9: the hot-subject list starts at page 1). */
  list(def: ModuleDefinition, query: unknown): Paged<EditListEntry> {
    const { list } = editListOf(def);
    const paging = readPaging(query);
    const sort = listSortSchema(EDIT_LIST_ORDER_COLUMNS).safeParse(query ?? {});
    if (!sort.success) throw badRequest(sort.error.issues[0]?.message ?? '排序参数错误');
    const direction = sort.data.order === 'desc' ? -1 : 1;
    const draft = this.workflow.content(def);
    const items = itemsOf(draft?.[list.field]).sort((a, b) => direction * (a.position - b.position));
    const offset = (paging.currPage - 1) * paging.pageSize;
    return { list: items.slice(offset, offset + paging.pageSize), total: items.length, currPage: paging.currPage, pageSize: paging.pageSize };
  }
}
