import type { FastifyPluginAsync } from 'fastify';
import { CALL_OWNER_RULES, ErrorCode } from 'shared-ui/contract';
import type { RoutePluginOptions } from '../src';
import { Browser, signedIn, startServer, type TestServer } from './harness';

const FORBIDDEN = { code: ErrorCode.RoleRefused, data: null, msg: '抱歉，您没有权限进行此操作' };

/** Stand-ins for a module's endpoints; each call that reaches a handler is recorded. */
let reached: string[] = [];
const moduleRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app) => {
  const record = (name: string) => async () => {
    reached.push(name);
    return { code: 0, data: null, msg: '操作成功' };
  };
  app.get('/operation/common/splash/publish/list', record('list'));
  app.post('/operation/common/splash/save', record('save'));
  app.post('/operation/common/splash/publish', record('publish'));
  app.post('/operation/common/splash/prepublish/:id', record('prepublish'));
  app.put('/operation/common/splash/publish/out', record('out'));
  app.post('/operation/common/splash/delete', record('delete'));
  // A stand-in of its own: the real H5 `h5backend/system/files/check` is served now (h5release tests cover it).
  app.post('/operation/common/splash/check', record('check'));
};

let server: TestServer;
beforeEach(async () => {
  reached = [];
  // No registered modules: the stand-ins above take the splash base's paths. Every session may reach them: this file
  // is about the role rule; the permission gate has its own tests.
  server = await startServer({ extraRoutes: moduleRoutes, modules: [], callOwners: [...CALL_OWNER_RULES, { prefix: 'operation/common/splash', anySession: true }] });
});
afterEach(() => server.close());

type Call = [method: 'GET' | 'POST' | 'PUT', path: string];
const LIST: Call = ['GET', 'operation/common/splash/publish/list'];
const SAVE: Call = ['POST', 'operation/common/splash/save'];
const PUBLISH: Call = ['POST', 'operation/common/splash/publish'];
const PREPUBLISH: Call = ['POST', 'operation/common/splash/prepublish/7'];
const OUT: Call = ['PUT', 'operation/common/splash/publish/out'];
const DELETE: Call = ['POST', 'operation/common/splash/delete'];
const CHECK: Call = ['POST', 'operation/common/splash/check'];

describe.each<[account: 'reader' | 'editor' | 'admin', allowed: Call[], refused: Call[]]>([
  ['reader', [LIST, CHECK], [SAVE, PUBLISH, PREPUBLISH, OUT, DELETE]],
  ['editor', [LIST, SAVE, OUT, DELETE, CHECK], [PUBLISH, PREPUBLISH]],
  ['admin', [LIST, SAVE, PUBLISH, PREPUBLISH, OUT, DELETE, CHECK], []],
])('the role rule for %s', (account, allowed, refused) => {
  it.each(allowed)('lets %s %s through to its handler', async (method, path) => {
    const browser = await signedIn(server, account);
    const res = await browser.call(method, path, method === 'GET' ? undefined : {});
    expect(res.status).toBe(200);
    expect(reached).toHaveLength(1);
  });

  if (refused.length > 0) {
    it.each(refused)('refuses %s %s with 403 and the handler never runs', async (method, path) => {
      const browser = await signedIn(server, account);
      const res = await browser.call(method, path, { id: 7 });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
      expect(reached).toEqual([]);
    });
  }
});

describe('the role hook', () => {
  it('refuses before reading the body: a malformed body to a refused call is 403, not 400', async () => {
    const reader = await signedIn(server, 'reader');
    const res = await reader.call('POST', 'operation/common/splash/save', '{not json');
    expect(res.status).toBe(403);
    expect(reached).toEqual([]);
  });

  it('judges the route that matched, so a percent-encoded "publish" is refused too', async () => {
    const editor = await signedIn(server, 'editor');
    const res = await editor.call('POST', 'operation/common/splash/%70ublish', {});
    expect(res.status).toBe(403);
    expect(reached).toEqual([]);
  });

  it('uses the role of the session: an editor cannot become a publisher through groupID', async () => {
    const editor = await signedIn(server, 'editor');
    editor.cookies.groupID = 'publisher';
    const res = await editor.call(...PUBLISH, {});
    expect(res.status).toBe(401);
    expect(reached).toEqual([]);
  });

  it("a reader's forged groupID raises nothing (401), and without groupID the session's own role still rules", async () => {
    for (const forged of ['publisher', 'editor']) {
      const reader = await signedIn(server, 'reader');
      reader.cookies.groupID = forged;
      expect((await reader.call(...SAVE, {})).status).toBe(401);
      expect((await reader.call(...PUBLISH, {})).status).toBe(401);
    }
    // The client treats a missing groupID as a dead session (spec §6); the server never needed it for the role.
    const reader = await signedIn(server, 'reader');
    delete reader.cookies.groupID;
    const publish = await reader.call(...PUBLISH, {});
    expect([publish.status, publish.body]).toEqual([403, FORBIDDEN]);
    expect((await reader.call(...LIST)).status).toBe(200);
    expect(reached).toEqual(['list']);
  });

  it('asks for a session before the role: no session is 401 even for a refused call', async () => {
    const res = await new Browser(server).call(...PUBLISH, {});
    expect(res.status).toBe(401);
    expect(reached).toEqual([]);
  });
});
