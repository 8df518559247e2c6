/**
 * The OpenAPI 3.1 document of the console service (`shell/openapi/console-openapi.json`): the calls the shell's own server
 * answers beyond `/v2/cms`, which no backend is asked to speak. Written from CONSOLE_CALLS by `pnpm contract`; the
 * conformance kit never reads it (it checks a backend, and these are not the backend's).
 */
import { z } from 'zod';
import { CONSOLE_API_PREFIX, ErrorCode, errorMessage } from 'shared-ui/contract';
import { CONSOLE_CALLS, type ConsoleAnswer, type ConsoleCall, type ConsoleQueryParam } from './consoleCalls';

export const CONSOLE_DOCUMENT_VERSION = '1.1.0';

type JsonSchema = Record<string, unknown>;

/** A zod query schema as the document's parameters: one per property, required where the schema needs it. */
function parametersOf(query: ConsoleCall['query']): JsonSchema[] {
  if (query === undefined) return [];
  const params: readonly ConsoleQueryParam[] = Array.isArray(query)
    ? query
    : (() => {
        const schema = z.toJSONSchema(query as z.ZodType, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as { properties?: Record<string, JsonSchema>; required?: string[] };
        return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
          name,
          description: typeof property.description === 'string' ? property.description : '',
          required: schema.required?.includes(name) === true,
        }));
      })();
  return params.map((p) => ({ name: p.name, in: 'query', required: p.required === true, ...(p.description ? { description: p.description } : {}), schema: { type: 'string' } }));
}

const refusal = (description: string, codes: readonly number[]) => ({
  description: `${description}：${codes.map((code) => `${String(code)} ${errorMessage(code)}`).join('；')}`,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
});

/** Each answer's schema once under `components.schemas`, by name: a second call naming it gets the same `$ref`. */
type Components = Record<string, JsonSchema>;

function dataSchema({ name, schema, holds }: ConsoleAnswer, components: Components): JsonSchema {
  if (!components[name]) {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
    delete json.$schema;
    components[name] = json;
  }
  const one = { $ref: `#/components/schemas/${name}` };
  if (holds === 'many') return { type: 'array', items: one };
  if (holds !== 'paged') return one;
  return {
    type: 'object',
    required: ['list', 'total', 'currPage', 'pageSize'],
    properties: { list: { type: 'array', items: one }, total: { type: 'integer', minimum: 0 }, currPage: { type: 'integer', minimum: 1 }, pageSize: { type: 'integer', minimum: 1 } },
  };
}

const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['code', 'data', 'msg'],
  properties: { code: { type: 'integer' }, data, msg: { type: 'string' } },
});

/** The 200 answer: the file, or the envelope with the call's `data` (a call that declares neither is a mistake here). */
function okResponse(call: ConsoleCall, components: Components): JsonSchema {
  if (call.file) return { description: 'CSV 文件（UTF-8 带 BOM，中文表头）', content: { [call.file]: { schema: { type: 'string' } } } };
  if (!call.answer) throw new Error(`控制台调用 ${call.path} 没有声明答复`);
  return { description: `code 0：data 为 ${call.answer.name}`, content: { 'application/json': { schema: envelope(dataSchema(call.answer, components)) } } };
}

/** A write's body as JSON Schema (its input: what a caller sends, defaults optional). */
function bodySchema(body: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function operation(call: ConsoleCall, components: Components): JsonSchema {
  const owners = typeof call.owners === 'string' ? call.owners : [...call.owners];
  const ok = okResponse(call, components);
  return {
    operationId: `console:${call.path}`,
    summary: call.summary,
    parameters: parametersOf(call.query),
    ...(call.body ? { requestBody: { required: true, content: { 'application/json': { schema: bodySchema(call.body) } } } } : {}),
    'x-console-owners': owners,
    responses: {
      '200': ok,
      '400': refusal('查询参数不正确', [ErrorCode.ValidationFailed]),
      '401': refusal('没有有效会话（由后端确认）', [ErrorCode.SessionInvalid]),
      '403': refusal('角色或可访问路径不允许', [ErrorCode.RoleRefused, ErrorCode.NoModulePermission]),
      '502': refusal('后端无法访问', [ErrorCode.RequestFailed]),
    },
  };
}

export function buildConsoleDocument(calls: readonly ConsoleCall[] = CONSOLE_CALLS): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const components: Components = {};
  for (const call of calls) (paths[`/${call.path}`] ??= {})[call.method.toLowerCase()] = operation(call, components);
  return {
    openapi: '3.1.0',
    info: {
      title: '控制台服务（console service）',
      version: CONSOLE_DOCUMENT_VERSION,
      license: { name: '集团内部使用，不对外发布', identifier: 'LicenseRef-Proprietary' },
      description:
        '由 shell 的服务端提供、超出 /v2/cms 规范的调用：操作审计、条目索引（发布日历、首页、搜索、使用情况）、发布前对比。' +
        '它只通过 /v2/cms 的调用读取后端，后端无需实现这些调用。会话由后端确认；每个调用都按角色与可访问路径把关。',
    },
    servers: [{ url: CONSOLE_API_PREFIX.replace(/\/$/, ''), description: 'shell 服务端上的控制台服务' }],
    paths,
    components: {
      schemas: {
        // Refusals: `data` is null, or what the refusal's code says.
        Envelope: envelope({}),
        ...components,
      },
      // The backend's own session, passed on: the service asks the backend who it is (identity.ts).
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sessionID', description: '/v2/cms 登录得到的会话（另需 UID、groupID 两个 cookie），由后端确认' },
      },
    },
    security: [{ session: [] }],
  };
}
