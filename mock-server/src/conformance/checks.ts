/**
 * The read-only checks of one operation: its answer (envelope, paging, field names and types against the document),
 * a deliberately bad request (a catalogue code, nothing written), the role rule with a second account, and the
 * permission gate with an account lacking the module. None of them changes data: calls that write are sent only with
 * a body no backend may accept (`[]`), and the gate is tried with reads.
 */
import { ErrorCode, SIGNIN_SUCCESS_CODE, SUCCESS_CODE, mayOpenPath, type PathHolder } from 'shared-ui/contract';
import type { AnswerValidator, DocOperation } from './document';
import type { CmsSession } from './http';
import type { AnswerDifference } from './document';
import { declared, differencesText, finding, withDifferences, type Finding } from './verdicts';

/** A body no call accepts: not an object. */
export const BAD_BODY: unknown[] = [];
export const PAGE_SIZE = 5;

/** Rows seen in the lists of each call family, for the reads that name one (a path `:id`, a `linkId`). */
export type RowPool = Map<string, Record<string, unknown>[]>;

export interface Accounts {
  main: CmsSession;
  /** Signed in with a role the role rule refuses some calls to (the seeded reader against mock-server). */
  second?: CmsSession;
  /** Signed in without some modules; its permitted paths as the gate reads them. */
  limited?: { session: CmsSession; holder: PathHolder };
}

function pathWith(op: DocOperation, id: string | number): string {
  return op.path.replace(/:\w+/g, String(id));
}

function readQuery(op: DocOperation): Record<string, string | number> {
  return { ...op.requiredQuery, ...(op.paged ? { currPage: 1, pageSize: PAGE_SIZE } : {}) };
}

function pagingProblem(data: unknown): string | null {
  const page = data as { list?: unknown[]; total?: number; currPage?: number; pageSize?: number } | null;
  if (!page || !Array.isArray(page.list)) return 'data.list 不是数组';
  if (page.currPage !== 1) return `currPage 应为请求的 1，实为 ${String(page.currPage)}`;
  if (page.pageSize !== PAGE_SIZE) return `pageSize 应为请求的 ${PAGE_SIZE}，实为 ${String(page.pageSize)}`;
  if (page.list.length > PAGE_SIZE) return `list 有 ${page.list.length} 条，多于 pageSize ${PAGE_SIZE}`;
  if (typeof page.total !== 'number' || page.total < page.list.length) return `total ${String(page.total)} 少于本页条数`;
  return null;
}

/** A value of `field` from a row the family's lists showed, as text. */
function fromRows(rows: readonly Record<string, unknown>[] | undefined, field: string): string | undefined {
  const value = rows?.find((row) => typeof row[field] === 'string' || typeof row[field] === 'number')?.[field];
  return value === undefined ? undefined : String(value);
}

/** The answer of a read made by a full-access account: code 0 (or a declared code for an id it had to guess). */
export async function checkRead(op: DocOperation, accounts: Accounts, validator: AnswerValidator, rows: RowPool): Promise<Finding> {
  const seen = rows.get(op.family);
  const pathId = !op.path.includes(':') ? '' : op.idFromList ? fromRows(seen, 'id') : undefined;
  const named = Object.fromEntries(Object.entries(op.fromList).map(([param, field]) => [param, fromRows(seen, field)]));
  const guessed = pathId === undefined || Object.values(named).some((v) => v === undefined);
  const query = { ...readQuery(op), ...Object.fromEntries(Object.entries(named).map(([k, v]) => [k, v ?? '0'])) };
  const answer = await accounts.main.call('GET', pathWith(op, pathId || 0), { query });
  if (op.binary) {
    // A file: its bytes, or (for a name no upload has) an envelope with a declared code.
    if (answer.status === 200 && answer.json === undefined) return { check: '答复', verdict: 'conforms' };
    return finding('答复', answer, `文件内容，或 ${declared(op)}`, (env) => (op.codes.includes(env.code) ? null : `code ${env.code} 不在约定中`));
  }
  // A read that needs nothing but a session must succeed for a full-access account; a path id it guessed, or a
  // sessionless call's signed link, may be refused with a code of the catalogue the document names for it.
  const mustSucceed = !guessed && op.session;
  const expected = mustSucceed ? 'code 0，data 符合文档' : declared(op);
  let differences: AnswerDifference[] = [];
  const result = finding('答复', answer, expected, (env) => {
    if (env.code === SUCCESS_CODE || env.code === SIGNIN_SUCCESS_CODE) {
      differences = validator.differences(op, env);
      return differencesText(differences) ?? (op.paged ? pagingProblem(env.data) : null);
    }
    if (mustSucceed) return `code ${env.code}（${env.msg}）`;
    return op.codes.includes(env.code) ? null : `code ${env.code} 不在约定中`;
  });
  if (op.paged && result.verdict === 'conforms') {
    const list = (answer.json as { data?: { list?: Record<string, unknown>[] } }).data?.list ?? [];
    if (list.length > 0) rows.set(op.family, [...(rows.get(op.family) ?? []), ...list]);
  }
  return withDifferences(result, differences);
}

/** A call that writes, sent with a body it must refuse: an HTTP error and a code of the catalogue, nothing stored. */
export async function checkBadRequest(op: DocOperation, accounts: Accounts): Promise<Finding> {
  const answer = await accounts.main.call(op.method, pathWith(op, 0), { body: BAD_BODY });
  // The code is the contract (the client reads it whatever the HTTP status): a refusal the catalogue names.
  return finding('错误请求', answer, `${op.codes.join('/')} 之一`, (env) => {
    if (env.code === SUCCESS_CODE || env.code === SIGNIN_SUCCESS_CODE) return '接受了非对象的请求体';
    return op.codes.includes(env.code) ? null : `code ${env.code} 不在约定中`;
  });
}

/** The role rule (spec §6): a role the document does not list for the call is refused with 403 before anything runs. */
export async function checkRole(op: DocOperation, second: CmsSession): Promise<Finding | null> {
  if (!op.session || op.roles.includes(second.role)) return null;
  const answer = await second.call(op.method, pathWith(op, 0), op.method === 'GET' ? { query: readQuery(op) } : { body: BAD_BODY });
  return finding(`角色规则（${second.role}）`, answer, `code ${ErrorCode.RoleRefused}`, (env) =>
    env.code === ErrorCode.RoleRefused ? null : `code ${env.code}（${env.msg}）`,
  );
}

/** The permission gate: a read whose owning menu path the limited account cannot open answers 1029. */
export async function checkGate(op: DocOperation, limited: NonNullable<Accounts['limited']>): Promise<Finding | null> {
  if (!op.session || op.method !== 'GET' || op.library || op.owners.length === 0 || !op.roles.includes(limited.session.role)) return null;
  const lacking = (op.scopes ?? []).find((s) => !mayOpenPath(limited.holder, s.owner));
  if (op.scopes ? !lacking : op.owners.some((owner) => mayOpenPath(limited.holder, owner))) return null;
  const scope = lacking ? Object.fromEntries(Object.entries(lacking.scope).map(([k, v]) => [k, String(v)])) : {};
  const answer = await limited.session.call('GET', pathWith(op, 0), { query: { ...readQuery(op), ...scope } });
  return finding(`权限闸门（${limited.session.account}）`, answer, `code ${ErrorCode.NoModulePermission}`, (env) =>
    env.code === ErrorCode.NoModulePermission ? null : `code ${env.code}（${env.msg}）`,
  );
}

/** The limited account's permitted paths, as the gate reads them (`admin/check` about itself, `login/check`). */
export async function pathHolder(session: CmsSession): Promise<PathHolder> {
  const checked = await session.call('POST', 'account/permission/management/admin/check', { body: { account: session.account } });
  const status = await session.call('GET', 'login/check');
  const env = checked.json as { code?: number; data?: { permission?: string[] } } | undefined;
  const isSuperAdmin = (status.json as { data?: { isSuperAdmin?: boolean } } | undefined)?.data?.isSuperAdmin === true;
  return { isSuperAdmin, permission: env?.code === ErrorCode.PermissionRestricted ? (env.data?.permission ?? []) : null };
}
