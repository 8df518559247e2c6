/**
 * The console service's idea of who is asking, against a real mock-server (the `/v2/cms` reference): only the
 * backend's word counts, and it is reused for a short while.
 */
import { SESSION_COOKIES } from 'shared-ui/contract';
import { signedIn, startServer, type Browser, type TestServer } from '../../../mock-server/test/harness';
import { BackendClient, BackendUnavailable } from './backendClient';
import { BackendIdentity } from './identity';

const cookieHeader = (browser: Browser, overrides: Record<string, string> = {}) =>
  Object.entries({ ...browser.cookies, ...overrides })
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');

describe('BackendIdentity', () => {
  let server: TestServer;
  let time = 0;
  const identity = () => new BackendIdentity(new BackendClient(server.baseUrl, '/v2/cms/'), { ttlMs: 10_000, now: () => time });

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('is the account, role and permitted paths the backend confirms for the session', async () => {
    const editor = await signedIn(server, 'editor');
    expect(await identity().confirm(cookieHeader(editor))).toEqual({
      account: 'editor',
      accountId: server.app.cms.accounts.findByAccount('editor')?.id,
      role: 'editor',
      isSuperAdmin: false,
      permission: ['/operation/wm/modules/splashScreen', '/operation/wm/modules/maskLayer', '/operation/br/modules/splashScreen', '/articles/library', '/h5/relesesystem', '/schedule'],
    });
    const admin = await signedIn(server, 'admin');
    expect(await identity().confirm(cookieHeader(admin))).toEqual({ account: 'admin', accountId: server.app.cms.accounts.findByAccount('admin')?.id, role: 'publisher', isSuperAdmin: true, permission: ['0'] });
  });

  it('never takes the role from a cookie the browser changed', async () => {
    const editor = await signedIn(server, 'editor');
    const forged = cookieHeader(editor, { [SESSION_COOKIES.group]: 'publisher' });
    // The reference backend ends the question there: a session whose claims were tampered with is no session.
    expect(await identity().confirm(forged)).toBeNull();
    // Untouched, the same session is the editor it signed in as.
    expect(await identity().confirm(cookieHeader(editor))).toMatchObject({ account: 'editor', role: 'editor' });
  });

  it('is nobody without a session cookie, or with one the backend does not know', async () => {
    expect(await identity().confirm(undefined)).toBeNull();
    expect(await identity().confirm('UID=1; groupID=publisher')).toBeNull();
    expect(await identity().confirm(`${SESSION_COOKIES.session}=not-a-session; ${SESSION_COOKIES.group}=publisher`)).toBeNull();
  });

  it('reuses a confirmation for its time to live, then asks again and sees a signed-out session', async () => {
    const editor = await signedIn(server, 'editor');
    const cookies = cookieHeader(editor);
    const ids = identity();
    expect(await ids.confirm(cookies)).toMatchObject({ account: 'editor' });
    await editor.call('GET', 'login/signout');
    time += 9_000;
    expect(await ids.confirm(cookies)).toMatchObject({ account: 'editor' });
    time += 2_000;
    expect(await ids.confirm(cookies)).toBeNull();
  });

  it('forgets a session at once when told (its sign-out passed through)', async () => {
    const editor = await signedIn(server, 'editor');
    const cookies = cookieHeader(editor);
    const ids = identity();
    expect(await ids.confirm(cookies)).toMatchObject({ account: 'editor' });
    await editor.call('GET', 'login/signout');
    ids.forget(cookies);
    expect(await ids.confirm(cookies)).toBeNull();
  });

  it('asks the backend once for a burst of calls of one session', async () => {
    const editor = await signedIn(server, 'editor');
    const cookies = cookieHeader(editor);
    const ids = identity();
    const answers = await Promise.all(Array.from({ length: 5 }, () => ids.confirm(cookies)));
    expect(new Set(answers)).toEqual(new Set([answers[0]]));
    expect(answers[0]).toMatchObject({ account: 'editor' });
  });

  it('says the backend is unavailable rather than guessing', async () => {
    const ids = new BackendIdentity(new BackendClient('http://127.0.0.1:9', '/v2/cms/'));
    await expect(ids.confirm(`${SESSION_COOKIES.session}=x`)).rejects.toBeInstanceOf(BackendUnavailable);
  });
});
