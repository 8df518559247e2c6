/**
 * Permission management (spec §6): a super admin lists, creates and re-grants admin accounts and asks what a
 * stored list opens. Every create and update writes its permission audit record (the account's 详情) in the same
 * transaction as the change. Refusals are thrown as WorkflowRefusal (the mock's one business-refusal type) and
 * answered by the route.
 */
import {
  ADMIN_ORDER_COLUMNS,
  ErrorCode,
  PERMISSION_ADMIN_MESSAGES,
  mayOpenPath,
  type AdminAccountDetail,
  type AdminAccountRow,
  type Paged,
  type PathCheckResult,
  type ValidationErrorData,
  nextVersion,
} from 'shared-ui/contract';
import type { AppContext } from '../appContext';
import { NO_PASSWORD_HASH, hashPassword } from '../auth/passwordHash';
import { passwordStore, type PasswordStore } from '../auth/passwordStore';
import type { SessionContext } from '../auth/sessionContext';
import type { AccountRecord } from '../db/accountRepository';
import { badRequest, fieldRefusal, WorkflowRefusal } from '../workflow/refusal';
import { readPaging } from '../workflow/listQuery';
import { readCheck, readCreate, readUpdate, readUpdateCredentials } from './adminInput';
import { signinMethodOf, snapshotOf, toAdminRow, toAuditRecord } from './adminRows';
import { grantablePaths } from './grantablePaths';
import { orderFromQuery } from '../db/listOrder';

/** The accounts table's column of each sortable field of the list's rows. */
const ADMIN_ORDER_SQL = { id: 'id', account: 'account', role: 'role', createdAt: 'created_at', updatedAt: 'updated_at' } as const;

const MAX_SEARCH = 64;

export interface UpdateOutcome {
  row: AdminAccountRow;
  /** The role or super-admin flag changed, so every session of the account was ended. */
  sessionsEnded: boolean;
}

function readSearch(query: unknown): string {
  const raw = typeof query === 'object' && query !== null ? (query as Record<string, unknown>).search : undefined;
  if (raw === undefined) return '';
  if (typeof raw !== 'string' || raw.length > MAX_SEARCH) throw badRequest(`搜索词（search）不能超过 ${String(MAX_SEARCH)} 个字符`);
  return raw.trim();
}

export class PermissionAdminService {
  private readonly known: ReadonlySet<string>;
  private readonly passwords: PasswordStore;

  constructor(private readonly ctx: AppContext) {
    this.known = grantablePaths(ctx.modules);
    this.passwords = passwordStore(ctx.db);
  }

  list(query: unknown): Paged<AdminAccountRow> {
    const search = readSearch(query);
    const { currPage, pageSize } = readPaging(query);
    const order = orderFromQuery(query, ADMIN_ORDER_COLUMNS, ADMIN_ORDER_SQL, 'id ASC', 'id ASC');
    const list = this.ctx.adminAccounts.page(search, pageSize, (currPage - 1) * pageSize, order).map(toAdminRow);
    return { list, total: this.ctx.adminAccounts.count(search), currPage, pageSize };
  }

  detail(id: number): AdminAccountDetail {
    const account = this.ctx.accounts.findById(id);
    if (!account) throw new WorkflowRefusal(ErrorCode.NotFound);
    return { ...toAdminRow(account), audit: this.ctx.permissionAudit.listFor(id).map(toAuditRecord) };
  }

  create(actor: SessionContext, body: unknown): AdminAccountRow {
    const input = readCreate(body, this.known);
    const duplicates: ValidationErrorData['errors'] = [];
    if (this.ctx.accounts.findByAccount(input.account)) duplicates.push({ field: 'account', message: PERMISSION_ADMIN_MESSAGES.accountExists });
    duplicates.push(...this.phoneTaken(input.phone, null));
    if (duplicates.length > 0) throw fieldRefusal(ErrorCode.Duplicate, duplicates);
    // Hash outside the transaction: scrypt is slow and needs no lock. An SMS-only account has no password at all.
    const passwordHash = input.password === null ? NO_PASSWORD_HASH : hashPassword(input.password);
    const now = this.ctx.now();
    const id = this.ctx.db.transaction(() => {
      const newId = this.ctx.accounts.insert({ ...input, passwordHash }, now);
      // The admin chose the password: the person replaces it at first sign-in (issue 14).
      if (input.password !== null) this.passwords.requireChange(newId, now);
      const after = snapshotOf(this.record(newId));
      this.ctx.permissionAudit.append({ accountId: newId, actor: actor.account, at: now, action: 'create', before: null, after });
      return newId;
    })();
    return this.row(id);
  }

  /** The refusal of a phone another account holds (one account per phone: SMS sign-in finds the account by it). */
  private phoneTaken(phone: string | null | undefined, selfId: number | null): ValidationErrorData['errors'] {
    const holder = phone ? this.ctx.accounts.findByPhone(phone) : undefined;
    return holder && holder.id !== selfId ? [{ field: 'phone', message: PERMISSION_ADMIN_MESSAGES.phoneTaken(holder.account) }] : [];
  }

  update(actor: SessionContext, body: unknown): UpdateOutcome {
    const input = readUpdate(body, this.known);
    const target = this.ctx.accounts.findById(input.id);
    if (!target) throw new WorkflowRefusal(ErrorCode.NotFound);
    const problems: ValidationErrorData['errors'] = [];
    if (target.isSuperAdmin && !input.isSuperAdmin) {
      // The last one first: with a single super admin left, that is the reason, whoever asks.
      if (this.ctx.adminAccounts.countSuperAdmins() <= 1) {
        problems.push({ field: 'isSuperAdmin', message: PERMISSION_ADMIN_MESSAGES.lastSuperAdmin });
      }
      if (target.id === actor.accountId) {
        problems.push({ field: 'isSuperAdmin', message: PERMISSION_ADMIN_MESSAGES.cannotDropOwnSuperAdmin });
      }
    }
    if (problems.length > 0) throw fieldRefusal(ErrorCode.ValidationFailed, problems);
    const credentials = readUpdateCredentials(input, { signinMethod: signinMethodOf(target), phone: target.phone });
    const taken = this.phoneTaken(credentials.phone, target.id);
    if (taken.length > 0) throw fieldRefusal(ErrorCode.Duplicate, taken);
    const passwordHash = credentials.password === undefined ? undefined : hashPassword(credentials.password);
    const sessionsEnded = target.role !== input.role || target.isSuperAdmin !== input.isSuperAdmin;
    const now = this.ctx.now();
    this.ctx.db.transaction(() => {
      this.ctx.adminAccounts.grant(target.id, { ...input, phone: credentials.phone, ...(passwordHash ? { passwordHash } : {}) }, nextVersion(target.updatedAt, now));
      this.ctx.permissionAudit.append({
        accountId: target.id,
        actor: actor.account,
        at: now,
        action: 'update',
        before: snapshotOf(target),
        after: snapshotOf(this.record(target.id)),
      });
      // Sessions carry the role granted at sign-in: ending them is what stops the old role being used again.
      if (sessionsEnded) this.ctx.sessions.endAllFor(target.id, now);
      // A new password shuts out whoever signed in with the old one; the session that set it (one's own) stays.
      else if (passwordHash) this.ctx.sessions.endAllFor(target.id, now, actor.sessionId);
      // A reset of someone else's password is an initial password again; one's own is simply changed.
      if (passwordHash && target.id !== actor.accountId) this.passwords.requireChange(target.id, now);
    })();
    return { row: this.row(target.id), sessionsEnded };
  }

  check(body: unknown): PathCheckResult {
    const input = readCheck(body);
    const account = this.ctx.accounts.findByAccount(input.account);
    if (!account) throw new WorkflowRefusal(ErrorCode.NotFound);
    return { account: account.account, results: input.paths.map((path) => ({ path, allowed: mayOpenPath(account, path) })) };
  }

  private row(id: number): AdminAccountRow {
    return toAdminRow(this.record(id));
  }

  private record(id: number): AccountRecord {
    const account = this.ctx.accounts.findById(id);
    if (!account) throw new Error(`account ${String(id)} vanished inside its own write`);
    return account;
  }
}
