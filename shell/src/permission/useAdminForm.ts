/**
 * The create / edit dialog's state and rules, apart from its view: the fields, the ticked tree paths, the stored
 * list they make, client checks (the contract's rules), the account-exists check on blur, and the save with the
 * server's field errors placed beside their fields.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, ErrorCode, FULL_ACCESS, isFullAccess, isReportedByShell, notify, type Role } from 'shared-ui';
import { useStaleSaveConflict } from 'shared-ui/workflow';
import {
  ADMIN_ACCOUNT_PATTERN,
  ADMIN_ACCOUNT_RULE,
  PERMISSION_ADMIN_MESSAGES,
  adminCredentialProblems,
  adminPhoneValue,
  formatPhone,
  type AdminAccountRow,
  type AdminCreateBody,
  type AdminSigninMethod,
  type AdminUpdateBody,
} from 'shared-ui/contract';
import { accountExists } from './accountExists';
import { adminKeys } from './adminKeys';
import type { PermissionNode } from './buildPermissionTree';
import { fieldErrorsOf } from './fieldErrorsOf';
import { saveAdmin } from './saveAdmin';
import { checksFromStored, storedFromChecks, toggleTreePath } from './treeChecks';

export type AdminField = 'account' | 'signinMethod' | 'password' | 'phone' | 'role' | 'isSuperAdmin' | 'permission';

export interface UseAdminFormOptions {
  tree: readonly PermissionNode[];
  /** The account being edited; null to create one. */
  editing: AdminAccountRow | null;
  onSaved: () => void;
}

export function useAdminForm({ tree, editing, onSaved }: UseAdminFormOptions) {
  const queryClient = useQueryClient();
  const [account, setAccount] = useState(editing?.account ?? '');
  const [password, setPassword] = useState('');
  // Create: the chosen method. Edit: the account's today (a password typed for an SMS-only account changes it).
  const [signinMethod, setSigninMethod] = useState<AdminSigninMethod>(editing?.signinMethod ?? 'password');
  const [phone, setPhone] = useState(editing?.phone ? formatPhone(editing.phone) : '');
  const [role, setRole] = useState<Role>(editing?.role ?? 'editor');
  const [isSuperAdmin, setSuperAdmin] = useState(editing?.isSuperAdmin ?? false);
  const [fullAccess, setFullAccess] = useState(editing ? isFullAccess(editing.permission) : false);
  const [checked, setChecked] = useState<ReadonlySet<string>>(() =>
    editing && !isFullAccess(editing.permission) ? checksFromStored(tree, editing.permission) : new Set(),
  );
  const [errors, setErrors] = useState<Partial<Record<AdminField, string>>>({});
  // The version an update is based on: the one opened, then the colleague's after 重新加载 or 覆盖保存 (staleSave.ts).
  const [baseVersion, setBaseVersion] = useState<number | undefined>(typeof editing?.version === 'number' ? editing.version : undefined);
  const stale = useStaleSaveConflict<AdminUpdateBody>();

  const permission = fullAccess ? [FULL_ACCESS] : storedFromChecks(tree, checked);
  const setError = (field: AdminField, message: string | undefined) => setErrors((prev) => ({ ...prev, [field]: message }));

  const mutation = useMutation({
    mutationFn: saveAdmin,
    onSuccess: async () => {
      notify.success(editing ? '保存成功' : '创建成功');
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onSaved();
    },
    onError: (error, save) => {
      if (save.kind === 'update' && stale.catchStale(error, save.body)) return;
      const byField = fieldErrorsOf(error);
      // A duplicate names its field (account or phone); an older answer without fields meant the account.
      const bare = Object.keys(byField).length === 0;
      if (error instanceof ApiError && error.code === ErrorCode.Duplicate && bare) byField.account = PERMISSION_ADMIN_MESSAGES.accountExists;
      if (Object.keys(byField).length > 0) setErrors(byField);
      else if (!isReportedByShell(error)) notify.error(error.message);
    },
  });

  const checkAccount = async () => {
    if (editing || !ADMIN_ACCOUNT_PATTERN.test(account)) return;
    // A failed check says nothing either way; the server refuses a duplicate on save anyway.
    const exists = await accountExists(account).catch(() => false);
    setError('account', exists ? PERMISSION_ADMIN_MESSAGES.accountExists : undefined);
  };

  const validate = (): Partial<Record<AdminField, string>> => {
    const out: Partial<Record<AdminField, string>> = {};
    if (!editing && !ADMIN_ACCOUNT_PATTERN.test(account)) out.account = ADMIN_ACCOUNT_RULE;
    if (!editing && errors.account === PERMISSION_ADMIN_MESSAGES.accountExists) out.account = errors.account;
    for (const problem of adminCredentialProblems({ signinMethod, password, phone }, editing ? 'update' : 'create')) out[problem.field] ??= problem.message;
    return out;
  };

  const createBody = (): AdminCreateBody => {
    const stored = adminPhoneValue(phone);
    const credentials = signinMethod === 'sms' ? { signinMethod } : { password };
    return { account, ...credentials, ...(stored ? { phone: stored } : {}), role, isSuperAdmin, permission };
  };

  /** The phone only when it changed, so a save that did not touch it never overwrites it. */
  const updateBody = (target: AdminAccountRow): AdminUpdateBody => {
    const stored = adminPhoneValue(phone);
    // Based on the version opened: another super admin's change since is refused (1043, naming who and when), not overwritten.
    const base = baseVersion === undefined ? {} : { base_version: baseVersion };
    return { id: target.id, role, isSuperAdmin, permission, ...(password ? { password } : {}), ...(stored !== target.phone ? { phone: stored } : {}), ...base };
  };

  const submit = () => {
    const problems = validate();
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    mutation.mutate(editing ? { kind: 'update', body: updateBody(editing) } : { kind: 'create', body: createBody() });
  };

  /** 重新加载 after a 1043: the colleague's role, super-admin flag, paths and phone into the form, based on their version. */
  const reloadTheirs = () => {
    const theirs = stale.conflict?.detail.current as Partial<AdminAccountRow> | null | undefined;
    if (theirs?.role) setRole(theirs.role);
    if (typeof theirs?.isSuperAdmin === 'boolean') setSuperAdmin(theirs.isSuperAdmin);
    if (Array.isArray(theirs?.permission)) {
      setFullAccess(isFullAccess(theirs.permission));
      setChecked(isFullAccess(theirs.permission) ? new Set() : checksFromStored(tree, theirs.permission));
    }
    if (theirs && 'phone' in theirs) setPhone(theirs.phone ? formatPhone(theirs.phone) : '');
    setBaseVersion(stale.conflict?.detail.version ?? undefined);
    stale.dismiss();
    void queryClient.invalidateQueries({ queryKey: adminKeys.all });
  };

  /** 覆盖保存 after a 1043: what this person saved, now based on the colleague's version. */
  const overwrite = () => {
    const conflict = stale.conflict;
    if (!conflict) return;
    const version = conflict.detail.version ?? undefined;
    setBaseVersion(version);
    stale.dismiss();
    mutation.mutate({ kind: 'update', body: { ...conflict.mine, ...(version === undefined ? {} : { base_version: version }) } });
  };

  return {
    editing,
    /** A 1043 on update: what was saved and the refusal, for the engine's conflict dialog (null otherwise). */
    staleConflict: stale.conflict,
    reloadTheirs,
    overwrite,
    dismissConflict: stale.dismiss,
    account,
    setAccount: (value: string) => {
      setAccount(value);
      setError('account', undefined);
    },
    checkAccount,
    password,
    setPassword: (value: string) => {
      setPassword(value);
      setError('password', undefined);
    },
    signinMethod,
    setSigninMethod: (value: AdminSigninMethod) => {
      setSigninMethod(value);
      if (value === 'sms') setPassword('');
      setErrors((prev) => ({ ...prev, password: undefined, phone: undefined }));
    },
    phone,
    setPhone: (value: string) => {
      setPhone(value);
      setError('phone', undefined);
    },
    role,
    setRole,
    isSuperAdmin,
    setSuperAdmin,
    fullAccess,
    setFullAccess,
    checked,
    toggle: (node: PermissionNode, on: boolean) => setChecked((prev) => toggleTreePath(node, prev, on)),
    permission,
    errors,
    saving: mutation.isPending,
    submit,
  };
}

export type AdminFormController = ReturnType<typeof useAdminForm>;
