/**
 * The bodies of admin/create, update and check, read by hand rather than with zod's first-issue parseBody: the form
 * shows every problem beside its own field, so every problem is collected (`ValidationErrorData`, code 1106).
 */
import {
  ADMIN_ACCOUNT_PATTERN,
  ADMIN_ACCOUNT_RULE,
  ErrorCode,
  FULL_ACCESS,
  PERMISSION_ADMIN_MESSAGES,
  ROLES,
  adminCredentialProblems,
  adminPhoneValue,
  isAdminSigninMethod,
  isRole,
  type AdminSigninMethod,
  normalisePath,
  type Role,
  type ValidationErrorData,
} from 'shared-ui/contract';
import { badRequest, fieldRefusal } from '../workflow/refusal';

type Problems = ValidationErrorData['errors'];
type Body = Record<string, unknown>;

export interface GrantInput {
  role: Role;
  isSuperAdmin: boolean;
  /** `null` = full access (`["0"]` as sent). */
  permission: string[] | null;
}

export interface CreateInput extends GrantInput {
  account: string;
  signinMethod: AdminSigninMethod;
  /** null for an SMS-only account. */
  password: string | null;
  phone: string | null;
}

export interface UpdateInput extends GrantInput {
  id: number;
  password: string | undefined;
  /** The raw phone field; undefined = unchanged. Checked against the account by `readUpdateCredentials`. */
  phone: string | undefined;
}

export interface CredentialsUpdate {
  password: string | undefined;
  /** undefined = unchanged; null = removed. */
  phone: string | null | undefined;
}

export interface CheckInput {
  account: string;
  paths: string[];
}

const MAX_CHECK_PATHS = 200;

function objectBody(value: unknown): Body {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('请求内容必须是 JSON 对象');
  return value as Body;
}

/** `["0"]` alone → full access; otherwise every entry must be a grantable path (normalised, duplicates dropped). */
function readPermission(value: unknown, known: ReadonlySet<string>, problems: Problems): string[] | null {
  if (!Array.isArray(value) || !value.every((p): p is string => typeof p === 'string')) {
    problems.push({ field: 'permission', message: '权限（permission）必须是路径列表' });
    return [];
  }
  if (value.includes(FULL_ACCESS)) {
    if (value.length === 1) return null;
    problems.push({ field: 'permission', message: '全部权限（"0"）不能与其他路径同时选择' });
    return [];
  }
  const out = new Set<string>();
  for (const raw of value) {
    const path = normalisePath(raw);
    if (known.has(path)) out.add(path);
    else problems.push({ field: 'permission', message: PERMISSION_ADMIN_MESSAGES.unknownPath(raw) });
  }
  return [...out];
}

function readGrant(body: Body, known: ReadonlySet<string>, problems: Problems): GrantInput {
  const role: Role = isRole(body.role) ? body.role : 'reader';
  if (!isRole(body.role)) problems.push({ field: 'role', message: `角色（role）必须是 ${ROLES.join('、')} 之一` });
  if (typeof body.isSuperAdmin !== 'boolean') {
    problems.push({ field: 'isSuperAdmin', message: '超级管理员（isSuperAdmin）必须是 true 或 false' });
  }
  return { role, isSuperAdmin: body.isSuperAdmin === true, permission: readPermission(body.permission, known, problems) };
}

/** A text field that may be absent: absent and null read as ''; anything else not a string is refused. */
function optionalText(body: Body, field: 'password' | 'phone', problems: Problems): string {
  const value = body[field];
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  problems.push({ field, message: `${field === 'password' ? '密码' : '手机号'}（${field}）必须是文本` });
  return '';
}

function settle<T>(problems: Problems, value: T): T {
  if (problems.length > 0) throw fieldRefusal(ErrorCode.ValidationFailed, problems);
  return value;
}

export function readCreate(raw: unknown, known: ReadonlySet<string>): CreateInput {
  const body = objectBody(raw);
  const problems: Problems = [];
  const account = typeof body.account === 'string' ? body.account : '';
  if (!ADMIN_ACCOUNT_PATTERN.test(account)) problems.push({ field: 'account', message: ADMIN_ACCOUNT_RULE });
  const signinMethod = body.signinMethod === undefined ? 'password' : body.signinMethod;
  if (!isAdminSigninMethod(signinMethod)) problems.push({ field: 'signinMethod', message: '登录方式（signinMethod）必须是 password 或 sms' });
  const method: AdminSigninMethod = isAdminSigninMethod(signinMethod) ? signinMethod : 'password';
  const password = optionalText(body, 'password', problems);
  const phone = optionalText(body, 'phone', problems);
  problems.push(...adminCredentialProblems({ signinMethod: method, password, phone }, 'create'));
  const grant = readGrant(body, known, problems);
  return settle(problems, { account, signinMethod: method, password: method === 'sms' ? null : password, phone: adminPhoneValue(phone), ...grant });
}

/** `password` absent, null or empty = unchanged (a form leaves the field blank when it does not change it). */
export function readUpdate(raw: unknown, known: ReadonlySet<string>): UpdateInput {
  const body = objectBody(raw);
  const problems: Problems = [];
  const id = typeof body.id === 'number' && Number.isSafeInteger(body.id) && body.id > 0 ? body.id : 0;
  if (id === 0) problems.push({ field: 'id', message: '账号编号（id）必须是正整数' });
  const password = optionalText(body, 'password', problems);
  const phone = body.phone === undefined ? undefined : optionalText(body, 'phone', problems);
  const grant = readGrant(body, known, problems);
  return settle(problems, { id, password: password === '' ? undefined : password, phone, ...grant });
}

/** The update's password and phone against the account's sign-in method today (the contract's one rule). */
export function readUpdateCredentials(input: UpdateInput, current: { signinMethod: AdminSigninMethod; phone: string | null }): CredentialsUpdate {
  const phoneField = input.phone ?? current.phone ?? '';
  const problems = adminCredentialProblems({ signinMethod: current.signinMethod, password: input.password ?? '', phone: phoneField }, 'update');
  return settle(problems, { password: input.password, phone: input.phone === undefined ? undefined : adminPhoneValue(input.phone) });
}

export function readCheck(raw: unknown): CheckInput {
  const body = objectBody(raw);
  const problems: Problems = [];
  const account = typeof body.account === 'string' ? body.account.trim() : '';
  if (account === '') problems.push({ field: 'account', message: '请输入账号（account）' });
  const paths = body.paths;
  const valid =
    Array.isArray(paths) && paths.length <= MAX_CHECK_PATHS && paths.every((p): p is string => typeof p === 'string' && p.startsWith('/'));
  if (!valid) {
    problems.push({ field: 'paths', message: `路径（paths）必须是以 / 开头的路径列表，最多 ${String(MAX_CHECK_PATHS)} 条` });
  }
  return settle(problems, { account, paths: valid ? paths : [] });
}
