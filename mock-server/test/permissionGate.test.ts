/**
 * The server's permission gate: every call is judged by the account's permitted paths (the menu's and the guard's
 * rule), not only by its role. Against the real module registry, as a hostile user would try it.
 */
import {
  H5_API_BASE,
  ARTICLE_API,
  ErrorCode,
  WORKFLOW_ENDPOINTS,
  moduleEndpoint,
  callAccess,
  isCallAllowed,
  isSessionless,
  mayOpenPath,
  workflowPath,
  type ModuleDefinition,
  type Role,
  type WorkflowAction,
  type WorkflowRow,
} from 'shared-ui/contract';
import { registeredModules } from '../src';
import { Browser, PREFIX, signedIn, signedInWith, startServer, type JsonResponse, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';

const NO_MODULE = { code: ErrorCode.NoModulePermission, data: null, msg: '抱歉，您没有该模块的权限' };
/** A path that owns no call of the modules under test: an account with only this is "without the module". */
const UNRELATED = '/articles/recycle';

const moduleAt = (path: string): ModuleDefinition => {
  const def = registeredModules.find((m) => m.path === path);
  if (!def) throw new Error(`no module at ${path}`);
  return def;
};
const announcement = moduleAt('/operation/wm/modules/announcement');
const wmPush = moduleAt('/operation/wm/push');
const brPush = moduleAt('/operation/br/push');
const wmSplash = moduleAt('/operation/wm/modules/splashScreen');

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 3_600_000 });
});
afterAll(() => server.close());

/** One call of the common pattern at a module's base, scope riding as the screen sends it. */
function callOf(browser: Browser, def: ModuleDefinition, action: WorkflowAction): Promise<JsonResponse> {
  // In the module's dialect: the verb and path the screen would use.
  const { method, path } = moduleEndpoint(def, action, 1);
  if (method === 'GET') return browser.call('GET', `${path}?${new URLSearchParams(Object.entries(def.scope ?? {}).map(([k, v]) => [k, String(v)])).toString()}`);
  return browser.call(method, path, { ...def.scope, id: 1 });
}

describe('each verb of the common pattern, per role, with and without the module', () => {
  const ROLES: readonly Role[] = ['reader', 'editor', 'publisher'];
  const ACTIONS = Object.keys(WORKFLOW_ENDPOINTS) as WorkflowAction[];

  describe.each([announcement, brPush, wmSplash])('$key at $apiBase', (def) => {
    it.each(ROLES)('%s', async (role) => {
      const withModule = await signedInWith(server, role, [def.path]);
      const without = await signedInWith(server, role, [UNRELATED]);
      for (const action of ACTIONS) {
        const endpoint = WORKFLOW_ENDPOINTS[action];
        const verb = action === 'save' ? def.saveMethod : endpoint.method;
        const roleAllows = isCallAllowed(role, verb, workflowPath(def.apiBase, action, 1));
        const granted = await callOf(withModule, def, action);
        const refused = await callOf(without, def, action);
        const label = `${role} ${verb} ${action}`;
        if (!roleAllows) {
          // The role rule speaks first, before the body is read, whatever the paths.
          expect([label, granted.status, granted.body.code]).toEqual([label, 403, ErrorCode.RoleRefused]);
          expect([label, refused.status, refused.body.code]).toEqual([label, 403, ErrorCode.RoleRefused]);
        } else {
          // With the module the handler answers (its own code); without, the gate refuses before it runs.
          expect([label, granted.status === 403, granted.body.code === ErrorCode.NoModulePermission]).toEqual([label, false, false]);
          expect([label, refused.status, refused.body]).toEqual([label, 403, NO_MODULE]);
        }
      }
    });
  });
});

describe('what the hostile user tried', () => {
  it('an editor without the announcement can neither save it nor withdraw the live one', async () => {
    const editor = await signedInWith(server, 'editor', ['/operation/wm/modules/splashScreen']);
    const admin = await signedIn(server, 'admin');
    const live = await new ModuleClient(admin, announcement).rows('publishedList');
    const target = live[0];
    if (!target) throw new Error('the announcement seed has no live entry');
    const draftBefore = (await new ModuleClient(admin, announcement).content()).body.data;

    const save = await new ModuleClient(editor, announcement).save({ title: '伪造公告' });
    expect([save.status, save.body]).toEqual([403, NO_MODULE]);
    const cancel = await new ModuleClient(editor, announcement).cancel(target.id);
    expect([cancel.status, cancel.body]).toEqual([403, NO_MODULE]);

    expect((await new ModuleClient(admin, announcement).row(target.id)).status).toBe(target.status);
    expect((await new ModuleClient(admin, announcement).content()).body.data).toEqual(draftBefore);
  });

  it('the wm push editor cannot take a br push off shelf by sending product: br', async () => {
    const publisher = await signedInWith(server, 'publisher', [wmPush.path]);
    const admin = await signedIn(server, 'admin');
    const [live] = await new ModuleClient(admin, brPush).rows('publishedList');
    if (!live) throw new Error('the br push seed has no live entry');
    const res = await publisher.call('PUT', workflowPath(brPush.apiBase, 'out'), { product: 'br', ids: [live.id] });
    expect([res.status, res.body]).toEqual([403, NO_MODULE]);
    expect((await new ModuleClient(admin, brPush).row(live.id)).status).toBe('published');
    // Its own product's list is open to it.
    expect((await new ModuleClient(publisher, wmPush).list('publishedList')).body.code).toBe(0);
  });

  it('a scope parameter sent as an object is a 400 naming it, never a 500 (and never a logout)', async () => {
    const admin = await signedIn(server, 'admin');
    for (const product of [{ toString: 1 }, ['wm', 'br'], true]) {
      const res = await admin.call('POST', workflowPath(wmPush.apiBase, 'save'), { product, content: '测试' });
      expect([res.status, res.body.code]).toEqual([400, ErrorCode.ValidationFailed]);
      expect(res.body.data).toEqual({ errors: [{ field: 'product', message: '模块参数 product 应为文字或数字' }] });
    }
    const query = await admin.call('GET', `${workflowPath(wmPush.apiBase, 'publishedList')}?product=wm&product=br`);
    expect([query.status, query.body.code]).toEqual([400, ErrorCode.ValidationFailed]);
  });

  it('a field value of the wrong type is a 400 naming the field, before any quirk runs', async () => {
    const admin = await signedIn(server, 'admin');
    const before = (await new ModuleClient(admin, wmPush).content()).body.data;
    const res = await admin.call('POST', workflowPath(wmPush.apiBase, 'save'), {
      product: 'wm',
      content: '测试推送',
      jump_type: { toString: 1 },
      apply_crowd: 0,
      effective_hours: 24,
    });
    expect([res.status, res.body.code]).toEqual([400, ErrorCode.ValidationFailed]);
    expect(res.body.data).toEqual({ errors: [{ field: 'jump_type', message: '点击跳转的类型不正确' }] });
    expect((await new ModuleClient(admin, wmPush).content()).body.data).toEqual(before);
  });
});

describe('wrong types in the other areas’ bodies', () => {
  it('answers 400 / 1106 naming the field for an article, an information item and a preset time', async () => {
    const admin = await signedIn(server, 'admin');
    const article = await admin.call('POST', ARTICLE_API.create, { title: { toString: 1 }, author: 42 });
    expect([article.status, article.body.code]).toEqual([400, ErrorCode.ValidationFailed]);
    expect(article.body.data).toEqual({
      errors: [
        { field: 'title', message: '字段 title 的类型不正确' },
        { field: 'author', message: '字段 author 的类型不正确' },
      ],
    });
    const information = await admin.call('POST', 'article/information/', { type: 'two', title: ['标题'] });
    expect([information.status, information.body.code]).toEqual([400, ErrorCode.ValidationFailed]);
    const prepublish = await admin.call('POST', workflowPath(wmPush.apiBase, 'prepublish'), { product: 'wm', content: '测试', push_time: { toString: 1 } });
    expect([prepublish.status, prepublish.body.data]).toEqual([400, { errors: [{ field: 'push_time', message: '字段 push_time 的类型不正确' }] }]);
  });

  it('says what is missing in Chinese, never in zod’s English', async () => {
    const admin = await signedIn(server, 'admin');
    const res = await admin.call('POST', ARTICLE_API.create, {});
    const messages = (res.body.data as { errors: { message: string }[] }).errors.map((e) => e.message);
    expect(messages.length).toBeGreaterThan(3);
    for (const message of messages) expect(message).not.toMatch(/[A-Za-z]{4,}/);
  });
});

describe('an account with no permitted path', () => {
  it('cannot sign in: 1105 and no session (the seed account nobody)', async () => {
    const nobody = new Browser(server);
    const res = await nobody.signIn('nobody', 'Nobody@123');
    expect(res.body).toEqual({ code: ErrorCode.NoPermittedPaths, data: null, msg: '抱歉，您没有任何模块的权限，请联系管理员' });
    expect(res.headers.get('authorization')).toBeNull();
    const live = server.app.cms.db
      .prepare("SELECT COUNT(*) AS n FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE a.account = 'nobody'")
      .get() as { n: number };
    expect(live.n).toBe(0);
    expect((await nobody.call('GET', ARTICLE_API.list)).status).toBe(401);
  });

  it('a wrong password is still "wrong", so the answer does not reveal that the account exists and has no paths', async () => {
    const res = await new Browser(server).signIn('nobody', 'Wrong@123');
    expect(res.body.code).toBe(ErrorCode.CredentialsWrong);
  });
});

describe('shared libraries and custom screens', () => {
  it('a module that picks articles may read the library, not write it; one that does not, may not read it', async () => {
    const pushEditor = await signedInWith(server, 'editor', [wmPush.path]);
    expect((await pushEditor.call('GET', `${ARTICLE_API.list}?pageSize=1`)).body.code).toBe(0);
    const save = await pushEditor.call('POST', ARTICLE_API.save, { linkId: 'A1', title: 'x' });
    expect([save.status, save.body]).toEqual([403, NO_MODULE]);
    expect((await pushEditor.call('GET', 'article/recycle/list')).status).toBe(403);
    expect((await pushEditor.call('GET', 'article/information/list')).status).toBe(403);

    const splashEditor = await signedInWith(server, 'editor', [wmSplash.path]);
    expect([(await splashEditor.call('GET', ARTICLE_API.list)).status]).toEqual([403]);
  });

  it('article screens: the library does not open the recycle bin or the add pages; the add pages may create', async () => {
    const librarian = await signedInWith(server, 'editor', ['/articles/library']);
    expect((await librarian.call('GET', `${ARTICLE_API.list}?pageSize=1`)).body.code).toBe(0);
    expect((await librarian.call('GET', 'article/recycle/list')).body).toEqual(NO_MODULE);
    expect((await librarian.call('POST', ARTICLE_API.create, {})).body).toEqual(NO_MODULE);
    const writer = await signedInWith(server, 'editor', ['/articles/addArticles']);
    // Reaches the handler, which judges the empty body.
    expect((await writer.call('POST', ARTICLE_API.create, {})).body.code).toBe(ErrorCode.ValidationFailed);
  });

  it('the implied release system (spec §6 expands every list): open to every restricted role, within what its role allows', async () => {
    const editor = await signedInWith(server, 'editor', ['/articles/library']);
    expect((await editor.call('GET', `${H5_API_BASE}folder/0`)).body.code).toBe(0);
    const reader = await signedInWith(server, 'reader', ['/articles/library']);
    const read = await reader.call('GET', `${H5_API_BASE}folder/0`);
    expect([read.status, read.body.code]).toEqual([200, 0]);
    expect((await reader.call('GET', `${H5_API_BASE}publish/list`)).body.code).toBe(0);
    // The role rule still speaks: a reader's writes there are refused before the body is read.
    for (const [method, path] of [['POST', 'add'], ['PUT', 'filename/1'], ['POST', 'delete'], ['POST', 'prepublish'], ['POST', 'publish'], ['POST', 'revoke/1']] as const) {
      const write = await reader.call(method, `${H5_API_BASE}${path}`, {});
      expect([path, write.status, write.body.code]).toEqual([path, 403, ErrorCode.RoleRefused]);
    }
    // An account with no permitted path at all gets nothing implied: it has no session to call with.
    expect((await new Browser(server).signIn('nobody', 'Nobody@123')).body.code).toBe(ErrorCode.NoPermittedPaths);
  });

  it('an image upload is judged by the module it names', async () => {
    const editor = await signedInWith(server, 'editor', [wmSplash.path]);
    const other = await editor.call('POST', 'upload/image', { module: brPush.key, field: 'x', fileName: 'a.jpg', data: 'AAAA' });
    expect([other.status, other.body]).toEqual([403, NO_MODULE]);
    const own = await editor.call('POST', 'upload/image', { module: wmSplash.key, field: 'nothing', fileName: 'a.jpg', data: 'AAAA' });
    expect([own.status, own.body.code]).toEqual([400, ErrorCode.ValidationFailed]);
  });
});

describe('every registered route is owned', () => {
  it('the audit: no route under the prefix lacks an owner, and each refuses an account that reaches none of its owners', async () => {
    // A publisher, so the role rule never speaks first; its one path opens nothing but what the expansion implies.
    const outsider = await signedInWith(server, 'publisher', ['/nowhere/at/all']);
    const holder = { isSuperAdmin: false, permission: ['/nowhere/at/all'] };
    const routes = server.app.cmsRoutes.filter((route) => !route.methods.includes('HEAD') || route.methods.length > 1);
    expect(routes.length).toBeGreaterThan(60);
    const unowned: string[] = [];
    let refusedCount = 0;
    for (const route of routes) {
      const path = route.url.slice(PREFIX.length - 1).replace(/^\//, '');
      if (isSessionless(path)) continue;
      const access = callAccess(server.app.cms.callMap, path, {});
      if (access.kind === 'unmapped') unowned.push(route.url);
      if (access.kind !== 'owned' || access.owners.some((owner) => mayOpenPath(holder, owner))) continue;
      for (const method of route.methods.filter((m) => m !== 'HEAD')) {
        const url = path.replace(/:[A-Za-z]+/g, '1');
        const res = await outsider.call(method as 'GET' | 'POST' | 'PUT', url, method === 'GET' ? undefined : {});
        expect([method, url, res.status, res.body]).toEqual([method, url, 403, NO_MODULE]);
        refusedCount += 1;
      }
    }
    expect(unowned).toEqual([]);
    // Most routes belong to modules and screens the outsider was not given.
    expect(refusedCount).toBeGreaterThan(50);
  });

  it('a path nobody declared is refused even to full access: the gate fails closed', async () => {
    const lonely = await startServer({
      extraRoutes: async (app) => {
        app.get('/operation/future/list', async () => ({ code: 0, data: [], msg: '' }));
      },
    });
    try {
      const admin = await signedIn(lonely, 'admin');
      const res = await admin.call('GET', 'operation/future/list');
      expect([res.status, res.body]).toEqual([403, NO_MODULE]);
    } finally {
      await lonely.close();
    }
  });
});

describe('sessions after a password change', () => {
  it("ends the account's other sessions; the session that changed its own password stays", async () => {
    // A server of its own: the admin's password changes here.
    const server = await startServer();
    try {
      await changePasswords(server);
    } finally {
      await server.close();
    }
  });
});

async function changePasswords(server: TestServer): Promise<void> {
  {
    const admin = await signedIn(server, 'admin');
    const otherAdmin = await signedIn(server, 'admin');
    const editor = await signedInWith(server, 'editor', [wmSplash.path], 'pwdEditor');
    const id = Number(editor.cookies.UID);
    const res = await admin.call('POST', 'account/permission/management/update', {
      id,
      role: 'editor',
      isSuperAdmin: false,
      permission: [wmSplash.path],
      password: 'NewPass2026',
    });
    expect(res.body.code).toBe(0);
    expect((await editor.call('GET', 'login/detectactive')).status).toBe(401);

    const own = await admin.call('POST', 'account/permission/management/update', {
      id: Number(admin.cookies.UID),
      role: 'publisher',
      isSuperAdmin: true,
      permission: ['0'],
      password: 'Admin@2026x',
    });
    expect(own.body.code).toBe(0);
    expect((await admin.call('GET', 'login/detectactive')).status).toBe(200);
    expect((await otherAdmin.call('GET', 'login/detectactive')).status).toBe(401);
  }
}

describe('rows of lists carry no other module', () => {
  it('a publisher of the wm push sees only wm pushes, even asking the shared base', async () => {
    const publisher = await signedInWith(server, 'publisher', [wmPush.path]);
    const rows = (await new ModuleClient(publisher, wmPush).list('publishedList')).body.data as { list: WorkflowRow[] };
    const admin = await signedIn(server, 'admin');
    const brIds = new Set((await new ModuleClient(admin, brPush).rows('publishedList')).map((r) => r.id));
    expect(rows.list.some((r) => brIds.has(r.id))).toBe(false);
  });
});
