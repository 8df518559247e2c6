import { ErrorCode, SESSION_COOKIES, type SessionStatus } from 'shared-ui/contract';
import type { SessionSummary } from '../src';
import { Browser, signedIn, startServer, T0, type TestServer } from './harness';

const TTL = 60 * 60_000;
const INVALID = { code: ErrorCode.SessionInvalid, data: null, msg: '登录已失效，请重新登录' };

let server: TestServer;
beforeEach(async () => {
  server = await startServer({ sessionTtlMs: TTL });
});
afterEach(() => server.close());

describe('GET login/check (sessionless)', () => {
  it('answers active: false, not 401, without a session', async () => {
    const res = await new Browser(server).call('GET', 'login/check');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, data: { active: false } });
  });

  it('describes a live session', async () => {
    const admin = await signedIn(server, 'admin');
    const res = await admin.call('GET', 'login/check');
    expect(res.body.data).toEqual<SessionStatus>({
      active: true,
      uid: admin.cookies[SESSION_COOKIES.uid]!,
      account: 'admin',
      group: 'publisher',
      isSuperAdmin: true,
      expire: T0 + TTL,
    });
  });

  it('answers active: false once the session expired', async () => {
    const editor = await signedIn(server, 'editor');
    server.clock.advance(TTL);
    expect((await editor.call('GET', 'login/check')).body.data).toEqual({ active: false });
  });
});

describe('GET login/detectactive', () => {
  it('answers the status and refreshes last activity', async () => {
    const editor = await signedIn(server, 'editor');
    server.clock.advance(120_000);
    const res = await editor.call('GET', 'login/detectactive');
    expect(res.body).toMatchObject({ code: 0, data: { active: true, account: 'editor', group: 'editor' } });
    const sessions = (await editor.call('GET', 'login/getsessions')).body.data as SessionSummary[];
    expect(sessions[0]).toMatchObject({ createdAt: T0, lastActiveAt: T0 + 120_000, expiresAt: T0 + TTL });
  });

  it('answers HTTP 401 when the session expired', async () => {
    const editor = await signedIn(server, 'editor');
    server.clock.advance(TTL - 1);
    expect((await editor.call('GET', 'login/detectactive')).status).toBe(200);
    server.clock.advance(1);
    const res = await editor.call('GET', 'login/detectactive');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID);
  });
});

describe('GET login/signout', () => {
  it('ends the session: the next call is 401 and check says inactive', async () => {
    const editor = await signedIn(server, 'editor');
    expect((await editor.call('GET', 'login/signout')).body).toMatchObject({ code: 0 });
    expect((await editor.call('GET', 'login/detectactive')).status).toBe(401);
    expect((await editor.call('GET', 'login/check')).body.data).toEqual({ active: false });
  });

  it('answers 0 without a session, and leaves other sessions alone', async () => {
    const first = await signedIn(server, 'editor');
    const second = await signedIn(server, 'editor');
    expect((await new Browser(server).call('GET', 'login/signout')).body.code).toBe(0);
    await first.call('GET', 'login/signout');
    expect((await second.call('GET', 'login/detectactive')).status).toBe(200);
  });
});

describe('GET login/getsessions', () => {
  it("lists the account's live sessions, ids shortened, marking the current one", async () => {
    const first = await signedIn(server, 'editor');
    server.clock.advance(1000);
    const second = await signedIn(server, 'editor');
    const ended = await signedIn(server, 'editor');
    await ended.call('GET', 'login/signout');
    await signedIn(server, 'admin');
    const list = (await second.call('GET', 'login/getsessions')).body.data as SessionSummary[];
    expect(list).toHaveLength(2);
    expect(list.map((s) => s.id)).toEqual([
      second.cookies[SESSION_COOKIES.session]!.slice(0, 8),
      first.cookies[SESSION_COOKIES.session]!.slice(0, 8),
    ]);
    expect(list.map((s) => s.current)).toEqual([true, false]);
    expect(list[1]).toEqual({ id: expect.any(String), createdAt: T0, lastActiveAt: T0, expiresAt: T0 + TTL, current: false });
  });
});

describe('the session hook', () => {
  it('answers 401 without a session cookie', async () => {
    const res = await new Browser(server).call('GET', 'login/getsessions');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID);
  });

  it('answers 401 for an unknown session id', async () => {
    const browser = new Browser(server);
    browser.cookies[SESSION_COOKIES.session] = 'f'.repeat(64);
    expect((await browser.call('GET', 'login/getsessions')).status).toBe(401);
  });

  it('answers 401 when the groupID cookie was changed, even to a lesser role', async () => {
    const editor = await signedIn(server, 'editor');
    for (const group of ['publisher', 'reader', 'admin']) {
      editor.cookies[SESSION_COOKIES.group] = group;
      const res = await editor.call('GET', 'login/detectactive');
      expect(res.status).toBe(401);
      expect(res.body).toEqual(INVALID);
    }
    editor.cookies[SESSION_COOKIES.group] = 'editor';
    expect((await editor.call('GET', 'login/detectactive')).status).toBe(200);
  });

  it('answers 401 when the UID cookie names another account', async () => {
    const editor = await signedIn(server, 'editor');
    editor.cookies[SESSION_COOKIES.uid] = '1';
    expect((await editor.call('GET', 'login/detectactive')).status).toBe(401);
  });

  it('trusts the session, not the cookies: without groupID and UID the session still works', async () => {
    const editor = await signedIn(server, 'editor');
    delete editor.cookies[SESSION_COOKIES.group];
    delete editor.cookies[SESSION_COOKIES.uid];
    expect((await editor.call('GET', 'login/detectactive')).body.data).toMatchObject({ group: 'editor' });
  });
});
