/**
 * 证券 App 配置 (br/appconfig, shared base operation/common/appconfig/): a value that is not JSON answers 1023, the
 * platform is one of all/iOS/Android, the minimum version is a store version, and one key is live once per platform.
 */
import { ErrorCode, formatCmsTime, type ModuleDefinition, type WorkflowRow } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';

const MINUTE = 60_000;
const appconfig = registeredModules.find((m) => m.key === 'br/appconfig') as ModuleDefinition;

let server: TestServer;
let admin: Browser;
const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const configs = () => new ModuleClient(admin, appconfig);
const entry = (extra: Record<string, string> = {}) => ({ config_key: 'trade_tips', config_value: '{"show":true}', platform: 'all', min_version: '6.3.0', remark: '', ...extra });

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('br app config', () => {
  it('answers 1023 for a value that is not JSON', async () => {
    const res = await configs().save(entry({ config_value: '{show:true' }));
    expect(res.body.code).toBe(ErrorCode.ConfigNotJson);
  });

  it('takes only all, iOS or Android as the platform', async () => {
    expect((await configs().save(entry({ platform: 'harmony' }))).body.code).toBe(ErrorCode.ValidationFailed);
    for (const platform of ['all', 'ios', 'android']) {
      expect((await configs().save(entry({ platform }))).body.code).toBe(0);
    }
  });

  it('takes store versions as the minimum version and refuses anything else', async () => {
    const bad = await configs().save(entry({ min_version: 'v6.3' }));
    expect([bad.body.code, bad.body.msg]).toEqual([ErrorCode.ValidationFailed, '版本号格式应为 6.3.0']);
    expect((await configs().save(entry({ min_version: '6.3' }))).body.code).toBe(0);
  });

  it('keeps one live value per key and platform: a new value supersedes the old one (asked first), the other platform keeps its own', async () => {
    const ios = await configs().published(entry({ config_key: 'hk_quote_level', platform: 'ios' }), { push_time: at(10) });
    const android = await configs().published(entry({ config_key: 'hk_quote_level', platform: 'android' }), { push_time: at(20) });
    const newer = entry({ config_key: 'hk_quote_level', platform: 'ios', config_value: '{"level":2}' });
    const asked = await configs().save(newer);
    expect(asked.body.code).toBe(ErrorCode.OverwriteQuestion);
    expect(asked.body.msg).toContain(`该配置键在此平台已有配置：已发布列表（ID ${String(ios)}`);
    expect(asked.body.msg).not.toContain(`ID ${String(android)}`);
    expect((await configs().saveOverwriting(newer)).body.code).toBe(0);
    const prepared = (await configs().prepublish(newer, { push_time: at(30) })).body.data as WorkflowRow;
    expect((await configs().publish(prepared.id)).body.code).toBe(0);
    const newerId = prepared.id;
    expect((await configs().row(ios)).status).toBe('history');
    expect((await configs().row(android)).status).toBe('published');
    expect((await configs().row(newerId)).config_value).toBe('{"level":2}');
  });
});
