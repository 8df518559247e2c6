/**
 * Stale saves (contract staleSave.ts) through the shell's server, whose write guard checks them (issue 43; mock-server
 * no longer does): a save based on a version someone else has since replaced is refused with 1043 naming who, when
 * and what is there now; a save based on the current version, or resent with the version the refusal named
 * (overwrite), goes through. Drafts, pre-published entries (save and pre-publish again) and live edits. The backend's
 * clock moves a second between one person's steps, as it does between clicks.
 */
import { ErrorCode, HOME_COMMON_LIVE_LIST, formatCmsTime, seedImagePath, type DraftRow, type ModuleDefinition, type StaleSaveDetail, type WorkflowRow } from 'shared-ui/contract';
import type { FastifyInstance } from 'fastify';
import { registeredModules } from '../../../../mock-server/src';
import { signedIn, signedInWith, startServer, type Browser, type TestServer } from '../../../../mock-server/test/harness';
import { ModuleClient } from '../../../../mock-server/test/workflowClient';
import { pushModule, TEST_MODULES } from '../../../../mock-server/test/workflowModules';
import { openTestFront, throughFront } from './testFront';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 23, 2, 0, 0);
const MODULES = [...TEST_MODULES, ...registeredModules.filter((m) => m.key === 'wm/yffTheme')];
let server: TestServer;
let front: FastifyInstance;
let admin: Browser;
let editor: Browser;

beforeAll(async () => {
  server = await startServer({ modules: MODULES, sessionTtlMs: 365 * 24 * 60 * MINUTE }, T0);
  front = await openTestFront(server.baseUrl, { modules: MODULES });
  admin = throughFront(await signedIn(server, 'admin'), server, front);
  editor = throughFront(await signedInWith(server, 'editor', TEST_MODULES.map((m) => m.path), '小李'), server, front);
});
afterAll(async () => {
  await front.close();
  await server.close();
});
beforeEach(() => {
  server.clock.set(T0);
  server.app.cms.db.exec('DELETE FROM workflow_records; DELETE FROM workflow_drafts;');
});

const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const V = { title: '春季活动', link: 'https://example.com/a', cover: '' };
const draftOf = (res: { body: { data: unknown } }) => res.body.data as NonNullable<DraftRow>;
const detailOf = (res: { body: { data: unknown } }) => res.body.data as StaleSaveDetail;

describe('module drafts', () => {
  it('refuses a save based on a draft a colleague has since saved, naming them, and keeps their draft', async () => {
    const mine = new ModuleClient(admin, pushModule);
    const theirs = new ModuleClient(editor, pushModule);
    const base = draftOf(await mine.save(V)).version ?? null;
    expect(typeof base).toBe('number');

    // Both opened version `base`; the colleague saves first, in the same second (a frozen clock): still a new version.
    const colleague = draftOf(await theirs.save({ ...V, title: '同事的标题' }, base));
    expect(colleague.version).not.toBe(base);

    const stale = await mine.save({ ...V, title: '我的标题' }, base);
    expect(stale.body.code).toBe(ErrorCode.StaleSave);
    expect(stale.body.msg).toBe(`该内容已被 小李 于 ${String(colleague.update_time)} 修改，请比较后选择重新加载或覆盖`);
    expect(detailOf(stale)).toMatchObject({ operator: '小李', version: colleague.version, current: { title: '同事的标题' } });
    expect(draftOf(await mine.content()).title).toBe('同事的标题');

    // Overwrite: resend based on the version the refusal named.
    const overwritten = await mine.save({ ...V, title: '我的标题' }, detailOf(stale).version);
    expect(overwritten.body.code).toBe(0);
    expect(draftOf(await mine.content())).toMatchObject({ title: '我的标题', update_operator: 'admin' });
  });

  it('refuses a first save when a colleague saved meanwhile, and a save of a draft that was pre-published meanwhile', async () => {
    const mine = new ModuleClient(admin, pushModule);
    const theirs = new ModuleClient(editor, pushModule);
    const first = draftOf(await theirs.save(V, null));
    const late = await mine.save({ ...V, title: '我也新建' }, null);
    expect([late.body.code, detailOf(late).version]).toEqual([ErrorCode.StaleSave, first.version]);

    // An editor may not pre-publish: the admin does, and the editor's save based on that draft finds it gone.
    expect((await mine.prepublish(V, { push_time: at(30) })).body.code).toBe(0);
    const gone = await theirs.save({ ...V, title: '我的修改' }, first.version ?? null);
    expect(gone.body.code).toBe(ErrorCode.StaleSave);
    expect(gone.body.msg).toBe('该内容已被他人提交或删除，您基于的版本已不存在');
    expect(detailOf(gone)).toMatchObject({ version: null, current: null });
    expect((await theirs.save({ ...V, title: '我的修改' }, null)).body.code).toBe(0);
  });

  it('does not check a save that names no version (a caller that knows nothing of versions)', async () => {
    const mine = new ModuleClient(admin, pushModule);
    await new ModuleClient(editor, pushModule).save(V);
    expect((await mine.save({ ...V, title: '不带版本' })).body.code).toBe(0);
  });
});

describe('pre-published entries and live edits', () => {
  it('refuses saving and pre-publishing again over a colleague’s newer change of the entry', async () => {
    const mine = new ModuleClient(admin, pushModule);
    const theirs = new ModuleClient(editor, pushModule);
    const id = await mine.prepared(V, { push_time: at(30) });
    const opened = await mine.row(id);
    expect((await theirs.reprepublish(id, { ...V, title: '同事改过' }, { push_time: at(40) }, opened.version)).body.code).toBe(0);

    const stale = await mine.reprepublish(id, { ...V, title: '我改的' }, { push_time: at(50) }, opened.version);
    expect(stale.body.code).toBe(ErrorCode.StaleSave);
    expect(detailOf(stale)).toMatchObject({ operator: '小李', current: { title: '同事改过', push_time: at(40) } });
    expect((await mine.row(id)).title).toBe('同事改过');
    expect((await mine.reprepublish(id, { ...V, title: '我改的' }, { push_time: at(50) }, detailOf(stale).version)).body.code).toBe(0);
  });

  it('answers an action on an entry a colleague deleted meanwhile with the deletion, not a compare with nothing', async () => {
    const mine = new ModuleClient(admin, pushModule);
    const id = await mine.prepared(V, { push_time: at(30) });
    const opened = await mine.row(id);
    // A colleague (a publisher: deleting is theirs) deletes it from another tab.
    expect((await new ModuleClient(await signedIn(server, 'admin'), pushModule).remove([id])).body.code).toBe(0);

    const publish = await mine.publish(id, {}, opened.version);
    expect(publish.body).toMatchObject({ code: ErrorCode.WithdrawConflict, msg: '该内容不存在或已被删除，列表已刷新' });
    const again = await mine.reprepublish(id, { ...V, title: '我改的' }, { push_time: at(50) }, opened.version);
    expect(again.body).toMatchObject({ code: ErrorCode.WithdrawConflict, msg: '该内容不存在或已被删除，列表已刷新' });
  });

  it('refuses a live edit based on a version changed meanwhile', async () => {
    const yffTheme = registeredModules.find((m) => m.key === 'wm/yffTheme') as ModuleDefinition;
    const themes = new ModuleClient(admin, yffTheme);
    const cover = seedImagePath('yff-theme', { width: 690, height: 280 });
    const id = await themes.published({ title: '主题', subtitle: '卖点', cover, funds: [{ id: '3', position: 1 }], show_time: '2026-11-23 10:00:00' }, { push_time: at(1) });
    const opened = await themes.row(id);
    const path = `operation/wm/home/common/${HOME_COMMON_LIVE_LIST.edit?.endpoint.path ?? ''}`;
    const send = (show_time: string, base: number | undefined) => admin.call('POST', path, { topic_type: 'theme', id, show_time, base_version: base });
    const first = await send('2026-11-23 18:30:00', opened.version);
    expect(first.body.code).toBe(0);
    const stale = await send('2026-11-23 19:00:00', opened.version);
    expect([stale.body.code, detailOf(stale).version]).toEqual([ErrorCode.StaleSave, (first.body.data as WorkflowRow).version]);
    expect((await themes.row(id)).show_time).toBe('2026-11-23 18:30:00');
  });
});
