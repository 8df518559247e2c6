/**
 * The console service's calls (contract consoleService.ts), registered by the shell's server under CONSOLE_API_PREFIX.
 * Every call passes the same gate as a `/v2/cms` call, on the identity the backend confirms for the session
 * (identity.ts): no live session → HTTP 401; the role rule of spec §6 → 403; then the call's owner — each route
 * declares the menu path that owns it — must be open to the account's permitted paths (the menu's rule,
 * contract mayOpenPath) → 403 with 1029. Answers are the envelope, as the backend's are.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  CONSOLE_API,
  CONSOLE_MODULE_PARAM,
  ErrorCode,
  LIVE_SUBJECT_PARAM,
  isCallAllowed,
  mayOpenPath,
  pickLiveCounterparts,
  readLiveSubject,
  type ModuleDefinition,
} from 'shared-ui/contract';
import { registerAuditRoutes } from './audit/auditRoutes';
import type { AuditStore } from './audit/auditStore';
import { fail, okFromBackend, unreachable } from './consoleAnswers';
import type { AnswerSchemas } from './contractCheck/answerSchemas';
import { registerContractCheckRoutes } from './contractCheck/contractCheckRoutes';
import { BackendUnavailable, type BackendClient } from './backendClient';
import type { EntryIndex } from './entryIndex/entryIndex';
import { registerIndexRoutes } from './entryIndex/indexRoutes';
import type { BackendIdentity, ConsoleIdentity } from './identity';
import type { LibraryItems } from './libraryItems/libraryItems';
import { registerLibraryItemsRoutes } from './libraryItems/libraryItemsRoutes';
import { registerReleaseRoutes } from './releases/releaseRoutes';
import type { ReleaseService } from './releases/releaseService';
import { readWholeList } from './workflowReads';

export interface ConsoleServiceOptions {
  backend: BackendClient;
  identity: BackendIdentity;
  /** Every module the console shows (the remotes' module lists). */
  modules: readonly ModuleDefinition[];
  /** The audit trail (the write guard records into it; its calls answer from it). */
  audit: AuditStore;
  /** The entry index: its calls answer from it; every confirmed session may lend itself to its schedule. */
  index: EntryIndex;
  /** The pickers' libraries, read through the spec's calls. */
  libraries: LibraryItems;
  /** The contract's answers by call, for the check of a backend's answers (CMS_CONTRACT_CHECK); null while it is off. */
  answerSchemas: AnswerSchemas | null;
  /** 发布批次: prepared here, their entries published through the spec's calls. */
  releases: ReleaseService;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking, as the backend confirmed it (set by the console service's gate). */
    consoleIdentity: ConsoleIdentity | null;
  }
}

/** The module a call names (`?module=<key>`), or the 1106 refusal naming the parameter. */
function namedModule(request: FastifyRequest, byKey: ReadonlyMap<string, ModuleDefinition>): ModuleDefinition | string {
  const key = (request.query as Record<string, unknown>)[CONSOLE_MODULE_PARAM];
  if (typeof key !== 'string' || key === '') return `缺少参数 ${CONSOLE_MODULE_PARAM}（模块）`;
  return byKey.get(key) ?? `没有这个模块：${key}`;
}

export const consoleService: FastifyPluginAsync<ConsoleServiceOptions> = async (app, { backend, identity, modules, audit, index, libraries, answerSchemas, releases }) => {
  const byKey = new Map(modules.map((def) => [def.key, def]));
  app.decorateRequest('consoleIdentity', null);

  app.addHook('onRequest', async (request, reply) => {
    let who: ConsoleIdentity | null;
    try {
      who = await identity.confirm(request.headers.cookie);
    } catch (error) {
      if (error instanceof BackendUnavailable) return unreachable(reply, error);
      throw error;
    }
    if (!who) return fail(reply, 401, ErrorCode.SessionInvalid);
    const path = request.routeOptions.url ?? request.url;
    if (!isCallAllowed(who.role, request.method, path)) return fail(reply, 403, ErrorCode.RoleRefused);
    request.consoleIdentity = who;
    index.sync.saw(request.headers.cookie ?? '', who);
  });

  registerAuditRoutes(app, { audit, modules });
  registerIndexRoutes(app, index);
  registerLibraryItemsRoutes(app, libraries);
  registerContractCheckRoutes(app, answerSchemas);
  registerReleaseRoutes(app, releases);

  /** Owner: the named module's path. */
  app.get(`/${CONSOLE_API.liveCounterparts}`, async (request, reply) => {
    const def = namedModule(request, byKey);
    if (typeof def === 'string') return fail(reply, 400, ErrorCode.ValidationFailed, def);
    if (!mayOpenPath(request.consoleIdentity!, def.path)) return fail(reply, 403, ErrorCode.NoModulePermission);
    const subject = def.supersedes ? readLiveSubject(request.query) : null;
    if (def.supersedes && subject === null) {
      const labels = def.supersedes.fields.map((name) => def.fields.find((f) => f.name === name)?.label ?? name);
      return fail(reply, 400, ErrorCode.ValidationFailed, `比较线上内容需要指明${labels.join('、')}（参数 ${LIVE_SUBJECT_PARAM}）`);
    }
    return okFromBackend(reply, async () => pickLiveCounterparts(def, await readWholeList(backend, request.headers.cookie ?? '', def, 'publishedList'), subject));
  });
};
