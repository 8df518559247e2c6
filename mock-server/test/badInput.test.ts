import { CALL_OWNER_RULES } from 'shared-ui/contract';
import { Browser, signedIn, startServer, type TestServer } from './harness';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(() => server.close());

describe('bad input is answered with an envelope, never a crash', () => {
  it('malformed JSON → HTTP 400 {code: 400, msg: 请求格式错误}', async () => {
    const res = await new Browser(server).call('POST', 'login/verifyCaptcha', '{"verifyKey": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, data: null, msg: '请求格式错误' });
  });

  it('malformed JSON behind the session hook → 400 as well', async () => {
    const reader = await signedIn(server, 'reader');
    const res = await reader.call('POST', 'account/permission/management/module/check', '{path:');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
  });

  it('an empty JSON body → 400', async () => {
    const res = await new Browser(server).call('POST', 'login/verifyCaptcha', '');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
  });

  it('a body over 1 MiB → HTTP 413 envelope', async () => {
    const big = JSON.stringify({ verifyKey: 'k', input: 'x'.repeat(1024 * 1024) });
    const res = await new Browser(server).call('POST', 'login/verifyCaptcha', big);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 413, data: null, msg: '提交的内容过大' });
  });

  it('a body just under 1 MiB is read (and judged by its schema)', async () => {
    const payload = JSON.stringify({ verifyKey: 'k', input: 'x'.repeat(1024 * 1024 - 100) });
    const res = await new Browser(server).call('POST', 'login/verifyCaptcha', payload);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1106);
  });

  it('an unsupported content type → 4xx envelope', async () => {
    const res = await new Browser(server).call('POST', 'login/verifyCaptcha', 'a=b', 'application/x-unknown');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 400, data: null });
  });

  it.each(['v2/cms/nowhere', 'login/nowhere', 'operation/common/splash/publish'])(
    'an unknown route (%s) → HTTP 404 {code: 1107, msg: 接口不存在}',
    async (path) => {
      const res = await new Browser(server).call('GET', path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 1107, data: null, msg: '接口不存在' });
    },
  );

  it('a path outside the prefix → 404 envelope too', async () => {
    const res = await fetch(`${server.baseUrl}/elsewhere`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 1107, data: null, msg: '接口不存在' });
  });

  it('an unexpected error → HTTP 500 envelope', async () => {
    const failing = await startServer({
      callOwners: [...CALL_OWNER_RULES, { prefix: 'broken', anySession: true }],
      extraRoutes: async (app) => {
        app.get('/broken', async () => {
          throw new Error('boom');
        });
      },
    });
    try {
      const admin = await signedIn(failing, 'admin');
      const res = await admin.call('GET', 'broken');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: 500, data: null, msg: '请求失败，请稍后重试' });
    } finally {
      await failing.close();
    }
  });
});
