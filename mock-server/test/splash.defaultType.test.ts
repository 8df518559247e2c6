/**
 * Spec §9 "Defaults: … splash type broker": a call to the splash base (`operation/common/splash/`) that names no
 * `type` (or an empty one) is the broker app's splash screen — for the routes and for the permission gate's owner
 * alike (one rule in the contract: the base's `scopeDefaults`, read by `pickModule`). Issue 30: it was HTTP 400.
 */
import { ErrorCode, SPLASH_DEFAULT_TYPE, type DraftRow, type Paged, type WorkflowRow } from 'shared-ui/contract';
import { signedIn, signedInWith, startServer, type TestServer } from './harness';

const BASE = 'operation/common/splash/';
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const ids = (page: unknown) => (page as Paged<WorkflowRow>).list.map((row) => row.id);

describe('a splash call without type', () => {
  it('is the broker splash: the same lists and draft as type=broker', async () => {
    expect(SPLASH_DEFAULT_TYPE).toBe('broker');
    const admin = await signedIn(server, 'admin');
    for (const list of ['prepublish/list', 'publish/list', 'publish/history']) {
      const bare = await admin.call('GET', `${BASE}${list}`);
      const broker = await admin.call('GET', `${BASE}${list}?type=broker`);
      const wealth = await admin.call('GET', `${BASE}${list}?type=super_app`);
      expect([bare.status, bare.body.code]).toEqual([200, 0]);
      expect(ids(bare.body.data)).toEqual(ids(broker.body.data));
      if (ids(broker.body.data).length > 0) expect(ids(bare.body.data)).not.toEqual(ids(wealth.body.data));
    }
    expect((await admin.call('GET', `${BASE}content?type=`)).body.data).toEqual((await admin.call('GET', `${BASE}content?type=broker`)).body.data);
  });

  it('saves into the broker draft', async () => {
    const admin = await signedIn(server, 'admin');
    const { body } = await admin.call('GET', `${BASE}content?type=broker`);
    const draft = body.data as NonNullable<DraftRow>;
    const { update_time: _t, update_operator: _o, version: _v, ...values } = draft;
    const saved = await admin.call('POST', `${BASE}save`, { ...values, display_seconds: 7 });
    expect(saved.body.code).toBe(0);
    expect(((await admin.call('GET', `${BASE}content?type=broker`)).body.data as NonNullable<DraftRow>).display_seconds).toBe(7);
    expect(((await admin.call('GET', `${BASE}content?type=super_app`)).body.data as DraftRow)?.display_seconds).not.toBe(7);
  });

  it('belongs to the broker splash path in the permission gate', async () => {
    const brOnly = await signedInWith(server, 'reader', ['/operation/br/modules/splashScreen']);
    expect((await brOnly.call('GET', `${BASE}prepublish/list`)).body.code).toBe(0);
    const wmOnly = await signedInWith(server, 'reader', ['/operation/wm/modules/splashScreen']);
    const refused = await wmOnly.call('GET', `${BASE}prepublish/list`);
    expect([refused.status, refused.body.code]).toEqual([403, ErrorCode.NoModulePermission]);
    expect((await wmOnly.call('GET', `${BASE}prepublish/list?type=super_app`)).body.code).toBe(0);
  });

  it('still refuses a type that names no app', async () => {
    const admin = await signedIn(server, 'admin');
    const res = await admin.call('GET', `${BASE}prepublish/list?type=other`);
    expect([res.status, res.body.code]).toEqual([400, ErrorCode.ValidationFailed]);
  });
});
