/**
 * The common publish pattern (spec §7) at every module base `/v2/cms/<apiBase>`, registered once per base. The module
 * of a call is picked by its scope parameters (contract moduleBases.ts; the permission gate has already checked the
 * same pick against the account's paths); none matches → HTTP 400 `{code: 1106, msg: 缺少或错误的模块参数}`.
 *
 * | call                      | success `data` (msg: the contract's successMessage)  | refusals (HTTP 200 unless noted)          |
 * |---------------------------|------------------------------------------------------|-------------------------------------------|
 * | GET content               | DraftRow (or null)                                   |                                           |
 * | POST/PUT save             | DraftRow                                             | 1106 / 1001 / 1023 + ValidationErrorData  |
 * | POST prepublish           | WorkflowRow (prepublished)                           | same, 1017, 1019, 1013, 1106 (limit)      |
 * | PUT prepublish/:id        | WorkflowRow                                          | same but 1017, 1015 not pre-published     |
 * | POST prepublish/delete    | {ids}                                                | 1015 (all or none)                        |
 * | GET detail/:id            | WorkflowRow                                          | 1107 记录不存在                            |
 * | POST publish              | WorkflowRow (published or scheduled)                 | 1106 times, 1015, 1019, 1013, 1106 maxLive |
 * | PUT publish/cancel        | WorkflowRow (prepublished)                           | 1015 该内容已被处理，列表已刷新              |
 * | PUT publish/out           | {ids}                                                | 1015 (all or none)                        |
 * | GET prepublish/list, publish/list, publish/history | Paged<WorkflowRow>          | HTTP 400 1106 bad paging / orderBy        |
 *
 * A missing or malformed id, or a body that is not a JSON object: HTTP 400, 1106.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  CLONE_ENDPOINT,
  ErrorCode,
  SCOPE_MISMATCH,
  dialectEndpoint,
  pickModule,
  successMessage,
  workflowPath,
  type ApiBaseGroup,
  type ModuleDefinition,
  type WorkflowAction,
  type WorkflowEndpoint,
} from 'shared-ui/contract';
import type { AppContext, RoutePluginOptions } from '../appContext';
import { requireSession } from '../auth/sessionGuard';
import { respond } from '../http/respond';
import { answerRefusal, badRequest } from '../workflow/refusal';
import { readId, type Body } from '../workflow/workflowService';
import { EditListService } from '../workflow/editList';
import { registerGeneralModules } from './generalModules';

type Run = (def: ModuleDefinition, request: FastifyRequest) => unknown;

function body(request: FastifyRequest): Body {
  const value: unknown = request.body;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('请求内容必须是 JSON 对象');
  return value as Body;
}

const operator = (request: FastifyRequest) => requireSession(request).account;
/** The entry's id: the path's `:id`, or where an endpoint without one carries it (`PUT modify`: the body's `id`). */
function entryId(request: FastifyRequest): number {
  const fromPath = (request.params as Record<string, unknown> | undefined)?.id;
  if (fromPath !== undefined) return readId(fromPath);
  return readId(request.method === 'GET' ? (request.query as Record<string, unknown> | undefined)?.id : body(request).id);
}

function handlers(ctx: AppContext): Record<WorkflowAction, Run> {
  const wf = ctx.workflow;
  return {
    content: (def) => wf.content(def),
    save: (def, request) => {
      if (request.method !== def.saveMethod) throw badRequest(`${def.title}的保存请使用 ${def.saveMethod}`);
      return wf.save(def, operator(request), body(request));
    },
    prepublish: (def, request) => wf.prepublish(def, operator(request), body(request)),
    reprepublish: (def, request) => wf.reprepublish(def, operator(request), entryId(request), body(request)),
    prepublishList: (def, request) => wf.list(def, 'prepublishList', request.query),
    prepublishDelete: (def, request) => wf.deletePrepublished(def, body(request)),
    detail: (def, request) => wf.detail(def, entryId(request)),
    publish: (def, request) => wf.publish(def, operator(request), body(request)),
    cancel: (def, request) => wf.cancel(def, body(request)),
    publishedList: (def, request) => wf.list(def, 'publishedList', request.query),
    out: (def, request) => wf.takeOff(def, operator(request), body(request)),
    history: (def, request) => wf.list(def, 'history', request.query),
  };
}

function registerBase(app: FastifyInstance, group: ApiBaseGroup, run: Record<WorkflowAction, Run>): void {
  for (const action of Object.keys(run) as WorkflowAction[]) {
    const endpoint = dialectEndpoint(group.dialect, action);
    // Modules sharing a base may save with different verbs; each verb is registered once.
    const methods = action === 'save' ? [...new Set(group.modules.map((m) => m.saveMethod))] : [endpoint.method];
    app.route({
      method: methods,
      url: `/${workflowPath(group.apiBase, action, undefined, group.dialect)}`,
      handler: async (request, reply) => {
        try {
          // Scope parameters ride in the query of a GET and in the body of a POST or PUT.
          const def = pickModule(group, endpoint.method === 'GET' ? request.query : body(request));
          if (!def) throw badRequest(SCOPE_MISMATCH);
          const data = run[action](def, request);
          return respond(reply, data, ErrorCode.Success, successMessage(action, def.wording));
        } catch (error) {
          return answerRefusal(reply, error);
        }
      },
    });
  }
}

/**
 * The calls a base has besides the common pattern:
 * - ordered live list (`liveList`, spec §7 home/common): `order` `{ids}` → `{ids}` (1015 when the live list changed
 *   meanwhile), `edit` `{id, …fields}` → WorkflowRow (1015 when the entry is no longer live);
 * - `cloneable` (spec §7 advertising): `POST publish/clone` `{id, overwrite?}` → DraftRow (1041 over a draft, 1015 for
 *   a pre-published or missing entry);
 * - `editList` (spec §7 hot/insider): `POST add` → DraftRow, `GET list` → Paged<EditListEntry> (workflow/editList.ts).
 */
function registerExtraCalls(app: FastifyInstance, group: ApiBaseGroup, ctx: AppContext, editLists: EditListService): void {
  const wf = ctx.workflow;
  const calls: [WorkflowEndpoint | undefined, (def: ModuleDefinition, request: FastifyRequest) => unknown, string][] = [
    [group.editList?.add, (def, request) => editLists.add(def, operator(request), body(request)), '添加成功'],
    [group.editList?.list, (def, request) => editLists.list(def, request.query), successMessage('detail')],
    [group.liveList?.order, (def, request) => wf.orderLive(def, body(request)), successMessage('liveOrder')],
    [group.liveList?.edit?.endpoint, (def, request) => wf.editLive(def, operator(request), body(request)), successMessage('liveEdit')],
    [group.cloneable ? CLONE_ENDPOINT : undefined, (def, request) => wf.clone(def, operator(request), body(request)), successMessage('clone')],
  ];
  for (const [endpoint, run, message] of calls) {
    if (!endpoint) continue;
    app.route({
      method: endpoint.method,
      url: `/${group.apiBase}${endpoint.path}`,
      handler: async (request, reply) => {
        try {
          const def = pickModule(group, endpoint.method === 'GET' ? request.query : body(request));
          if (!def) throw badRequest(SCOPE_MISMATCH);
          return respond(reply, run(def, request), ErrorCode.Success, message);
        } catch (error) {
          return answerRefusal(reply, error);
        }
      },
    });
  }
}

export const workflowRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  // Due changes first, so every answer sees the schedule as it stands at this moment.
  app.addHook('preHandler', async () => {
    ctx.applyDue();
  });
  const run = handlers(ctx);
  const editLists = new EditListService(ctx.workflowStore, ctx.now, ctx.libraries, ctx.refs, ctx.workflow);
  for (const group of ctx.callMap.groups) {
    registerBase(app, group, run);
    registerExtraCalls(app, group, ctx, editLists);
  }
  registerGeneralModules(app, ctx.modules);
};
