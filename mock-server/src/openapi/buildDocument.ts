/**
 * The OpenAPI 3.1 document of the `/v2/cms` contract (`mock-server/openapi/openapi.json`), written from `contractOperations`.
 * Each operation says, besides its shapes: `x-cms-roles` (the role rule, spec §6), `x-cms-owners` (the menu paths
 * of the permission gate; `x-cms-scopes` per module of a shared base), `x-cms-codes` (catalogue codes with their
 * Chinese messages), `x-cms-paged`, `x-cms-session`. The conformance kit reads these back.
 */
import { DEFAULT_API_PREFIX, ErrorCode, ROLE_LABELS, errorMessage } from 'shared-ui/contract';
import type { ContractOperations, JsonSchema, Operation, ScopeOwner } from './operations';

export const CONTRACT_VERSION = '2.0.0';
/** The group's own contract: for its backends and integrators, not published (OpenAPI 3.1: a name and an identifier or url). */
export const CONTRACT_LICENSE = { name: '集团内部使用，不对外发布', identifier: 'LicenseRef-Proprietary' } as const;

/** A family's calls in a line: how many, and the menu paths that own them (a tag's description). */
function tagDescription(family: string, operations: readonly Operation[]): string {
  const own = operations.filter((op) => op.family === family);
  const owners = [...new Set(own.flatMap((op) => (op.scopes ?? []).map((s) => s.owner).concat(op.owners)))];
  const who = owners.length > 0 ? `所属菜单路径：${owners.join('、')}` : own.every((op) => op.sessionless) ? '无需登录' : '任一已登录账号';
  return `${String(own.length)} 个调用；${who}`;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: Record<string, unknown>;
  servers: { url: string; description: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: Record<string, unknown>;
  security: Record<string, string[]>[];
  'x-cms-catalogue': Record<string, string>;
  /** Each owning menu path's screen name: the kit says which screens a field that differs breaks (影响页面). */
  'x-cms-screens': Record<string, string>;
  'x-cms-modules': Record<string, Omit<ScopeOwner, 'scope' | 'module' | 'owner'>>;
}

/** `a/detail/:id` → `/a/detail/{id}`. */
export function openApiPath(path: string): string {
  return `/${path.replace(/:(\w+)/g, '{$1}')}`;
}

const ENVELOPE = (data: JsonSchema | undefined): JsonSchema => ({
  type: 'object',
  required: ['code', 'data', 'msg'],
  properties: { code: { type: 'integer' }, data: data ?? {}, msg: { type: 'string' } },
});

const PAGED = (row: JsonSchema | undefined): JsonSchema => ({
  type: 'object',
  required: ['list', 'total', 'currPage', 'pageSize'],
  properties: {
    list: { type: 'array', items: row ?? {} },
    total: { type: 'integer', minimum: 0 },
    currPage: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1 },
  },
});

function parameters(op: Operation): JsonSchema[] {
  const inPath = [...op.path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' }, ...(op.idFromList ? { 'x-cms-from-list': 'id' } : {}) }));
  const scopeNames = new Set((op.scopes ?? []).flatMap((s) => Object.keys(s.scope)));
  const query = op.method === 'GET' ? [...new Set([...Object.keys(op.query), ...scopeNames])].map((name) => ({ name, in: 'query', required: Object.hasOwn(op.query, name), schema: { type: 'string' }, ...(Object.hasOwn(op.query, name) ? { example: op.query[name] } : {}), description: scopeNames.has(name) ? '模块参数（scope）：区分共用接口的模块' : undefined })) : [];
  const fromList = Object.entries(op.fromList ?? {}).map(([name, field]) => ({ name, in: 'query', required: true, schema: { type: 'string' }, 'x-cms-from-list': field, description: `列表条目的 ${field}` }));
  const paging = op.paged
    ? [
        { name: 'currPage', in: 'query', required: false, schema: { type: 'integer', minimum: 1, default: 1 } },
        { name: 'pageSize', in: 'query', required: false, schema: { type: 'integer', minimum: 1, default: 10 } },
      ]
    : [];
  return [...inPath, ...query, ...fromList, ...paging].map((p) => JSON.parse(JSON.stringify(p)) as JsonSchema);
}

function describe(op: Operation): string {
  const roles = op.sessionless ? '无需登录' : op.roles.map((r) => `${r}（${ROLE_LABELS[r]}）`).join('、');
  const owners = op.scopes && op.scopes.length > 1
    ? op.scopes.map((s) => `${JSON.stringify(s.scope)} → ${s.owner}`).join('；')
    : op.owners.length > 0
      ? op.owners.join('、')
      : op.sessionless ? '公开' : '任一已登录账号';
  const codes = op.codes.map((code) => `${code} ${errorMessage(code)}`).join('；');
  return [`角色规则：${roles}`, `权限路径：${owners}${op.library ? `（亦对可使用从资料库 ${op.library} 选取内容的模块的账号开放）` : ''}`, `错误码：${codes}`].join('\n\n');
}

const capitalised = (word: string) => (word === '' ? '' : `${word[0]!.toUpperCase()}${word.slice(1)}`);

/**
 * An operation's id as an identifier (Redocly's operation-operationId-url-safe; code generators name methods by it):
 * the verb and every segment of its path, `:id` as `ById` — `GET operation/broker/othernews/approval/detail/:id` is
 * `getOperationBrokerOthernewsApprovalDetailById`. The call itself is `x-cms-call`.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path.split('/').flatMap((segment) => (segment.startsWith(':') ? ['By', capitalised(segment.slice(1))] : segment.split(/[^A-Za-z0-9]+/).map(capitalised)));
  return `${method.toLowerCase()}${words.join('')}`;
}

const refusal = (description: string, codes: readonly number[]): JsonSchema => ({
  description: `${description}：${codes.map((code) => `${String(code)} ${errorMessage(code)}`).join('；')}`,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
});

/**
 * The HTTP refusals an operation really gives (mock-server's session guard and body parser): 400 for input it cannot
 * read, where it takes any; 404 for a file it does not hold; 401 without a session and 403 for a role or path the gate
 * refuses, where it needs one.
 * Every other refusal is HTTP 200 with its catalogue code (`default`).
 */
function refusals(op: Operation, params: readonly JsonSchema[]): Record<string, JsonSchema> {
  return {
    ...(op.body || params.length > 0 ? { '400': refusal('请求参数不正确', [ErrorCode.ValidationFailed]) } : {}),
    ...(op.binary ? { '404': refusal('文件不存在', [ErrorCode.NotFound]) } : {}),
    ...(op.sessionless
      ? {}
      : {
          '401': refusal('没有有效会话', [ErrorCode.SessionInvalid]),
          '403': refusal('角色或可访问路径不允许', [ErrorCode.RoleRefused, ErrorCode.NoModulePermission]),
        }),
  };
}

function operationObject(op: Operation): JsonSchema {
  const data = op.paged ? PAGED(op.data) : op.data;
  const ok = op.binary
    ? { description: '文件内容', content: Object.fromEntries(op.binary.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) }
    : { description: '`{code, data, msg}`：code 0 为成功（登录为 200）', content: { 'application/json': { schema: ENVELOPE(data) } } };
  const params = parameters(op);
  return {
    operationId: operationIdOf(op.method, op.path),
    'x-cms-call': `${op.method} ${op.path}`,
    tags: [op.family],
    summary: op.summary,
    description: describe(op),
    ...(op.sessionless ? { security: [] } : {}),
    parameters: params,
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: op.body } } } } : {}),
    responses: {
      '200': ok,
      ...refusals(op, params),
      default: { description: '失败：code 为下列错误码之一，msg 为中文说明', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
    },
    'x-cms-family': op.family,
    'x-cms-session': !op.sessionless,
    'x-cms-roles': op.roles,
    'x-cms-owners': op.owners,
    // Which module of the base a call's scope picks, and its menu path; the modules' own facts once, at the root.
    ...(op.scopes ? { 'x-cms-scopes': op.scopes.map(({ scope, module, owner }) => ({ scope, module, owner })) } : {}),
    ...(op.library ? { 'x-cms-library': op.library } : {}),
    ...(op.action ? { 'x-cms-action': op.action } : {}),
    'x-cms-paged': op.paged,
    ...(op.endsSession ? { 'x-cms-ends-session': true } : {}),
    'x-cms-codes': op.codes,
  };
}

export function buildDocument({ operations, components, screens }: ContractOperations): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const ids = new Map<string, string>();
  for (const op of operations) {
    const key = openApiPath(op.path);
    const item = (paths[key] ??= {});
    const method = op.method.toLowerCase();
    if (item[method]) throw new Error(`两个操作同为 ${op.method} ${key}`);
    item[method] = operationObject(op);
    const id = operationIdOf(op.method, op.path);
    if (ids.has(id)) throw new Error(`两个操作的 operationId 同为 ${id}（${ids.get(id) ?? ''} 与 ${op.method} ${op.path}）`);
    ids.set(id, `${op.method} ${op.path}`);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'CMS 管理后台 /v2/cms 接口约定',
      version: CONTRACT_VERSION,
      license: CONTRACT_LICENSE,
      description:
        '由 shared-ui/src/contract 与各 remote 的模块定义生成（pnpm contract），勿手改。每个操作写明角色规则（x-cms-roles）、所属菜单路径（x-cms-owners，权限闸门）与错误码（x-cms-codes）。用 pnpm conformance 检查一个后端是否遵守本约定。',
    },
    servers: [{ url: DEFAULT_API_PREFIX.replace(/\/$/, ''), description: '接口前缀（CMS_API_PREFIX 可改）' }],
    tags: [...new Set(operations.map((op) => op.family))].map((name) => ({ name, description: tagDescription(name, operations) })),
    paths,
    components: {
      schemas: { Envelope: ENVELOPE(undefined), ...components },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sessionID', description: '登录答复的 authorization 头；另需 UID、groupID 两个 cookie' },
      },
    },
    security: [{ session: [] }],
    // Each module's save verb, schedule fields, live limit and example values (its seeds), for the kit's --write.
    'x-cms-modules': Object.fromEntries(
      operations.flatMap((op) => op.scopes ?? []).map(({ scope: _scope, module, owner: _owner, ...facts }) => [module, facts]),
    ),
    // The catalogue once (errors.ts): the code → the Chinese message a person sees.
    'x-cms-screens': screens,
    'x-cms-catalogue': Object.fromEntries([0, ...new Set(operations.flatMap((op) => op.codes))].sort((a, b) => a - b).map((code) => [code, errorMessage(code)])),
  };
}
