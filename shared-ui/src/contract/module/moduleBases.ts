/**
 * Several modules may share one API base (wm and br splash screens both live at `operation/common/splash/`, told
 * apart by `scope` `{type: 'super_app'}` / `{type: 'broker'}`). Routes are registered once per base; each request
 * picks its module by the scope parameters it carries (the query of a GET, the body of a POST or PUT). mock-server's
 * routes and its permission gate both pick with these functions, so the gate judges the module the handler will run.
 */
import type { ModuleDefinition } from './defineModule';
import type { LiveListDef, WorkflowDialect, WorkflowEndpoint } from './workflow';

export const SCOPE_MISMATCH = '缺少或错误的模块参数';

export interface ApiBaseGroup {
  apiBase: string;
  modules: readonly ModuleDefinition[];
  /** The endpoints its modules name their own way (the same for every module of the base). */
  dialect?: WorkflowDialect;
  /** The live-list calls its modules share (`liveList`). */
  liveList?: LiveListDef;
  /** Its modules copy past entries into drafts (`cloneable`). */
  cloneable?: boolean;
  /** Its modules supersede older entries of a subject (`supersedes`): the publish dialog asks what would go. */
  supersedes?: boolean;
  /** What a call without a scope parameter means (`scopeDefaults`, the same for every module of the base). */
  scopeDefaults?: Readonly<Record<string, string | number>>;
  /** The item-by-item calls of its edit list (`editList`: `add`, `list`). */
  editList?: { add: WorkflowEndpoint; list: WorkflowEndpoint };
}

const scopeKey = (def: ModuleDefinition) => JSON.stringify(Object.entries(def.scope ?? {}).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The modules grouped by API base. A shared base whose modules cannot be told apart (a module without scope, or two
 * with the same scope) would hand one module's records to the other: refused at start-up, naming the modules.
 */
export function groupByApiBase(modules: readonly ModuleDefinition[]): ApiBaseGroup[] {
  const groups = new Map<string, ModuleDefinition[]>();
  for (const def of modules) groups.set(def.apiBase, [...(groups.get(def.apiBase) ?? []), def]);
  for (const [apiBase, members] of groups) {
    if (members.length < 2) continue;
    // Routes are registered once per base, so its modules must name their endpoints alike.
    const calls = (m: ModuleDefinition) =>
      JSON.stringify([
        m.dialect ?? {},
        m.liveList ?? {},
        m.cloneable === true,
        m.supersedes !== undefined,
        m.scopeDefaults ?? {},
        m.editList ? [m.editList.add, m.editList.list] : null,
      ]);
    const strayDialect = members.find((m) => calls(m) !== calls(members[0] ?? m));
    if (strayDialect) throw new Error(`模块 ${strayDialect.key} 与共用接口 ${apiBase} 的其他模块接口命名不同`);
    const unscoped = members.find((m) => Object.keys(m.scope ?? {}).length === 0);
    if (unscoped) throw new Error(`模块 ${unscoped.key} 与其他模块共用接口 ${apiBase}，必须声明 scope 以区分`);
    const texts = members.map(scopeKey);
    const twin = texts.findIndex((t, i) => texts.indexOf(t) !== i);
    if (twin >= 0) throw new Error(`模块 ${members.map((m) => m.key).join('、')} 共用接口 ${apiBase}，但 scope ${texts[twin] ?? ''} 相同`);
  }
  return [...groups].map(([apiBase, members]) => {
    const first = members[0];
    return {
      apiBase,
      modules: members,
      ...(first?.dialect ? { dialect: first.dialect } : {}),
      ...(first?.liveList ? { liveList: first.liveList } : {}),
      ...(first?.cloneable ? { cloneable: true } : {}),
      ...(first?.supersedes ? { supersedes: true } : {}),
      ...(first?.scopeDefaults ? { scopeDefaults: first.scopeDefaults } : {}),
      ...(first?.editList ? { editList: { add: first.editList.add, list: first.editList.list } } : {}),
    };
  });
}

/** A scope parameter as sent: text or a number (a query's `1` is a body's 1); anything else is not a scope value. */
function scopeText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * Scope parameters of the wrong type (an object, an array, a boolean …), as field errors: they are refused before any
 * comparison runs, so a value such as `{"toString": 1}` can never reach `String()`.
 */
export function scopeShapeErrors(group: ApiBaseGroup, params: unknown): { field: string; message: string }[] {
  if (typeof params !== 'object' || params === null) return [];
  const sent = params as Record<string, unknown>;
  const names = new Set(group.modules.flatMap((def) => Object.keys(def.scope ?? {})));
  return [...names]
    .filter((name) => sent[name] !== undefined && scopeText(sent[name]) === undefined)
    .map((name) => ({ field: name, message: `模块参数 ${name} 应为文字或数字` }));
}

/** The scope parameters as the base reads them: one left out or sent empty takes the base's default (`scopeDefaults`). */
function withScopeDefaults(group: ApiBaseGroup, params: unknown): Record<string, unknown> | undefined {
  const given = typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : undefined;
  if (!group.scopeDefaults) return given;
  const filled: Record<string, unknown> = { ...given };
  for (const [name, value] of Object.entries(group.scopeDefaults)) {
    if (filled[name] === undefined || filled[name] === '') filled[name] = value;
  }
  return filled;
}

/**
 * The module a request means: the only one at its base, or the one whose every scope parameter the request carries
 * with the same value (compared as text), a parameter left out taking the base's default. When scopes nest, the most
 * specific match wins.
 */
export function pickModule(group: ApiBaseGroup, params: unknown): ModuleDefinition | undefined {
  if (group.modules.length === 1) return group.modules[0];
  const sent = withScopeDefaults(group, params);
  if (sent === undefined) return undefined;
  const matches = group.modules
    .filter((def) => Object.entries(def.scope ?? {}).every(([name, value]) => scopeText(sent[name]) === String(value)))
    .sort((a, b) => Object.keys(b.scope ?? {}).length - Object.keys(a.scope ?? {}).length);
  const [best, next] = matches;
  if (!best) return undefined;
  if (next && Object.keys(next.scope ?? {}).length === Object.keys(best.scope ?? {}).length) return undefined;
  return best;
}

/** The group whose base the call path lies under (the longest base wins when bases nest). */
export function groupOfCall(groups: readonly ApiBaseGroup[], callPath: string): ApiBaseGroup | undefined {
  const path = callPath.replace(/^\/+/, '');
  return groups
    .filter((group) => path.startsWith(group.apiBase))
    .sort((a, b) => b.apiBase.length - a.apiBase.length)[0];
}
