/**
 * Every operation of the `/v2/cms` contract, as data the OpenAPI document is written from and the conformance kit
 * reads back: the module bases from the module definitions (their common pattern in their dialect, live lists,
 * clones, supersedes, edit lists), the rest from `customCalls.ts`. Each operation carries its role rule, the menu
 * path(s) that own it (the permission gate) and the catalogue codes it may answer, computed by the same contract
 * functions mock-server's request hooks run.
 */
import { z } from 'zod';
import {
  CLONE_ENDPOINT,
  ErrorCode,
  RECOMMEND_GENERAL_MODULES,
  ROLES,
  SCHEDULE_FIELDS,
  WORKFLOW_ENDPOINTS,
  WORKFLOW_META_SCHEMA,
  DRAFT_META_SCHEMA,
  ENTRY_IDS_ANSWER_SCHEMA,
  GENERAL_MODULE_SCHEMA,
  ARTICLE_ENTRY_FACTS_SCHEMA,
  callAccess,
  createCallMap,
  fieldSchema,
  flattenMenu,
  slotTitle,
  dialectEndpoint,
  generalModules,
  isCallAllowed,
  isSessionless,
  moduleSchema,
  roleCheckedCall,
  stepTimes,
  type ApiBaseGroup,
  type CallMap,
  type FieldDef,
  type ModuleDefinition,
  type Role,
  type WorkflowAction,
  type WorkflowEndpoint,
} from 'shared-ui/contract';
import { CUSTOM_FAMILIES, type CustomCall, type NamedAnswer } from './customCalls';

export type JsonSchema = Record<string, unknown>;

export interface ScopeOwner {
  /** The scope parameters that pick the module (empty for a base with one module). */
  scope: Readonly<Record<string, string | number>>;
  module: string;
  owner: string;
  saveMethod: string;
  /** Its preset time fields (`push_time`, or a window's two). */
  schedule: readonly string[];
  /**
   * 'publish' where the times are set on publish (modules §3, the temporary announcement): a pre-publish sends none,
   * a publish sends all of them. Absent: pre-publish presets them (spec §4).
   */
  scheduleSetAt?: 'publish';
  /** At most this many live (published or scheduled) entries; a publish past it is refused with `maxLiveCode`. */
  maxLive?: number;
  maxLiveCode?: number;
  /** The other modules (keys) whose live entries count toward `maxLive` with this one's (home common topics). */
  maxLiveWith?: readonly string[];
  /** Values its save accepts: its seed rows' (the conformance kit's `--write` saves one of them). */
  examples: readonly Readonly<Record<string, unknown>>[];
}

export interface Operation {
  family: string;
  method: 'GET' | 'POST' | 'PUT';
  /** Relative to the API prefix, `:name` for a path parameter, no trailing slash. */
  path: string;
  summary: string;
  /** The common-pattern action of a module base (its dialect's name for it may differ). */
  action?: WorkflowAction | 'liveOrder' | 'liveEdit' | 'clone' | 'editListAdd' | 'editList' | 'generalModules';
  sessionless: boolean;
  /** The roles the role rule lets make this call (all three for a sessionless or whitelisted call). */
  roles: readonly Role[];
  /** The menu paths that own the call; empty = any signed-in account (or sessionless). */
  owners: readonly string[];
  /** A module base's modules, each with the scope that picks it and its menu path. */
  scopes?: readonly ScopeOwner[];
  /** The library this GET reads (also open to whoever may use a module picking from it). */
  library?: string;
  paged: boolean;
  /** The media types of a file's bytes; false: an envelope. */
  binary: false | readonly string[];
  endsSession: boolean;
  query: Readonly<Record<string, string>>;
  /** The path's `:id` is the `id` of a row of the family's lists. */
  idFromList: boolean;
  /** Query parameters taken from a row of the family's lists (parameter → row field). */
  fromList?: Readonly<Record<string, string>>;
  /** JSON Schema of the body (POST, PUT). */
  body?: JsonSchema;
  /** JSON Schema of `data` in a code-0 answer (for a paged call: of one row). */
  data?: JsonSchema;
  /** Every code the call may answer besides 0. */
  codes: readonly number[];
}

/** zod 4's own JSON Schema output; a transform or refinement documents its input or output side. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete out.$schema;
  return out;
}

/** Shapes named once under `components.schemas` (each module's body and row), referred to by `$ref`. */
export type SchemaComponents = Record<string, JsonSchema>;

const componentName = (def: ModuleDefinition, part: 'Body' | 'Prepublish' | 'Reprepublish' | 'Row' | 'Draft') => `${def.key.replace(/[^A-Za-z0-9]+/g, '.')}.${part}`;

function component(components: SchemaComponents, name: string, build: () => JsonSchema): JsonSchema {
  components[name] ??= build();
  return { $ref: `#/components/schemas/${name}` };
}

const bare = (path: string) => path.replace(/^\/+/, '').replace(/\/+$/, '');

function roleRule(map: CallMap, method: string, path: string): Role[] {
  const judged = roleCheckedCall(map, method, path.replace(/:\w+/g, '0'));
  return ROLES.filter((role) => isCallAllowed(role, judged.method, judged.path));
}

/** Codes any call of this kind may answer: session 401, role 403, gate 1029, input 1106/400, not found 1107. */
function baseCodes(op: Pick<Operation, 'sessionless' | 'roles' | 'owners' | 'method' | 'path'>, own: readonly number[]): number[] {
  const codes = new Set<number>(own);
  if (!op.sessionless) codes.add(ErrorCode.SessionInvalid);
  if (!op.sessionless && op.roles.length < ROLES.length) codes.add(ErrorCode.RoleRefused);
  if (op.owners.length > 0) codes.add(ErrorCode.NoModulePermission);
  codes.add(ErrorCode.ValidationFailed);
  codes.add(ErrorCode.BadRequest);
  codes.add(ErrorCode.NotFound);
  if (op.method !== 'GET') codes.add(ErrorCode.IllegalCharacters);
  if (!op.sessionless) codes.add(ErrorCode.InitialPasswordMustChange);
  return [...codes].sort((a, b) => a - b);
}

const ACTION_CODES: Partial<Record<NonNullable<Operation['action']>, number[]>> = {
  save: [ErrorCode.ConfigNotJson, ErrorCode.Duplicate, ErrorCode.OverwriteQuestion],
  prepublish: [ErrorCode.SaveFirst, ErrorCode.PresetTimeOverlap, ErrorCode.ConfigNotJson, ErrorCode.Duplicate],
  reprepublish: [ErrorCode.PresetTimeOverlap, ErrorCode.WithdrawConflict, ErrorCode.ConfigNotJson, ErrorCode.Duplicate],
  prepublishDelete: [ErrorCode.WithdrawConflict],
  publish: [ErrorCode.PresetTimeOverlap, ErrorCode.WithdrawConflict, ErrorCode.PublishLimitReached],
  // 1019: the last live entry of a key another module picks (a module's live entries as a library, liveEntriesOf).
  cancel: [ErrorCode.WithdrawConflict, ErrorCode.Duplicate],
  out: [ErrorCode.WithdrawConflict, ErrorCode.Duplicate],
  liveOrder: [ErrorCode.WithdrawConflict],
  liveEdit: [ErrorCode.WithdrawConflict],
  clone: [ErrorCode.OverwriteQuestion, ErrorCode.WithdrawConflict],
  editListAdd: [ErrorCode.Duplicate],
};

const WORKFLOW_SUMMARIES: Record<WorkflowAction, string> = {
  content: '编辑页草稿（无则为 null）',
  save: '保存草稿',
  prepublish: '预发布（提交的字段须与已保存的草稿一致）',
  reprepublish: '重新编辑并预发布',
  prepublishList: '预发布列表',
  prepublishDelete: '删除预发布 {ids}',
  detail: '条目详情',
  publish: '发布 {id, 时间?}：不带时间为立即发布',
  cancel: '撤回 {ids}',
  publishedList: '已发布列表',
  out: '下架 {ids}',
  history: '历史记录',
};

const PAGED_ACTIONS = new Set<string>(['prepublishList', 'publishedList', 'history', 'editList']);

/**
 * A stored field whose schema zod cannot say (a transform: a collection's items normalised, rich text sanitised), by
 * what its kind stores: a collection is an array of objects (a pick by its `id`), anything else a string. Never `{}`:
 * an empty schema types nothing (issue 46).
 */
/** One item of a ref list as stored and as an edit list answers it: the picked key, its place, its own fields. */
const PICKED_ITEM: JsonSchema = { type: 'object', required: ['id'], properties: { id: { type: 'string' }, position: { type: 'integer' } }, additionalProperties: true };

/**
 * An item of a collection as stored: its key (a pick's id), its 1-based position, the name a pick was shown by, its own
 * fields; an edit list's items also what the library says of each (spec §3) and the module they were added to.
 */
function storedItem(def: ModuleDefinition, field: Extract<FieldDef, { kind: 'refList' | 'list' }>): JsonSchema {
  const own = Object.fromEntries(
    (field.itemFields ?? []).map((sub) => {
      const schema = jsonSchemaOf(fieldSchema(sub), 'output');
      return [sub.name, { anyOf: [Object.keys(schema).length === 0 ? { type: 'string' } : schema, { type: 'null' }] }];
    }),
  );
  const key = field.kind === 'refList' ? (PICKED_ITEM.properties as Record<string, JsonSchema>) : { position: { type: 'integer' } };
  const label = field.kind === 'refList' ? { label: { type: 'string', description: '选择时条目的名称（如基金名）' } } : {};
  const edited = def.editList?.field === field.name ? def.editList : undefined;
  const facts = edited ? { ...(jsonSchemaOf(ARTICLE_ENTRY_FACTS_SCHEMA, 'output').properties as Record<string, JsonSchema>), [edited.owner.param]: { type: 'integer' } } : {};
  return { type: 'object', required: field.kind === 'refList' ? ['id', 'position'] : ['position'], properties: { ...key, ...label, ...own, ...facts }, additionalProperties: true };
}

function storedShape(def: ModuleDefinition, field: FieldDef | undefined): JsonSchema {
  if (field?.kind === 'refList' || field?.kind === 'list') return { type: 'array', items: storedItem(def, field) };
  return { type: 'string' };
}

/** An entry of an edit list (`GET list`): an item of its collection as stored. */
function editListEntry(def: ModuleDefinition): JsonSchema {
  const field = def.fields.find((f) => f.name === def.editList?.field);
  return field?.kind === 'refList' ? storedItem(def, field) : PICKED_ITEM;
}

function moduleRowSchema(def: ModuleDefinition): JsonSchema {
  const own = jsonSchemaOf(moduleSchema(def), 'output');
  const meta = jsonSchemaOf(WORKFLOW_META_SCHEMA, 'output');
  // A row's own fields are stored values: their names and types are the module's, each may be left empty (null).
  const ownProps = Object.fromEntries(
    Object.entries((own.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => [
      name,
      { anyOf: [Object.keys(schema).length === 0 ? storedShape(def, def.fields.find((f) => f.name === name)) : schema, { type: 'null' }] },
    ]),
  );
  // Every own field is answered (null when empty): a screen reads each, so one left out is a difference the kit names.
  return {
    type: 'object',
    properties: { ...ownProps, ...(meta.properties as Record<string, JsonSchema>) },
    required: [...Object.keys(ownProps), ...((meta.required as string[] | undefined) ?? [])],
    additionalProperties: true,
  };
}

function oneOrMany(schemas: JsonSchema[]): JsonSchema {
  const unique = [...new Map(schemas.map((s) => [JSON.stringify(s), s])).values()];
  return unique.length === 1 ? unique[0]! : { anyOf: unique };
}

function bodyWithScope(def: ModuleDefinition): JsonSchema {
  const own = jsonSchemaOf(moduleSchema(def), 'input');
  const scope = Object.fromEntries(Object.entries(def.scope ?? {}).map(([name, value]) => [name, { const: value }]));
  return { ...own, properties: { ...(own.properties as object), ...scope }, required: [...((own.required as string[]) ?? []), ...Object.keys(scope)] };
}

function scopeOwners(group: ApiBaseGroup): ScopeOwner[] {
  return group.modules.map((def) => ({
    scope: def.scope ?? {},
    module: def.key,
    owner: def.path,
    saveMethod: def.saveMethod,
    ...(def.limits?.maxLive !== undefined ? { maxLive: def.limits.maxLive, maxLiveCode: def.limits.maxLiveRefusal?.code ?? ErrorCode.ValidationFailed } : {}),
    ...(def.limits?.maxLiveWith ? { maxLiveWith: def.limits.maxLiveWith } : {}),
    schedule: SCHEDULE_FIELDS[def.schedule],
    ...(def.scheduleSetAt === 'publish' ? { scheduleSetAt: 'publish' as const } : {}),
    examples: [...new Map((def.seed ?? []).map((seed) => [JSON.stringify(seed.values), seed.values])).values()],
  }));
}

const SCHEDULE_TIME: JsonSchema = { type: 'string', description: 'YYYY-MM-DD HH:mm:ss（北京时间）' };
const ENTRY_ID: JsonSchema = { type: 'integer' };
const ENTRY_IDS: JsonSchema = { type: 'array', items: { type: 'integer' } };

/** `schema` with more properties (and more of them required). */
function withProperties(schema: JsonSchema, properties: Record<string, JsonSchema>, required: readonly string[] = []): JsonSchema {
  return { ...schema, type: 'object', properties: { ...((schema.properties as object | undefined) ?? {}), ...properties }, required: [...new Set([...((schema.required as string[] | undefined) ?? []), ...required])] };
}

const scopeOf = (def: ModuleDefinition): Record<string, JsonSchema> => Object.fromEntries(Object.entries(def.scope ?? {}).map(([name, value]) => [name, { const: value }]));
/** The times a pre-publish or a publish body carries (`stepTimes`: none at pre-publish where publish sets them). */
const scheduleOf = (def: ModuleDefinition, step: 'prepublish' | 'publish'): Record<string, JsonSchema> => Object.fromEntries(stepTimes(def, step).fields.map((name) => [name, SCHEDULE_TIME]));
/** The times a publish must send: every one where publish sets them (none may go live "now"). */
const publishRequired = (def: ModuleDefinition): readonly string[] => {
  const asked = stepTimes(def, 'publish');
  return asked.nowAllowed ? [] : asked.fields;
};
/** A call naming entries by id: the scope picks the module (spec §7: scope parameters ride in the body). */
const byId = (def: ModuleDefinition, extra: Record<string, JsonSchema> = {}, required: readonly string[] = []): JsonSchema =>
  withProperties({}, { id: ENTRY_ID, ...scopeOf(def), ...extra }, ['id', ...Object.keys(def.scope ?? {}), ...required]);
const byIds = (def: ModuleDefinition): JsonSchema => withProperties({}, { ids: ENTRY_IDS, id: ENTRY_ID, ...scopeOf(def) }, Object.keys(def.scope ?? {}));

/** The fields of the module's body schema named here (a live edit's fields, an edit list item's). */
function fieldsOf(schema: JsonSchema | undefined, names: readonly string[]): Record<string, JsonSchema> {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  return Object.fromEntries(names.flatMap((name) => (properties[name] ? [[name, properties[name]]] : [])));
}

/**
 * Every field a workflow call's body carries, so a backend (or the spec-only double) knows each: the entry's fields
 * and scope; its schedule times where it is pre-published or published; `overwrite` where a draft or subject may be
 * replaced knowingly (1041); a live edit's fields; an edit list item's fields.
 */
function workflowBodyOf(action: string, def: ModuleDefinition, components: SchemaComponents): JsonSchema | undefined {
  const body = () => bodyWithScope(def);
  switch (action) {
    case 'save':
      return component(components, componentName(def, 'Body'), () => withProperties(body(), def.supersedes ? { overwrite: { type: 'boolean' } } : {}));
    case 'prepublish':
      return component(components, componentName(def, 'Prepublish'), () => withProperties(body(), scheduleOf(def, 'prepublish')));
    case 'reprepublish':
      return component(components, componentName(def, 'Reprepublish'), () => withProperties(body(), { id: ENTRY_ID, ...scheduleOf(def, 'prepublish') }));
    case 'publish':
      return byId(def, scheduleOf(def, 'publish'), publishRequired(def));
    case 'cancel':
      return byId(def);
    case 'liveEdit':
      return byId(def, fieldsOf(body(), def.liveList?.edit?.fields ?? []));
    case 'clone':
      return byId(def, { overwrite: { type: 'boolean' } });
    case 'editListAdd': {
      if (!def.editList) return byId(def);
      const list = (body().properties as Record<string, JsonSchema> | undefined)?.[def.editList.field];
      const item = (list?.items ?? {}) as JsonSchema;
      return byId(def, { ...((item.properties as Record<string, JsonSchema> | undefined) ?? {}), [def.editList.owner.param]: { const: def.editList.owner.id } });
    }
    case 'editList':
      return PICKED_ITEM;
    case 'prepublishDelete':
    case 'out':
    case 'liveOrder':
      return byIds(def);
    default:
      return undefined;
  }
}

function workflowBody(action: string, defs: readonly ModuleDefinition[], components: SchemaComponents): JsonSchema | undefined {
  const bodies = defs.flatMap((def): JsonSchema[] => {
    const one = workflowBodyOf(action, def, components);
    return one ? [one] : [];
  });
  return bodies.length === 0 ? undefined : oneOrMany(bodies);
}

/** A module's saved draft as answered: its own fields (each may be empty) and who saved it when. */
function moduleDraftSchema(def: ModuleDefinition): JsonSchema {
  const row = moduleRowSchema(def);
  const meta = jsonSchemaOf(DRAFT_META_SCHEMA, 'output');
  const own = Object.fromEntries(Object.entries(row.properties as Record<string, JsonSchema>).filter(([name]) => def.fields.some((f) => f.name === name)));
  return { type: 'object', properties: { ...own, ...(meta.properties as Record<string, JsonSchema>) }, required: meta.required, additionalProperties: true };
}

/**
 * The `data` of each workflow call's code-0 answer (workflowService's return types): a list's rows and the entry a
 * step produced are the module's Row; the draft and what saves it (save, clone, the edit list's add) its Draft, or null
 * while nothing is saved (`content`); a write over several entries its ids (issue 46: no write answers untyped).
 */
function workflowData(action: string, defs: readonly ModuleDefinition[], components: SchemaComponents): JsonSchema | undefined {
  const row = oneOrMany(defs.map((def) => component(components, componentName(def, 'Row'), () => moduleRowSchema(def))));
  const draft = () => oneOrMany(defs.map((def) => component(components, componentName(def, 'Draft'), () => moduleDraftSchema(def))));
  switch (action) {
    case 'prepublishList':
    case 'publishedList':
    case 'history':
    case 'detail':
    case 'liveEdit':
    case 'prepublish':
    case 'reprepublish':
    case 'publish':
    case 'cancel':
      return row;
    case 'content':
      return { anyOf: [draft(), { type: 'null' }] };
    case 'save':
    case 'clone':
    case 'editListAdd':
      return draft();
    case 'editList':
      return oneOrMany(defs.map(editListEntry));
    case 'prepublishDelete':
    case 'out':
    case 'liveOrder':
      return component(components, 'EntryIds', () => jsonSchemaOf(ENTRY_IDS_ANSWER_SCHEMA, 'output'));
    default:
      return undefined;
  }
}

function moduleBaseOperations(map: CallMap, group: ApiBaseGroup, components: SchemaComponents): Operation[] {
  const family = `模块 ${group.modules.map((m) => m.title).join(' / ')}（${group.apiBase}）`;
  const scopes = scopeOwners(group);
  const owners = [...new Set(scopes.map((s) => s.owner))];
  const calls: { action: NonNullable<Operation['action']>; endpoint: WorkflowEndpoint; summary: string }[] = [];
  for (const action of Object.keys(WORKFLOW_ENDPOINTS) as WorkflowAction[]) {
    const endpoint = dialectEndpoint(group.dialect, action);
    const methods = action === 'save' ? [...new Set(group.modules.map((m) => m.saveMethod))] : [endpoint.method];
    for (const method of methods) calls.push({ action, endpoint: { method, path: endpoint.path }, summary: WORKFLOW_SUMMARIES[action] });
  }
  if (group.editList) {
    calls.push({ action: 'editListAdd', endpoint: group.editList.add, summary: '向编辑列表添加一项' });
    calls.push({ action: 'editList', endpoint: group.editList.list, summary: '编辑列表（分页）' });
  }
  if (group.liveList) {
    calls.push({ action: 'liveOrder', endpoint: group.liveList.order, summary: '已发布条目的展示顺序 {ids}' });
    if (group.liveList.edit) calls.push({ action: 'liveEdit', endpoint: group.liveList.edit.endpoint, summary: `修改已发布条目的${group.liveList.edit.title}` });
  }
  if (group.cloneable) calls.push({ action: 'clone', endpoint: CLONE_ENDPOINT, summary: '复制为草稿 {id, overwrite?}' });
  const firstScope = Object.fromEntries(Object.entries(group.modules[0]?.scope ?? {}).map(([k, v]) => [k, String(v)]));
  return calls.map(({ action, endpoint, summary }) => {
    const path = bare(`${group.apiBase}${endpoint.path}`);
    const roles = roleRule(map, endpoint.method, path);
    const op = { method: endpoint.method, path, sessionless: false, roles, owners };
    // A module's live list read as a library (levelFirst's categories, for the modules picking them).
    const access = callAccess(map, path, firstScope);
    return {
      family,
      ...op,
      summary,
      ...(access.kind === 'owned' && access.library ? { library: access.library } : {}),
      action,
      scopes,
      paged: PAGED_ACTIONS.has(action),
      binary: false,
      endsSession: false,
      idFromList: true,
      query: endpoint.method === 'GET' ? firstScope : {},
      body: endpoint.method === 'GET' ? undefined : workflowBody(action, group.modules, components),
      data: workflowData(action, group.modules, components),
      codes: baseCodes(op, ACTION_CODES[action] ?? []),
    };
  });
}

function customOperation(map: CallMap, family: string, call: CustomCall, components: SchemaComponents): Operation {
  const path = bare(call.path);
  const sessionless = isSessionless(path);
  const access = callAccess(map, path, call.query ?? {});
  const owners = access.kind === 'owned' ? access.owners : [];
  const roles = sessionless ? [...ROLES] : roleRule(map, call.method, path);
  const op = { method: call.method, path, sessionless, roles, owners };
  return {
    family,
    ...op,
    summary: call.summary,
    ...(access.kind === 'owned' && access.library ? { library: access.library } : {}),
    paged: call.paged ?? false,
    binary: call.binary ?? false,
    endsSession: call.endsSession ?? false,
    query: call.query ?? {},
    ...(call.fromList ? { fromList: call.fromList } : {}),
    idFromList: call.idFromList ?? false,
    body: call.body ? jsonSchemaOf(call.body, 'input') : call.method === 'GET' ? undefined : { type: 'object' },
    ...(call.answer ? { data: answerSchema(call.answer, components) } : {}),
    codes: baseCodes(op, call.codes ?? []),
  };
}

/** A custom call's answer under its name (one schema shared by the calls that answer it), or a list of it. */
function answerSchema(answer: NamedAnswer, components: SchemaComponents): JsonSchema {
  const one = component(components, answer.name, () => jsonSchemaOf(answer.schema, 'output'));
  return answer.many ? { type: 'array', items: one } : one;
}

export interface ContractOperations {
  operations: Operation[];
  components: SchemaComponents;
  /** Each owning menu path's name as a person knows the screen (the menu's title; a module with its app). */
  screens: Record<string, string>;
}

function screenNames(modules: readonly ModuleDefinition[], operations: readonly Operation[]): Record<string, string> {
  const named = new Map<string, string>([...flattenMenu().map((entry) => [entry.path, entry.title] as const), ...modules.map((def) => [def.path, slotTitle(def)] as const)]);
  const owners = [...new Set(operations.flatMap((op) => op.owners))].sort();
  return Object.fromEntries(owners.flatMap((path) => (named.has(path) ? [[path, named.get(path) as string]] : [])));
}

/** Every operation: the other call families first, then the module bases (in the registry's order). */
export function contractOperations(modules: readonly ModuleDefinition[]): ContractOperations {
  const map = createCallMap(modules);
  const components: SchemaComponents = {};
  const moduleOps = map.groups.flatMap((group) => moduleBaseOperations(map, group, components));
  const general: Operation[] =
    generalModules(modules).length > 0
      ? [
          (() => {
            const path = bare(`${RECOMMEND_GENERAL_MODULES.base}${RECOMMEND_GENERAL_MODULES.endpoint.path}`);
            const op = { method: 'GET' as const, path, sessionless: false, roles: roleRule(map, 'GET', path), owners: RECOMMEND_GENERAL_MODULES.owners };
            return { family: '推荐文章的通用模块', ...op, summary: '可添加文章的推荐模块 {id, name, title, api_base}[]', action: 'generalModules' as const, idFromList: false, paged: false, binary: false, endsSession: false, query: {}, data: { type: 'array', items: jsonSchemaOf(GENERAL_MODULE_SCHEMA, 'output') }, codes: baseCodes(op, []) };
          })(),
        ]
      : [];
  const custom = CUSTOM_FAMILIES.flatMap(({ family, calls }) => calls.map((call) => customOperation(map, family, call, components)));
  const operations = [...custom, ...moduleOps, ...general];
  return { operations, components, screens: screenNames(modules, operations) };
}
