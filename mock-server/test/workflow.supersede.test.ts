/**
 * One subject, one live configuration (`supersedes`: br newShare by stock code, the apps' config keys per platform),
 * and a past entry copied into a new draft (`cloneable`: br advertising's `publish/clone`).
 */
import { ErrorCode, formatCmsTime, isOverwriteQuestionData, type DraftRow, type ModuleDefinition, type WorkflowRow } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, signedInWith, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';

const MINUTE = 60_000;
const moduleOf = (key: string) => registeredModules.find((m) => m.key === key) as ModuleDefinition;
const newShare = moduleOf('br/newShare');
const wmConfig = moduleOf('wm/appconfig');
const brConfig = moduleOf('br/appconfig');
const advertising = moduleOf('br/advertising');

let server: TestServer;
let admin: Browser;
let editor: Browser;
const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const pushAt = (minutes: number) => ({ push_time: at(minutes) });

const share = (code: string, remain: number) => ({
  stock_code: code, stock_name: '测试新股', population_type: 2,
  tips_cn: '请先开通权限', tips_hk: '請先開通權限', tips_en: 'Please enable the permission first.',
  finance_rate: 3.5, fund_limit: 100000000, remain_limit: remain, is_renewal: 1, num_coupons: 1,
});

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
  editor = await signedInWith(server, 'editor', ['/operation/br/modules/newShare', '/operation/br/modules/advertising']);
});
afterAll(() => server.close());

describe('new share: a second configuration of one share asks before it overwrites (spec §4)', () => {
  it('names where the older one is, removes the older pre-published one on overwrite, and retires the live one when the newer goes live', async () => {
    const shares = new ModuleClient(admin, newShare);
    const liveId = await shares.published(share('06699', 50000000), pushAt(1), {});
    await shares.saveOverwriting(share('06699', 40000000));
    const waitingId = ((await shares.prepublish(share('06699', 40000000), pushAt(60))).body.data as WorkflowRow).id;

    const asked = await shares.save(share('06699', 30000000));
    expect(asked.body.code).toBe(ErrorCode.OverwriteQuestion);
    expect(asked.body.msg).toContain('该新股已有配置');
    expect(asked.body.msg).toContain(`预发布列表（ID ${String(waitingId)}`);
    expect(asked.body.msg).toContain(`已发布列表（ID ${String(liveId)}`);
    expect(isOverwriteQuestionData(asked.body.data) && asked.body.data.holders.map((h) => [h.place, h.id])).toEqual([
      ['published', liveId],
      ['prepublished', waitingId],
    ]);
    // Nothing was written by the question.
    expect((await shares.content()).body.data).toBeNull();

    const overwritten = await shares.saveOverwriting(share('06699', 30000000));
    expect(overwritten.body.code).toBe(0);
    expect((await shares.detail(waitingId)).body.code).toBe(ErrorCode.NotFound);
    expect((await shares.row(liveId)).status).toBe('published');

    // Re-saving one's own draft of the share is editing it: no question.
    expect((await shares.saveOverwriting(share('06699', 30000000))).body.code).toBe(0);
    expect((await shares.save(share('06699', 25000000))).body.code).toBe(ErrorCode.OverwriteQuestion);
    const newerId = (await shares.prepublish(share('06699', 30000000), pushAt(30))).body.data as WorkflowRow;

    // Before publish: what it would replace.
    const superseded = await shares.live(share('06699', 30000000));
    expect(superseded.map((row) => [row.id, row.remain_limit])).toEqual([[liveId, 50000000]]);

    // Scheduled for +30 minutes: the old one stays live until then, then goes to history by the newer's publisher.
    expect((await shares.publish(newerId.id, pushAt(30))).body.code).toBe(0);
    expect((await shares.row(liveId)).status).toBe('published');
    server.clock.advance(31 * MINUTE);
    const retired = await shares.row(liveId);
    expect([retired.status, retired.remove_operator]).toEqual(['history', 'admin']);
    expect((await shares.row(newerId.id)).status).toBe('published');
  });

  it('asks about someone else\'s draft of the same share, not one\'s own', async () => {
    const shares = new ModuleClient(admin, newShare);
    expect((await shares.saveOverwriting(share('03888', 1000))).body.code).toBe(0);
    const asEditor = new ModuleClient(editor, newShare);
    const asked = await asEditor.save(share('03888', 2000));
    expect(asked.body.code).toBe(ErrorCode.OverwriteQuestion);
    expect(asked.body.msg).toContain('编辑列表（admin 于');
    expect((await asEditor.saveOverwriting(share('03888', 2000))).body.code).toBe(0);
    expect(((await asEditor.content()).body.data as NonNullable<DraftRow>).remain_limit).toBe(2000);
  });
});

describe('app config: a key on a platform has one live value, per app', () => {
  const config = (value: string) => ({ config_key: 'search_hot_words', config_value: value, platform: 'android', min_version: '6.0.0', remark: '' });

  it('publishing a new value now retires the old one at once; the other app is not touched', async () => {
    const wm = new ModuleClient(admin, wmConfig);
    const br = new ModuleClient(admin, brConfig);
    const brLive = await br.published(config('{"words":["腾讯"]}'), { push_time: at(5) }, {});
    const oldId = await wm.published(config('{"words":["黄金"]}'), { push_time: at(5) }, {});
    expect((await wm.save(config('{"words":["黄金","红利"]}'))).body.code).toBe(ErrorCode.OverwriteQuestion);
    expect((await wm.saveOverwriting(config('{"words":["黄金","红利"]}'))).body.code).toBe(0);
    const newId = (await wm.prepublish(config('{"words":["黄金","红利"]}'), { push_time: at(10) })).body.data as WorkflowRow;
    const superseded = await wm.live(config('{"words":["黄金","红利"]}'));
    expect(superseded.map((row) => [row.id, row.config_value])).toEqual([[oldId, '{"words":["黄金"]}']]);

    expect((await wm.publish(newId.id)).body.code).toBe(0);
    expect((await wm.row(oldId)).status).toBe('history');
    expect((await wm.row(newId.id)).status).toBe('published');
    expect((await br.row(brLive)).status).toBe('published');
  });
});

describe('advertising: a past ad copied into a new draft (publish/clone)', () => {
  const CLONE = `${advertising.apiBase}publish/clone`;

  it('copies a past ad into the draft; over a draft it asks first; an editor may copy (it only writes the draft)', async () => {
    const ads = new ModuleClient(admin, advertising);
    const past = (await ads.rows('history'))[0] as WorkflowRow;
    const first = await editor.call('POST', CLONE, { id: past.id });
    expect(first.body.code).toBe(0);
    expect(first.body.msg).toContain('已复制为草稿');
    const draft = (await ads.content()).body.data as NonNullable<DraftRow>;
    expect([draft.title, draft.image, draft.update_operator]).toEqual([past.title, past.image, 'editor1']);

    const live = (await ads.rows('publishedList'))[0] as WorkflowRow;
    const asked = await admin.call('POST', CLONE, { id: live.id });
    expect(asked.body.code).toBe(ErrorCode.OverwriteQuestion);
    expect(asked.body.msg).toContain('编辑列表中已有未预发布的草稿（editor1 于');
    expect(((await ads.content()).body.data as NonNullable<DraftRow>).title).toBe(past.title);
    expect((await admin.call('POST', CLONE, { id: live.id, overwrite: true })).body.code).toBe(0);
    expect(((await ads.content()).body.data as NonNullable<DraftRow>).title).toBe(live.title);
  });

  it('refuses a pre-published or missing entry (1015), and a module that is not cloneable (400)', async () => {
    const waiting = (await new ModuleClient(admin, advertising).rows('prepublishList'))[0] as WorkflowRow;
    expect((await admin.call('POST', CLONE, { id: waiting.id, overwrite: true })).body.code).toBe(ErrorCode.WithdrawConflict);
    expect((await admin.call('POST', CLONE, { id: 999999, overwrite: true })).body.code).toBe(ErrorCode.WithdrawConflict);
    const notCloneable = await admin.call('POST', `${newShare.apiBase}publish/clone`, { id: 1 });
    expect(notCloneable.status).toBe(404);
  });
});
