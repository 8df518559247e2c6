/**
 * The first wm slot module on the engine: 基金经理推荐 (candidate) — exactly three managers from the manager library,
 * each with a 240×320 photo uploaded for `managers.photo`, one set live at a time.
 */
import { ErrorCode, formatCmsTime, type ModuleDefinition, type WorkflowRow } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { jpegBytes } from './articlesFixtures';
import { signedIn, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';

const candidate = registeredModules.find((m) => m.key === 'wm/candidate') as ModuleDefinition;
const MINUTE = 60_000;
let server: TestServer;
let admin: Browser;
let photo: string;

const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const managers = (...ids: string[]) => ids.map((id, i) => ({ id, position: i + 1, photo, slogan: '' }));
const client = () => new ModuleClient(admin, candidate);

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
  const res = await admin.call('POST', 'upload/image', { module: 'wm/candidate', field: 'managers.photo', fileName: 'p.jpg', data: jpegBytes(240, 320).toString('base64') });
  photo = (res.body.data as { url: string }).url;
});
afterAll(() => server.close());

describe('wm/candidate', () => {
  it('uploads an item’s photo for its slot, and refuses one of the wrong size', async () => {
    expect(photo).toMatch(/^\/v2\/cms\/upload\/files\/[0-9a-f]{32}\.jpg$/);
    const wrong = await admin.call('POST', 'upload/image', { module: 'wm/candidate', field: 'managers.photo', fileName: 'p.jpg', data: jpegBytes(100, 100).toString('base64') });
    expect([wrong.body.code, wrong.body.msg]).toEqual([ErrorCode.ValidationFailed, '图片尺寸应为 240×320，当前为 100×100']);
    const notImage = await admin.call('POST', 'upload/image', { module: 'wm/candidate', field: 'managers.slogan', fileName: 'p.jpg', data: 'AAAA' });
    expect(notImage.status).toBe(400);
  });

  it('takes exactly three managers, each with a photo, none twice, all from the library', async () => {
    const two = await client().save({ title: '明星基金经理', managers: managers('M1001', 'M1002') });
    expect([two.body.code, two.body.msg]).toEqual([ErrorCode.ValidationFailed, '推荐基金经理须为 3 项（当前 2 项）']);
    const noPhoto = await client().save({ title: '明星基金经理', managers: [...managers('M1001', 'M1002'), { id: 'M1003', position: 3, photo: '', slogan: '' }] });
    expect(noPhoto.body.data).toEqual({ errors: [{ field: 'managers.2.photo', message: '请上传经理照片' }] });
    const twice = await client().save({ title: '明星基金经理', managers: managers('M1001', 'M1002', 'M1001') });
    expect([twice.body.code, twice.body.msg]).toEqual([ErrorCode.Duplicate, '该基金经理已在推荐列表中']);
    const unknown = await client().save({ title: '明星基金经理', managers: managers('M1001', 'M1002', 'M0000') });
    expect(unknown.body.data).toEqual({ errors: [{ field: 'managers.2.id', message: '基金经理不存在，请从下拉列表中选择' }] });
  });

  it('pre-publishes three with photos, shows their names, and keeps one set live at a time', async () => {
    const values = { title: '年终人气经理', managers: managers('M1008', 'M1012', 'M1010') };
    const id = await client().prepared(values, { push_time: at(10) });
    const row = (await client().row(id)) as WorkflowRow & { managers: { label?: string }[] };
    expect(row.managers.map((m) => m.label)).toEqual(['赵启明', '许文博', '吴嘉树']);
    // The seed keeps one set live: a second one is refused until the first is taken off shelf.
    const refused = await client().publish(id);
    expect(refused.body.code).toBe(ErrorCode.ValidationFailed);
    const [live] = await client().rows('publishedList');
    expect((await client().out(live?.id ?? 0)).body.code).toBe(0);
    expect((await client().publish(id)).body.code).toBe(0);
    expect(server.app.cms.refs.usesOf('managers', ['M1008']).map((u) => u.status)).toEqual(['published']);
  });
});
