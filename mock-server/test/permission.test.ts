import { ErrorCode, errorMessage } from 'shared-ui/contract';
import { SEED_ACCOUNTS } from '../src';
import { Browser, signedIn, signedInWith, startServer, type TestServer } from './harness';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(() => server.close());

const ADMIN_CHECK = 'account/permission/management/admin/check';
const MODULE_CHECK = 'account/permission/management/module/check';
const listOf = (account: string) => SEED_ACCOUNTS.find((a) => a.account === account)!.permission;

describe('POST account/permission/management/admin/check', () => {
  it('answers 0 with {id} for a full-access account', async () => {
    const admin = await signedIn(server, 'admin');
    const res = await admin.call('POST', ADMIN_CHECK, { account: 'admin' });
    expect(res.body).toEqual({ code: 0, data: { id: Number(admin.cookies.UID) }, msg: errorMessage(0) });
  });

  it.each(['editor', 'reader'] as const)('answers 1031 with {id, permission} for %s', async (account) => {
    const browser = await signedIn(server, account);
    const res = await browser.call('POST', ADMIN_CHECK, { account });
    expect(res.body).toEqual({
      code: ErrorCode.PermissionRestricted,
      data: { id: Number(browser.cookies.UID), permission: listOf(account) },
      msg: '权限受限',
    });
  });

  it('answers 1031 with an empty list for an account whose paths were all taken away while it was signed in', async () => {
    const reader = await signedIn(server, 'reader');
    server.app.cms.db.prepare("UPDATE accounts SET permission = '[]' WHERE account = 'reader'").run();
    const res = await reader.call('POST', ADMIN_CHECK, { account: 'reader' });
    expect(res.body).toMatchObject({ code: 1031, data: { id: expect.any(Number), permission: [] } });
  });

  it("answers 403 when a non-super-admin asks about someone else, and says nothing of them", async () => {
    const editor = await signedIn(server, 'editor');
    for (const account of ['admin', 'reader', 'ghost']) {
      const res = await editor.call('POST', ADMIN_CHECK, { account });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 403, data: null, msg: '抱歉，您没有权限进行此操作' });
    }
  });

  it('lets the super admin ask about anyone; an unknown account is 1031 with no id', async () => {
    const admin = await signedIn(server, 'admin');
    expect((await admin.call('POST', ADMIN_CHECK, { account: 'editor' })).body).toMatchObject({
      code: 1031,
      data: { permission: listOf('editor') },
    });
    const unknown = await admin.call('POST', ADMIN_CHECK, { account: 'ghost' });
    expect(unknown.body).toEqual({ code: 1031, data: { permission: [] }, msg: '权限受限' });
  });

  it('needs a session', async () => {
    expect((await new Browser(server).call('POST', ADMIN_CHECK, { account: 'admin' })).status).toBe(401);
  });

  it('answers 1106 naming the field when account is missing', async () => {
    const reader = await signedIn(server, 'reader');
    const res = await reader.call('POST', ADMIN_CHECK, {});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: ErrorCode.ValidationFailed, msg: expect.stringContaining('账号（account）') });
  });
});

describe('POST account/permission/management/module/check', () => {
  const check = async (browser: Browser, path: unknown) => browser.call('POST', MODULE_CHECK, { path });

  it.each([
    ['a granted module', '/operation/wm/modules/splashScreen', 0],
    ['a detail page under a granted screen', '/articles/library/detail/42', 0],
    ['a re-edit page under a granted screen', '/articles/library/reedit/42', 0],
    ['the section of a granted path', '/articles', 0],
    ['the link page of a granted module', '/operation/wm/modulesEdit', 0],
    ['an implied section', '/h5', 0],
    // Spec §6 implies the release screen for every list, a reader's too (the role rule keeps a reader to reading).
    ['the implied release screen', '/h5/relesesystem', 0],
    ['a view of the implied release screen', '/h5/relesesystem/edit', 0],
    ['a module not granted', '/operation/wm/modules/maskLayer', ErrorCode.NoModulePermission],
    ['a sibling sharing a name prefix', '/articles/libraryX', ErrorCode.NoModulePermission],
    ['permission management', '/permission', ErrorCode.NoModulePermission],
  ])('for reader: %s (%s) → %s', async (_label, path, code) => {
    const reader = await signedIn(server, 'reader');
    const res = await check(reader, path);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(code);
    if (code !== 0) expect(res.body.msg).toBe('抱歉，您没有该模块的权限');
  });

  it('for an editor granted only the library: the implied release screen and its views → 0', async () => {
    const editor = await signedInWith(server, 'editor', ['/articles/library']);
    for (const path of ['/h5/relesesystem', '/h5/relesesystem/edit']) expect((await check(editor, path)).body.code).toBe(0);
  });

  it('lets full access open everything', async () => {
    const admin = await signedIn(server, 'admin');
    expect((await check(admin, '/permission')).body.code).toBe(0);
    expect((await check(admin, '/operation/br/modules/newShare')).body.code).toBe(0);
  });

  it('refuses everything once every path is taken away', async () => {
    const reader = await signedIn(server, 'reader');
    server.app.cms.db.prepare("UPDATE accounts SET permission = '[]' WHERE account = 'reader'").run();
    expect((await check(reader, '/articles/library')).body.code).toBe(1029);
    expect((await check(reader, '/h5')).body.code).toBe(1029);
  });

  it.each([
    ['a dot-dot out of a granted module', '/operation/wm/modules/splashScreen/../maskLayer'],
    ['a dot-dot out of a granted screen', '/articles/library/../recycle'],
    ['an encoded dot-dot', '/articles/library/%2e%2e/recycle'],
    ['a dot-dot after the detail page', '/articles/library/detail/../../../permission'],
  ])('normalises %s before matching (%s → 1029)', async (_label, path) => {
    const reader = await signedIn(server, 'reader');
    expect((await check(reader, path)).body.code).toBe(ErrorCode.NoModulePermission);
  });

  it('still opens a granted path reached through harmless dots', async () => {
    const reader = await signedIn(server, 'reader');
    expect((await check(reader, '/articles/./library/detail/../detail/42')).body.code).toBe(0);
  });

  it.each([
    ['missing', undefined],
    ['not a string', 42],
    ['without a leading slash', 'articles/library'],
  ])('answers 1106 naming the field when path is %s', async (_label, path) => {
    const reader = await signedIn(server, 'reader');
    const res = await check(reader, path);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.ValidationFailed);
    expect(res.body.msg).toContain('模块路径（path）');
  });
});
