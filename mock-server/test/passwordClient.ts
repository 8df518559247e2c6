/** Helpers of the password tests: the change call as the shell sends it, and an admin-created (flagged) account. */
import { API, encryptCredentials, type AdminAccountRow, type AdminCreateBody } from 'shared-ui/contract';
import { passwordStore } from '../src/auth/passwordStore';
import { Browser, type JsonResponse, type TestServer } from './harness';

/** `POST login/password` with both passwords encrypted as at sign-in, for `account`. */
export function changePassword(browser: Browser, account: string, oldPassword: string, newPassword: string): Promise<JsonResponse> {
  return browser.call('POST', API.password, {
    info: encryptCredentials({ name: account, pwd: oldPassword }),
    newInfo: encryptCredentials({ name: account, pwd: newPassword }),
  });
}

export async function mustChange(browser: Browser): Promise<boolean> {
  const res = await browser.call('GET', API.password);
  if (res.body.code !== 0) throw new Error(`GET ${API.password}: ${JSON.stringify(res.body)}`);
  return (res.body.data as { mustChange: boolean }).mustChange;
}

/** A new browser signed in as `account`, failing loudly otherwise. */
export async function signedInAs(server: TestServer, account: string, password: string): Promise<Browser> {
  const browser = new Browser(server);
  const res = await browser.signIn(account, password);
  if (res.body.code !== 200) throw new Error(`sign-in as ${account}: ${JSON.stringify(res.body)}`);
  return browser;
}

export const NEWCOMER = { account: 'newcomer', password: 'Initial123', role: 'publisher', isSuperAdmin: false, permission: ['0'] } satisfies AdminCreateBody;

/** Creates `body`'s account through permission management, as `admin`; answers its row. */
export async function createdByAdmin(admin: Browser, body: AdminCreateBody = NEWCOMER): Promise<AdminAccountRow> {
  const res = await admin.call('POST', API.adminCreate, body);
  if (res.body.code !== 0) throw new Error(`create ${body.account}: ${JSON.stringify(res.body)}`);
  return res.body.data as AdminAccountRow;
}

/**
 * For tests about something other than the first sign-in (grants, sessions): the admin-created `account` is taken as
 * having chosen its password already, so the initial-password lock stays out of their way.
 */
export function acceptInitialPassword(server: TestServer, account: string): void {
  const record = server.app.cms.accounts.findByAccount(account);
  if (!record) throw new Error(`no account ${account}`);
  passwordStore(server.app.cms.db).clearRequirement(record.id);
}
