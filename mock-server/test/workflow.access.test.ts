/**
 * Who may do what (the session guard's role rule on the workflow routes), two publishers racing for one entry,
 * image upload against a module's slot, and the seed rows a module starts with.
 */
import { formatCmsTime, type DraftRow, type Paged, type WorkflowRow } from 'shared-ui/contract';
import { signedIn, signedInWith, startServer, T0, type Browser, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';
import { pushModule, seededModule, TEST_MODULES } from './workflowModules';

const MINUTE = 60_000;
const at = (minutes: number) => formatCmsTime(T0 + minutes * MINUTE);
const V = { title: '标题', link: '', cover: '' };
const FORBIDDEN = { code: 403, data: null, msg: '抱歉，您没有权限进行此操作' };

let server: TestServer;
let admin: Browser;
let editor: Browser;
let reader: Browser;

beforeAll(async () => {
  server = await startServer({ modules: TEST_MODULES, sessionTtlMs: 365 * 24 * 60 * MINUTE });
  // An editor and a reader of every test module: this file is about roles; the gate's own tests are about paths.
  const paths = TEST_MODULES.map((m) => m.path);
  [admin, editor, reader] = await Promise.all([signedIn(server, 'admin'), signedInWith(server, 'editor', paths), signedInWith(server, 'reader', paths)]);
});
afterAll(() => server.close());

describe('roles on the workflow routes', () => {
  it('refuses an editor’s POST publish with 403, and the entry stays pre-published', async () => {
    const id = await new ModuleClient(admin, pushModule).prepared(V, { push_time: at(10) });
    const res = await new ModuleClient(editor, pushModule).publish(id);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await new ModuleClient(admin, pushModule).row(id)).toMatchObject({ status: 'prepublished', push_operator: null });
  });

  it('refuses an editor’s POST prepublish, lets the editor save and withdraw (PUT publish/cancel)', async () => {
    const mine = new ModuleClient(editor, pushModule);
    expect((await mine.save({ ...V, title: '编辑保存' })).body.code).toBe(0);
    expect((await mine.prepublish({ ...V, title: '编辑保存' }, { push_time: at(20) })).status).toBe(403);
    const id = await new ModuleClient(admin, pushModule).published({ ...V, title: '编辑保存' }, { push_time: at(20) });
    const res = await mine.cancel(id);
    expect(res.body).toMatchObject({ code: 0, msg: '撤回成功' });
    expect((await mine.row(id)).status).toBe('prepublished');
  });

  it('refuses a reader’s POST save with 403 and saves nothing; a reader may read the lists', async () => {
    const before = (await new ModuleClient(admin, pushModule).content()).body.data as DraftRow;
    const res = await new ModuleClient(reader, pushModule).save({ ...V, title: '读者' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect((await new ModuleClient(admin, pushModule).content()).body.data).toEqual(before);
    expect((await new ModuleClient(reader, pushModule).list('prepublishList')).body.code).toBe(0);
  });
});

describe('two publishers at once', () => {
  it('publishing one entry from two sessions: exactly one 0 and one 1015, every time', async () => {
    const second = await signedIn(server, 'admin');
    const c = new ModuleClient(admin, pushModule);
    for (let round = 0; round < 5; round += 1) {
      const id = await c.prepared({ ...V, title: `并发 ${String(round)}` }, { push_time: at(100 + round) });
      const answers = await Promise.all([c.publish(id), new ModuleClient(second, pushModule).publish(id)]);
      expect(answers.map((a) => a.body.code).sort()).toEqual([0, 1015]);
      expect((await c.row(id)).status).toBe('published');
      await c.out(id);
    }
  });
});

/** A JPEG as far as the contract's `jpegSize` reads one: SOI, a SOF0 header with the size, EOI, then `pad` zeros. */
function jpeg(width: number, height: number, pad = 0): Buffer {
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Buffer.concat([Buffer.from([0xff, 0xd8, ...sof, 0xff, 0xd9]), Buffer.alloc(pad)]);
}

describe('image upload', () => {
  const upload = (browser: Browser, bytes: Buffer, field = 'cover', module = pushModule.key) =>
    browser.call('POST', 'upload/image', { module, field, fileName: 'cover.jpg', data: bytes.toString('base64') });
  const stored = () => server.app.cms.uploads.count();

  it('stores a JPG of the slot’s size and serves it back, immutable', async () => {
    const bytes = jpeg(375, 170, 100);
    const res = await upload(editor, bytes);
    expect(res.body).toMatchObject({ code: 0, msg: '上传成功' });
    const { url } = res.body.data as { url: string };
    expect(url).toMatch(/^\/v2\/cms\/upload\/files\/[0-9a-f]{32}\.jpg$/);
    const file = await reader.raw('GET', url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
    // The URL is a valid value of the image field.
    expect((await new ModuleClient(editor, pushModule).save({ ...V, cover: url })).body.code).toBe(0);
  });

  it.each([
    ['the wrong size', jpeg(100, 100), '图片尺寸应为 375×170，当前为 100×100'],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array<number>(40).fill(0)]), '图片格式错误：仅支持 JPG'],
    ['more than 2 MB', jpeg(375, 170, 2 * 1024 * 1024), '图片大小不能超过 2MB'],
  ])('refuses %s with 1106 and the reason, storing nothing', async (_name, bytes, reason) => {
    const before = stored();
    const res = await upload(admin, bytes);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 1106, data: { errors: [{ field: 'cover', message: reason }] }, msg: reason });
    expect(stored()).toBe(before);
  });

  it.each([
    ['an unknown module', () => upload(admin, jpeg(375, 170), 'cover', 'wm/nowhere'), '未知的模块 wm/nowhere'],
    ['a field that is no image', () => upload(admin, jpeg(375, 170), 'title'), '测试推送没有图片字段 title'],
    ['data that is not base64', () => admin.call('POST', 'upload/image', { module: pushModule.key, field: 'cover', fileName: 'a.jpg', data: '%%%' }), '文件内容（data）不是有效的 base64'],
  ])('refuses %s with HTTP 400', async (_name, call, msg) => {
    const res = await call();
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 1106, data: null, msg });
  });

  it('refuses a reader’s upload with 403; an unknown file is 404', async () => {
    expect((await upload(reader, jpeg(375, 170))).status).toBe(403);
    const missing = await reader.raw('GET', 'upload/files/00000000000000000000000000000000.jpg');
    expect(missing.status).toBe(404);
  });
});

describe('seed rows', () => {
  it('starts a module with the rows its seed asks for, operators and times derived from the seed', async () => {
    const c = new ModuleClient(admin, seededModule);
    expect((await c.content()).body.data).toMatchObject({ title: '草稿', update_operator: 'admin' });
    const prepublished = (await c.list('prepublishList')).body.data as Paged<WorkflowRow>;
    expect(prepublished.list).toEqual([expect.objectContaining({ title: '预发布', pre_operator: 'editor', effect_time: at(24 * 60), dead_time: at(48 * 60) })]);
    const live = await c.rows('publishedList');
    expect(live.map((r) => [r.title, r.status, r.effect_time])).toEqual([
      ['待生效', 'scheduled', at(24 * 60)],
      ['已发布', 'published', at(-60)],
    ]);
    expect(await c.rows('history')).toEqual([expect.objectContaining({ title: '历史', status: 'history', push_operator: 'admin', remove_operator: 'admin' })]);
  });
});
