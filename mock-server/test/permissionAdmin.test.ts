import {
  ADMIN_ACCOUNT_RULE,
  ADMIN_PASSWORD_RULE,
  API,
  PERMISSION_ADMIN_MESSAGES,
  PERMISSION_API,
  type AdminAccountDetail,
  type AdminAccountRow,
  type AdminCreateBody,
  type AdminUpdateBody,
  type Paged,
  type PathCheckResult,
  type ValidationErrorData,
} from 'shared-ui/contract';
import { SEED_ACCOUNTS } from '../src';
import { Browser, signedIn, startServer, type JsonResponse, type TestServer } from './harness';
import { acceptInitialPassword } from './passwordClient';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(() => server.close());

const REFUSED = { code: 403, data: null, msg: '抱歉，您没有权限进行此操作' };
const NO_MODULE = { code: 1029, data: null, msg: '抱歉，您没有该模块的权限' };
const editorList = SEED_ACCOUNTS.find((a) => a.account === 'editor')!.permission;

const create = (browser: Browser, body: Partial<AdminCreateBody> | Record<string, unknown>) => browser.call('POST', API.adminCreate, body);
/** Typed loosely on purpose: the refusal tests send what the contract's types forbid. */
const update = (browser: Browser, body: Partial<AdminUpdateBody> | Record<string, unknown>) => browser.call('POST', API.adminUpdate, body);
const detail = (browser: Browser, id: number) => browser.call('GET', `${PERMISSION_API.detail}/${String(id)}`);
const moduleCheck = (browser: Browser, path: string) => browser.call('POST', API.moduleCheck, { path });
const adminCheck = (browser: Browser, account: string) => browser.call('POST', API.adminCheck, { account });
const errorsOf = (res: JsonResponse) => (res.body.data as ValidationErrorData).errors;

/** Creates an account through the API and answers its row, failing loudly otherwise. */
async function created(admin: Browser, body: AdminCreateBody): Promise<AdminAccountRow> {
  const res = await create(admin, body);
  if (res.body.code !== 0) throw new Error(`create ${body.account}: ${JSON.stringify(res.body)}`);
  return res.body.data as AdminAccountRow;
}

async function signedInAs(account: string, password: string): Promise<Browser> {
  // About grants, not the first sign-in's password change (password.initial.test.ts has that).
  acceptInitialPassword(server, account);
  const browser = new Browser(server);
  const res = await browser.signIn(account, password);
  if (res.body.code !== 200) throw new Error(`sign-in as ${account}: ${JSON.stringify(res.body)}`);
  return browser;
}

/** Everything permission management can change, to prove a refusal changed nothing. */
function state(): unknown {
  const db = server.app.cms.db;
  return {
    accounts: db.prepare('SELECT id, account, password_hash, role, is_super_admin, permission FROM accounts ORDER BY id').all(),
    audit: db.prepare('SELECT * FROM permission_audit ORDER BY id').all(),
    sessions: db.prepare('SELECT id, ended_at FROM sessions ORDER BY id').all(),
  };
}

/** What an audit snapshot says of an account created with a password and no phone. */
const NO_PHONE = { phone: null, signinMethod: 'password' } as const;

const PUBLISHER = { account: 'pub.01', password: 'Publish123', role: 'publisher', isSuperAdmin: false, permission: ['0'] } satisfies AdminCreateBody;

describe('only a super admin may manage permissions', () => {
  it('answers 403 to an editor and to a full-access publisher who is not super admin, and changes nothing', async () => {
    const admin = await signedIn(server, 'admin');
    await created(admin, PUBLISHER);
    const reader = await signedIn(server, 'reader');
    const callers = [await signedIn(server, 'editor'), await signedInAs(PUBLISHER.account, PUBLISHER.password), reader];
    const before = state();
    for (const caller of callers) {
      // A reader's writes stop at the role rule; everything else at the permission gate (/permission is not theirs).
      const writeRefusal = caller === reader ? REFUSED : NO_MODULE;
      const answers: [JsonResponse, typeof REFUSED][] = [
        [await caller.call('GET', `${API.permissionList}?search=e`), NO_MODULE],
        [await detail(caller, 1), NO_MODULE],
        [await create(caller, { account: 'sneaky', password: 'Sneaky123', role: 'publisher', isSuperAdmin: true, permission: ['0'] }), writeRefusal],
        [await update(caller, { id: Number(caller.cookies.UID), role: 'publisher', isSuperAdmin: true, permission: ['0'] }), writeRefusal],
        [await update(caller, { id: 1, role: 'reader', isSuperAdmin: false, permission: [] }), writeRefusal],
        [await caller.call('POST', API.permissionCheck, { account: 'admin', paths: ['/permission'] }), NO_MODULE],
      ];
      for (const [res, refusal] of answers) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual(refusal);
      }
    }
    expect(state()).toEqual(before);
  });

  it('refuses a super admin whose flag was taken away, once signed in again', async () => {
    const admin = await signedIn(server, 'admin');
    const boss = await created(admin, { ...PUBLISHER, account: 'boss', isSuperAdmin: true });
    const bossBrowser = await signedInAs('boss', PUBLISHER.password);
    expect((await bossBrowser.call('GET', API.permissionList)).body.code).toBe(0);
    await update(admin, { id: boss.id, role: 'publisher', isSuperAdmin: false, permission: ['0'] });
    const again = await signedInAs('boss', PUBLISHER.password);
    expect((await again.call('GET', API.permissionList)).status).toBe(403);
  });
});

describe('GET list', () => {
  it('pages the accounts id ascending, 10 a page by default, with Shanghai times and counted lists', async () => {
    const admin = await signedIn(server, 'admin');
    const res = await admin.call('GET', API.permissionList);
    const page = res.body.data as Paged<AdminAccountRow>;
    expect(res.body.code).toBe(0);
    expect(page).toMatchObject({ total: SEED_ACCOUNTS.length, currPage: 1, pageSize: 10 });
    expect(page.list.map((r) => r.account)).toEqual(['admin', 'editor', 'reader', 'nobody', 'support']);
    expect(page.list[0]).toMatchObject({ role: 'publisher', isSuperAdmin: true, permission: ['0'], permissionCount: null });
    expect(page.list[1]).toEqual({
      id: 2,
      account: 'editor',
      role: 'editor',
      isSuperAdmin: false,
      permission: editorList,
      permissionCount: editorList!.length,
      phone: '+8613800138000',
      signinMethod: 'password',
      createdAt: '2026-01-05 10:00:00',
      updatedAt: '2026-01-05 10:00:00',
    });
  });

  it('searches a substring of the account, case-insensitively, and pages the matches', async () => {
    const admin = await signedIn(server, 'admin');
    const search = async (query: string) => (await admin.call('GET', `${API.permissionList}?${query}`)).body.data as Paged<AdminAccountRow>;
    expect((await search('search=E')).list.map((r) => r.account)).toEqual(['editor', 'reader']);
    expect(await search('search=e&currPage=2&pageSize=1')).toMatchObject({ total: 2, currPage: 2, pageSize: 1, list: [{ account: 'reader' }] });
    expect(await search('pageSize=3&currPage=2')).toMatchObject({ total: 5, list: [{ account: 'nobody' }, { account: 'support' }] });
    expect(await search('search=_')).toMatchObject({ total: 0, list: [] });
  });

  it('answers 400 1106 for bad paging', async () => {
    const admin = await signedIn(server, 'admin');
    const res = await admin.call('GET', `${API.permissionList}?pageSize=0`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1106);
  });
});

describe('POST admin/create', () => {
  it('names every bad field, and stores nothing', async () => {
    const admin = await signedIn(server, 'admin');
    const before = state();
    const res = await create(admin, { account: 'a b', password: 'short', role: 'boss', isSuperAdmin: 'yes', permission: ['/nowhere', '/permission'] });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1106);
    expect(res.body.msg).toBe(ADMIN_ACCOUNT_RULE);
    expect(errorsOf(res)).toEqual([
      { field: 'account', message: ADMIN_ACCOUNT_RULE },
      { field: 'password', message: ADMIN_PASSWORD_RULE },
      { field: 'role', message: expect.stringContaining('角色（role）') },
      { field: 'isSuperAdmin', message: expect.stringContaining('isSuperAdmin') },
      { field: 'permission', message: PERMISSION_ADMIN_MESSAGES.unknownPath('/nowhere') },
      { field: 'permission', message: PERMISSION_ADMIN_MESSAGES.unknownPath('/permission') },
    ]);
    const mixed = await create(admin, { ...PUBLISHER, permission: ['0', '/articles/library'] });
    expect(errorsOf(mixed)).toEqual([{ field: 'permission', message: expect.stringContaining('"0"') }]);
    const letterless = await create(admin, { ...PUBLISHER, password: '12345678' });
    expect(errorsOf(letterless)).toEqual([{ field: 'password', message: ADMIN_PASSWORD_RULE }]);
    expect(state()).toEqual(before);
  });

  it('refuses an unknown path alone with its own message', async () => {
    const admin = await signedIn(server, 'admin');
    const res = await create(admin, { ...PUBLISHER, permission: ['/articles/library', '/operation/wm/modules/nope'] });
    expect(res.body).toEqual({
      code: 1106,
      data: { errors: [{ field: 'permission', message: PERMISSION_ADMIN_MESSAGES.unknownPath('/operation/wm/modules/nope') }] },
      msg: PERMISSION_ADMIN_MESSAGES.unknownPath('/operation/wm/modules/nope'),
    });
  });

  it('refuses an existing account with 1019', async () => {
    const admin = await signedIn(server, 'admin');
    const before = state();
    const res = await create(admin, { ...PUBLISHER, account: 'editor' });
    expect(res.body).toEqual({ code: 1019, data: { errors: [{ field: 'account', message: PERMISSION_ADMIN_MESSAGES.accountExists }] }, msg: PERMISSION_ADMIN_MESSAGES.accountExists });
    expect(state()).toEqual(before);
  });

  it('creates an account that signs in with its password and is answered its own list', async () => {
    const admin = await signedIn(server, 'admin');
    expect((await adminCheck(admin, 'writer_01')).body.data).toEqual({ permission: [] });
    const permission = ['/articles/library', '/operation/wm/modules/splashScreen'];
    const res = await create(admin, { account: 'writer_01', password: 'Writer123', role: 'editor', isSuperAdmin: false, permission });
    expect(res.body.code).toBe(0);
    const row = res.body.data as AdminAccountRow;
    expect(row).toMatchObject({ account: 'writer_01', role: 'editor', isSuperAdmin: false, permission, permissionCount: 2, createdAt: '2026-01-05 10:00:00' });
    // The create form's existence test: data.id present once the account exists.
    expect((await adminCheck(admin, 'writer_01')).body).toMatchObject({ code: 1031, data: { id: row.id, permission } });

    const writer = await signedInAs('writer_01', 'Writer123');
    expect(writer.cookies.groupID).toBe('editor');
    expect((await adminCheck(writer, 'writer_01')).body).toMatchObject({ code: 1031, data: { id: row.id, permission } });
    expect((await moduleCheck(writer, '/operation/wm/modules/splashScreen')).body.code).toBe(0);
    expect((await moduleCheck(writer, '/operation/wm/modules/maskLayer')).body.code).toBe(1029);
    expect((await new Browser(server).signIn('writer_01', 'Wrong1234')).body.code).not.toBe(200);

    const audit = ((await detail(admin, row.id)).body.data as AdminAccountDetail).audit;
    expect(audit).toEqual([
      { id: expect.any(Number), actor: 'admin', at: '2026-01-05 10:00:00', action: 'create', before: null, after: { role: 'editor', isSuperAdmin: false, permission, ...NO_PHONE } },
    ]);
  });
});

describe('POST update', () => {
  it('ends every session of an account whose role changed: its next call is 401, and it signs in with the new role', async () => {
    const admin = await signedIn(server, 'admin');
    const row = await created(admin, PUBLISHER);
    const first = await signedInAs(PUBLISHER.account, PUBLISHER.password);
    const second = await signedInAs(PUBLISHER.account, PUBLISHER.password);
    const res = await update(admin, { id: row.id, role: 'editor', isSuperAdmin: false, permission: ['0'] });
    expect(res.body).toMatchObject({ code: 0, msg: PERMISSION_ADMIN_MESSAGES.sessionsEnded, data: { id: row.id, role: 'editor' } });
    for (const browser of [first, second]) expect((await adminCheck(browser, PUBLISHER.account)).status).toBe(401);
    const again = await signedInAs(PUBLISHER.account, PUBLISHER.password);
    expect(again.cookies.groupID).toBe('editor');
    // The admin's own session is untouched.
    expect((await admin.call('GET', API.permissionList)).body.code).toBe(0);
  });

  it('ends the sessions when only the super-admin flag changes', async () => {
    const admin = await signedIn(server, 'admin');
    const editor = await signedIn(server, 'editor');
    const res = await update(admin, { id: Number(editor.cookies.UID), role: 'editor', isSuperAdmin: true, permission: editorList! });
    expect(res.body.code).toBe(0);
    expect((await adminCheck(editor, 'editor')).status).toBe(401);
  });

  it('applies a permission change at the next check, without ending the session', async () => {
    const admin = await signedIn(server, 'admin');
    const editor = await signedIn(server, 'editor');
    expect((await moduleCheck(editor, '/articles/recycle')).body.code).toBe(1029);
    const res = await update(admin, { id: Number(editor.cookies.UID), role: 'editor', isSuperAdmin: false, permission: ['/articles/recycle'] });
    expect(res.body).toMatchObject({ code: 0, msg: '操作成功', data: { permission: ['/articles/recycle'], permissionCount: 1 } });
    expect((await adminCheck(editor, 'editor')).body).toMatchObject({ code: 1031, data: { permission: ['/articles/recycle'] } });
    expect((await moduleCheck(editor, '/articles/recycle')).body.code).toBe(0);
    expect((await moduleCheck(editor, '/articles/library')).body.code).toBe(1029);
  });

  it('changes the password only when one is given', async () => {
    const admin = await signedIn(server, 'admin');
    const row = await created(admin, PUBLISHER);
    const grant = { id: row.id, role: 'publisher' as const, isSuperAdmin: false, permission: ['0'] };
    expect(errorsOf(await update(admin, { ...grant, password: 'nodigits' }))).toEqual([{ field: 'password', message: ADMIN_PASSWORD_RULE }]);
    expect((await update(admin, { ...grant, password: '' })).body.code).toBe(0);
    await signedInAs(PUBLISHER.account, PUBLISHER.password);
    expect((await update(admin, { ...grant, password: 'Changed999' })).body.code).toBe(0);
    await signedInAs(PUBLISHER.account, 'Changed999');
  });

  it('refuses a super admin dropping their own super-admin right', async () => {
    const admin = await signedIn(server, 'admin');
    await created(admin, { ...PUBLISHER, account: 'boss', isSuperAdmin: true });
    const before = state();
    const res = await update(admin, { id: Number(admin.cookies.UID), role: 'publisher', isSuperAdmin: false, permission: ['0'] });
    expect(res.body).toEqual({
      code: 1106,
      data: { errors: [{ field: 'isSuperAdmin', message: PERMISSION_ADMIN_MESSAGES.cannotDropOwnSuperAdmin }] },
      msg: PERMISSION_ADMIN_MESSAGES.cannotDropOwnSuperAdmin,
    });
    expect(state()).toEqual(before);
  });

  it('refuses demoting the last super admin, and lets one of two go', async () => {
    const admin = await signedIn(server, 'admin');
    const before = state();
    const res = await update(admin, { id: Number(admin.cookies.UID), role: 'publisher', isSuperAdmin: false, permission: ['0'] });
    expect(res.body.code).toBe(1106);
    expect(res.body.msg).toBe(PERMISSION_ADMIN_MESSAGES.lastSuperAdmin);
    expect(errorsOf(res).map((e) => e.message)).toContain(PERMISSION_ADMIN_MESSAGES.lastSuperAdmin);
    expect(state()).toEqual(before);

    await created(admin, { ...PUBLISHER, account: 'boss', isSuperAdmin: true });
    const boss = await signedInAs('boss', PUBLISHER.password);
    expect((await update(boss, { id: Number(admin.cookies.UID), role: 'publisher', isSuperAdmin: false, permission: ['0'] })).body.code).toBe(0);
    const alone = await update(boss, { id: Number(boss.cookies.UID), role: 'publisher', isSuperAdmin: false, permission: ['0'] });
    expect(alone.body.msg).toBe(PERMISSION_ADMIN_MESSAGES.lastSuperAdmin);
  });

  it('records before and after of every change; detail lists them newest first', async () => {
    const admin = await signedIn(server, 'admin');
    const row = await created(admin, { account: 'audited', password: 'Audit1234', role: 'reader', isSuperAdmin: false, permission: [] });
    server.clock.advance(60_000);
    await update(admin, { id: row.id, role: 'reader', isSuperAdmin: false, permission: ['/articles/library'] });
    server.clock.advance(60_000);
    await update(admin, { id: row.id, role: 'editor', isSuperAdmin: false, permission: ['0'] });
    const res = await detail(admin, row.id);
    const data = res.body.data as AdminAccountDetail;
    expect(data).toMatchObject({ id: row.id, account: 'audited', role: 'editor', permission: ['0'], permissionCount: null, updatedAt: '2026-01-05 10:02:00' });
    expect(data.audit.map(({ action, at, actor, before, after }) => ({ action, at, actor, before, after }))).toEqual([
      {
        action: 'update',
        at: '2026-01-05 10:02:00',
        actor: 'admin',
        before: { role: 'reader', isSuperAdmin: false, permission: ['/articles/library'], ...NO_PHONE },
        after: { role: 'editor', isSuperAdmin: false, permission: ['0'], ...NO_PHONE },
      },
      {
        action: 'update',
        at: '2026-01-05 10:01:00',
        actor: 'admin',
        before: { role: 'reader', isSuperAdmin: false, permission: [], ...NO_PHONE },
        after: { role: 'reader', isSuperAdmin: false, permission: ['/articles/library'], ...NO_PHONE },
      },
      { action: 'create', at: '2026-01-05 10:00:00', actor: 'admin', before: null, after: { role: 'reader', isSuperAdmin: false, permission: [], ...NO_PHONE } },
    ]);
  });

  it('answers 1107 for an unknown account, in update and detail', async () => {
    const admin = await signedIn(server, 'admin');
    expect((await update(admin, { id: 999, role: 'reader', isSuperAdmin: false, permission: [] })).body.code).toBe(1107);
    expect((await detail(admin, 999)).body).toEqual({ code: 1107, data: null, msg: '记录不存在' });
  });
});

describe('POST check', () => {
  it("answers whether each path opens for that account's stored list", async () => {
    const admin = await signedIn(server, 'admin');
    const paths = ['/operation/wm/modules/splashScreen', '/operation/wm/modulesEdit', '/articles/information', '/permission'];
    const res = await admin.call('POST', API.permissionCheck, { account: 'editor', paths });
    expect(res.body.code).toBe(0);
    expect(res.body.data as PathCheckResult).toEqual({
      account: 'editor',
      results: [
        { path: paths[0], allowed: true },
        { path: paths[1], allowed: true },
        { path: paths[2], allowed: false },
        { path: paths[3], allowed: false },
      ],
    });
    const self = await admin.call('POST', API.permissionCheck, { account: 'admin', paths: ['/permission', '/h5/config'] });
    expect((self.body.data as PathCheckResult).results.map((r) => r.allowed)).toEqual([true, true]);
  });

  it('answers 1107 for an unknown account and 1106 for bad paths', async () => {
    const admin = await signedIn(server, 'admin');
    expect((await admin.call('POST', API.permissionCheck, { account: 'ghost', paths: ['/h5'] })).body.code).toBe(1107);
    const bad = await admin.call('POST', API.permissionCheck, { account: 'editor', paths: ['h5'] });
    expect(bad.body.code).toBe(1106);
    expect(errorsOf(bad)[0]?.field).toBe('paths');
  });
});

describe('module/check of /permission', () => {
  it('opens for super admins only, whatever their list says', async () => {
    const admin = await signedIn(server, 'admin');
    expect((await moduleCheck(admin, '/permission')).body.code).toBe(0);
    expect((await moduleCheck(admin, '/permission/anything')).body.code).toBe(0);

    const row = await created(admin, PUBLISHER);
    const publisher = await signedInAs(PUBLISHER.account, PUBLISHER.password);
    expect((await moduleCheck(publisher, '/permission')).body).toEqual({ code: 1029, data: null, msg: '抱歉，您没有该模块的权限' });
    expect((await moduleCheck(publisher, '/permission/anything')).body.code).toBe(1029);
    expect((await moduleCheck(publisher, '/operation/wm/modules/splashScreen')).body.code).toBe(0);

    await update(admin, { id: row.id, role: 'publisher', isSuperAdmin: true, permission: ['/articles/library'] });
    const promoted = await signedInAs(PUBLISHER.account, PUBLISHER.password);
    expect((await moduleCheck(promoted, '/permission')).body.code).toBe(0);
    expect((await moduleCheck(promoted, '/articles/library')).body.code).toBe(0);
    expect((await moduleCheck(promoted, '/h5/config')).body.code).toBe(1029);
  });
});

describe('更新时间 of the list', () => {
  it('changes when the account changes, not when it signs in or mistypes its password', async () => {
    const admin = await signedIn(server, 'admin');
    const editorRow = async () => ((await admin.call('GET', API.permissionList)).body.data as Paged<AdminAccountRow>).list.find((r) => r.account === 'editor');
    const before = (await editorRow())?.updatedAt;
    server.clock.advance(5 * 60_000);
    await signedIn(server, 'editor');
    expect((await new Browser(server).signIn('editor', 'Wrong1234')).body.code).not.toBe(200);
    expect((await editorRow())?.updatedAt).toBe(before);
  });
});
