/**
 * The publish workflow's transitions and refusals, table-driven, against a real server with the test modules.
 * Each case starts from empty records at T0, arranges its entry, moves the clock a minute (so "when" is visible),
 * then acts and checks the answer and the entry as `detail` reports it afterwards.
 */
import { formatCmsTime, PRESET_TIME_TOO_EARLY, type DraftRow, type ModuleDefinition, type ModuleValues, type Paged, type WorkflowRow } from 'shared-ui/contract';
import { signedIn, signedInWith, startServer, T0, type Browser, type JsonResponse, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';
import { BANNER_LIVE, brSplash, effectModule, jsonModule, limitedModule, pushModule, TEST_MODULES, uniqueModule, windowModule, wmSplash } from './workflowModules';

const MINUTE = 60_000;
const T1 = T0 + MINUTE;
/** A time `minutes` after T0, as the API writes it. */
const at = (minutes: number) => formatCmsTime(T0 + minutes * MINUTE);
const NOW = formatCmsTime(T1);

let server: TestServer;
let admin: Browser;
let editor: Browser;

beforeAll(async () => {
  server = await startServer({ modules: TEST_MODULES, sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
  // An editor of every test module (the gate's own tests cover an editor without them).
  editor = await signedInWith(server, 'editor', TEST_MODULES.map((m) => m.path), 'testEditor');
});
afterAll(() => server.close());
beforeEach(() => {
  server.clock.set(T0);
  server.app.cms.db.exec('DELETE FROM workflow_records; DELETE FROM workflow_drafts;');
});

const client = (def: ModuleDefinition, browser: Browser = admin) => new ModuleClient(browser, def);
const V: ModuleValues = { title: '春季活动', link: 'https://example.com/a', cover: '' };
const W: ModuleValues = { title: '系统公告', target_user: 0 };
const E: ModuleValues = { content: '维护通知' };

interface Step {
  name: string;
  def: ModuleDefinition;
  /** Brings the module to where the action starts; the entry's id (0 when there is none yet). */
  arrange: (c: ModuleClient) => Promise<number>;
  act: (c: ModuleClient, id: number) => Promise<JsonResponse>;
}

interface Transition extends Step {
  msg: string;
  /** The entry afterwards (the arranged one, or the one the answer names); null when it is gone. */
  entry: Partial<WorkflowRow> | null;
}

const transitions: Transition[] = [
  {
    name: 'prepublish: a saved draft becomes a pre-published entry, the draft is cleared',
    def: pushModule,
    arrange: async (c) => (await c.save(V), 0),
    act: (c) => c.prepublish(V, { push_time: at(10) }),
    msg: '预发布成功',
    entry: { ...V, status: 'prepublished', pre_operator: 'admin', pre_time: NOW, push_operator: null, push_time: at(10), late: 0 },
  },
  {
    name: 'reprepublish (editor, PUT): new values and time, pre_operator and pre_time anew',
    def: pushModule,
    arrange: (c) => c.prepared(V, { push_time: at(10) }),
    act: (_c, id) => client(pushModule, editor).reprepublish(id, { ...V, title: '新标题' }, { push_time: at(20) }),
    msg: '保存并预发布成功',
    entry: { title: '新标题', status: 'prepublished', pre_operator: 'testEditor', pre_time: NOW, push_time: at(20) },
  },
  {
    name: 'delete: a pre-published entry is removed',
    def: pushModule,
    arrange: (c) => c.prepared(V, { push_time: at(10) }),
    act: (c, id) => c.remove([id]),
    msg: '删除成功',
    entry: null,
  },
  {
    name: 'publish now: no time sent → published at once, push_time now',
    def: pushModule,
    arrange: (c) => c.prepared(V, { push_time: at(10) }),
    act: (c, id) => c.publish(id),
    msg: '发布成功',
    entry: { status: 'published', pre_operator: 'admin', pre_time: formatCmsTime(T0), push_operator: 'admin', push_time: NOW, update_time: NOW },
  },
  {
    name: 'publish later: a future time → scheduled at that time',
    def: pushModule,
    arrange: (c) => c.prepared(V, { push_time: at(10) }),
    act: (c, id) => c.publish(id, { push_time: at(30) }),
    msg: '发布成功',
    entry: { status: 'scheduled', push_operator: 'admin', push_time: at(30) },
  },
  {
    name: 'cancel from published → back to pre-published',
    def: pushModule,
    arrange: (c) => c.published(V, { push_time: at(10) }),
    act: (c, id) => c.cancel(id),
    msg: '撤回成功',
    entry: { status: 'prepublished', push_operator: null, pre_operator: 'admin', update_time: NOW },
  },
  {
    name: 'cancel from scheduled → back to pre-published, the preset kept',
    def: pushModule,
    arrange: (c) => c.published(V, { push_time: at(10) }, { push_time: at(30) }),
    act: (c, id) => c.cancel(id),
    msg: '撤回成功',
    entry: { status: 'prepublished', push_operator: null, push_time: at(30) },
  },
  {
    name: 'cancel by an editor (PUT is an editor call, spec §6)',
    def: pushModule,
    arrange: (c) => c.published(V, { push_time: at(10) }),
    act: (_c, id) => client(pushModule, editor).cancel(id),
    msg: '撤回成功',
    entry: { status: 'prepublished' },
  },
  {
    name: 'out {id}: published → history with remove_operator and remove_time',
    def: pushModule,
    arrange: (c) => c.published(V, { push_time: at(10) }),
    act: (c, id) => c.out(id),
    msg: '下架成功',
    entry: { status: 'history', push_operator: 'admin', push_time: formatCmsTime(T0), remove_operator: 'admin', remove_time: NOW },
  },
  {
    name: 'out {ids}: scheduled → history',
    def: pushModule,
    arrange: (c) => c.published(V, { push_time: at(10) }, { push_time: at(30) }),
    act: (c, id) => c.out([id]),
    msg: '下架成功',
    entry: { status: 'history', remove_operator: 'admin', remove_time: NOW },
  },
  {
    name: 'window publish now: the start defaults to now, the end is sent',
    def: windowModule,
    arrange: (c) => c.prepared(W, { start_time: at(10), end_time: at(60) }),
    act: (c, id) => c.publish(id, { end_time: at(120) }),
    msg: '发布成功',
    entry: { status: 'published', start_time: NOW, end_time: at(120), push_time: NOW, push_operator: 'admin' },
  },
  {
    name: 'effect/dead publish later (module saved with PUT) → scheduled at its effect time',
    def: effectModule,
    arrange: (c) => c.prepared(E, { effect_time: at(10), dead_time: at(60) }),
    act: (c, id) => c.publish(id, { effect_time: at(15), dead_time: at(90) }),
    msg: '发布成功',
    entry: { status: 'scheduled', effect_time: at(15), dead_time: at(90), push_time: at(15) },
  },
];

async function arrangeAndAct(step: Step): Promise<{ c: ModuleClient; id: number; res: JsonResponse }> {
  const c = client(step.def);
  const arranged = await step.arrange(c);
  server.clock.advance(MINUTE);
  const res = await step.act(c, arranged);
  return { c, id: arranged || ((res.body.data as WorkflowRow | null)?.id ?? 0), res };
}

describe.each(transitions)('transition: $name', (step) => {
  it('answers 0 with the toast and leaves the entry as expected', async () => {
    const { c, id, res } = await arrangeAndAct(step);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, msg: step.msg });
    const after = await c.detail(id);
    if (step.entry === null) expect(after.body).toMatchObject({ code: 1107, msg: '记录不存在' });
    else expect(after.body.data).toMatchObject({ id, ...step.entry });
  });
});

interface Refusal extends Step {
  code: number;
  msg: string | RegExp;
  /** Every field problem of the answer, in order. */
  errors?: { field: string; message: string | RegExp }[];
  /** The arranged entry afterwards: the refusal changed nothing. */
  unchanged?: Partial<WorkflowRow>;
}

const saved = (values: ModuleValues) => async (c: ModuleClient) => (await c.save(values), 0);

const refusals: Refusal[] = [
  {
    name: '1013: a preset push time that repeats another entry’s',
    def: pushModule,
    arrange: async (c) => {
      const id = await c.prepared(V, { push_time: at(10) });
      await c.save({ ...V, title: '另一条' });
      return id;
    },
    act: (c) => c.prepublish({ ...V, title: '另一条' }, { push_time: at(10) }),
    code: 1013,
    msg: /^预设发布时间 \S+ \S+ 与 ID \d+ 重复，请重新设置$/,
    errors: [{ field: 'push_time', message: /重复/ }],
  },
  {
    name: '1013: a window overlapping another pre-published window',
    def: windowModule,
    arrange: async (c) => {
      const id = await c.prepared(W, { start_time: at(10), end_time: at(60) });
      await c.save({ ...W, title: '第二条' });
      return id;
    },
    act: (c) => c.prepublish({ ...W, title: '第二条' }, { start_time: at(30), end_time: at(90) }),
    code: 1013,
    msg: /^时间段与 ID \d+（.+）重叠，请重新设置$/,
    errors: [{ field: 'start_time', message: /重叠/ }, { field: 'end_time', message: /重叠/ }],
  },
  {
    name: '1013: publishing at a time another entry holds',
    def: pushModule,
    arrange: async (c) => {
      await c.prepared(V, { push_time: at(10) });
      return c.prepared({ ...V, title: '第二条' }, { push_time: at(20) });
    },
    act: (c, id) => c.publish(id, { push_time: at(10) }),
    code: 1013,
    msg: /重复/,
    unchanged: { status: 'prepublished', push_time: at(20) },
  },
  {
    name: '1013: re-pre-publishing onto another entry’s time',
    def: effectModule,
    arrange: async (c) => {
      await c.prepared(E, { effect_time: at(10), dead_time: at(60) });
      return c.prepared({ content: '第二条' }, { effect_time: at(100), dead_time: at(200) });
    },
    act: (c, id) => c.reprepublish(id, { content: '第二条' }, { effect_time: at(50), dead_time: at(200) }),
    code: 1013,
    msg: /重叠/,
    unchanged: { effect_time: at(100) },
  },
  {
    name: '1015: re-pre-publishing a published entry',
    def: pushModule,
    arrange: (c) => c.published(V, { push_time: at(10) }),
    act: (c, id) => c.reprepublish(id, V, { push_time: at(20) }),
    code: 1015,
    msg: '该内容当前为「已发布」，无法保存并预发布，列表已刷新',
    unchanged: { status: 'published' },
  },
  {
    name: '1015: publishing a published entry again',
    def: pushModule,
    arrange: (c) => c.published(V, { push_time: at(10) }),
    act: (c, id) => c.publish(id),
    code: 1015,
    msg: '该内容当前为「已发布」，无法发布，列表已刷新',
    unchanged: { status: 'published', push_time: formatCmsTime(T0) },
  },
  {
    name: '1015: publishing a history entry',
    def: pushModule,
    arrange: async (c) => {
      const id = await c.published(V, { push_time: at(10) });
      await c.out(id);
      return id;
    },
    act: (c, id) => c.publish(id),
    code: 1015,
    msg: '该内容当前为「历史」，无法发布，列表已刷新',
    unchanged: { status: 'history' },
  },
  {
    name: '1015: publishing an entry that does not exist',
    def: pushModule,
    arrange: async () => 987654,
    act: (c, id) => c.publish(id),
    code: 1015,
    msg: '该内容不存在或已被删除，列表已刷新',
  },
  {
    name: '1015: withdrawing a pre-published entry',
    def: pushModule,
    arrange: (c) => c.prepared(V, { push_time: at(10) }),
    act: (c, id) => c.cancel(id),
    code: 1015,
    msg: '该内容已被处理，列表已刷新',
    unchanged: { status: 'prepublished' },
  },
  {
    name: '1015: taking a pre-published entry off shelf',
    def: pushModule,
    arrange: (c) => c.prepared(V, { push_time: at(10) }),
    act: (c, id) => c.out(id),
    code: 1015,
    msg: '该内容已被处理，列表已刷新',
    unchanged: { status: 'prepublished', remove_operator: null },
  },
  {
    name: '1015: deleting a published entry from the pre-publish list',
    def: pushModule,
    arrange: (c) => c.published(V, { push_time: at(10) }),
    act: (c, id) => c.remove([id]),
    code: 1015,
    msg: '该内容已被处理，列表已刷新',
    unchanged: { status: 'published' },
  },
  {
    name: '1015: a batch off shelf with one entry not live changes none of them',
    def: pushModule,
    arrange: async (c) => {
      const live = await c.published(V, { push_time: at(10) });
      await c.prepared({ ...V, title: '未发布' }, { push_time: at(20) });
      return live;
    },
    act: (c, id) => c.out([id, id + 1]),
    code: 1015,
    msg: '该内容已被处理，列表已刷新',
    unchanged: { status: 'published', remove_operator: null },
  },
  {
    name: '1017: pre-publishing with nothing saved',
    def: pushModule,
    arrange: async () => 0,
    act: (c) => c.prepublish(V, { push_time: at(10) }),
    code: 1017,
    msg: '请先保存当前信息',
  },
  {
    name: '1017: pre-publishing values other than those saved',
    def: pushModule,
    arrange: saved(V),
    act: (c) => c.prepublish({ ...V, title: '改过未保存' }, { push_time: at(10) }),
    code: 1017,
    msg: '请先保存当前信息',
  },
  {
    name: '1019: pre-publishing a bannerId that is live',
    def: uniqueModule,
    arrange: async (c) => {
      await c.published({ banner_id: 'B1', note: '' }, { push_time: at(10) });
      await c.save({ banner_id: 'B1', note: '第二条' });
      return 0;
    },
    act: (c) => c.prepublish({ banner_id: 'B1', note: '第二条' }, { push_time: at(20) }),
    code: 1019,
    msg: BANNER_LIVE,
    errors: [{ field: 'banner_id', message: BANNER_LIVE }],
  },
  {
    name: '1019: publishing a bannerId another entry has since made live',
    def: uniqueModule,
    arrange: async (c) => {
      const first = await c.prepared({ banner_id: 'B1', note: '一' }, { push_time: at(10) });
      const second = await c.prepared({ banner_id: 'B1', note: '二' }, { push_time: at(20) });
      await c.publish(first);
      return second;
    },
    act: (c, id) => c.publish(id),
    code: 1019,
    msg: BANNER_LIVE,
    unchanged: { status: 'prepublished' },
  },
  {
    name: '1023: a config that is not JSON',
    def: jsonModule,
    arrange: async () => 0,
    act: (c) => c.save({ name: '配置', config: '{"a":', count: null }),
    code: 1023,
    msg: '配置项必须为 JSON 格式',
    errors: [{ field: 'config', message: '配置项必须为 JSON 格式' }],
  },
  {
    name: '1023 wins over a plain field error, which is still listed',
    def: jsonModule,
    arrange: async () => 0,
    act: (c) => c.save({ name: '', config: 'nope', count: null }),
    code: 1023,
    msg: '配置项必须为 JSON 格式',
    errors: [{ field: 'name', message: '请输入名称' }, { field: 'config', message: '配置项必须为 JSON 格式' }],
  },
  {
    name: '1001: illegal characters',
    def: pushModule,
    arrange: async () => 0,
    act: (c) => c.save({ ...V, title: '<script>x' }),
    code: 1001,
    msg: '输入内容包含非法字符，请检查',
    errors: [{ field: 'title', message: '输入内容包含非法字符，请检查' }],
  },
  {
    name: '1106: every field error, the first as msg',
    def: pushModule,
    arrange: async () => 0,
    act: (c) => c.save({ title: '', link: 'ftp://example.com', cover: 'not-a-url' }),
    code: 1106,
    msg: '请输入标题',
    errors: [
      { field: 'title', message: '请输入标题' },
      { field: 'link', message: '跳转链接必须以 http:// 或 https:// 开头' },
      { field: 'cover', message: '请重新上传封面图' },
    ],
  },
  {
    name: '1106: a cross-field rule of the module',
    def: jsonModule,
    arrange: async () => 0,
    act: (c) => c.save({ name: 'many', config: '{}', count: null }),
    code: 1106,
    msg: '名称为 many 时数量必填',
    errors: [{ field: 'count', message: '名称为 many 时数量必填' }],
  },
  {
    name: '1106: a preset time earlier than now',
    def: pushModule,
    arrange: saved(V),
    act: (c) => c.prepublish(V, { push_time: at(-10) }),
    code: 1106,
    msg: PRESET_TIME_TOO_EARLY,
    errors: [{ field: 'push_time', message: PRESET_TIME_TOO_EARLY }],
  },
  {
    name: '1106: an end before its start',
    def: windowModule,
    arrange: saved(W),
    act: (c) => c.prepublish(W, { start_time: at(60), end_time: at(10) }),
    code: 1106,
    msg: '结束时间不能早于开始时间',
    errors: [{ field: 'end_time', message: '结束时间不能早于开始时间' }],
  },
  {
    name: '1106: field and time problems answered together',
    def: windowModule,
    arrange: async () => 0,
    act: (c) => c.prepublish({ title: '', target_user: -1 }, { start_time: 'tomorrow' }),
    code: 1106,
    msg: '请输入标题',
    errors: [
      { field: 'title', message: '请输入标题' },
      { field: 'target_user', message: '目标用户不能小于 0' },
      { field: 'start_time', message: '开始时间不是有效时间，应为 YYYY-MM-DD HH:mm:ss' },
      { field: 'end_time', message: '请选择结束时间' },
    ],
  },
  {
    name: '1106: publishing a window without its end',
    def: windowModule,
    arrange: (c) => c.prepared(W, { start_time: at(10), end_time: at(60) }),
    act: (c, id) => c.publish(id),
    code: 1106,
    msg: '请选择结束时间',
    unchanged: { status: 'prepublished' },
  },
  {
    name: '1106: publishing at a time earlier than now',
    def: pushModule,
    arrange: (c) => c.prepared(V, { push_time: at(10) }),
    act: (c, id) => c.publish(id, { push_time: at(-30) }),
    code: 1106,
    msg: PRESET_TIME_TOO_EARLY,
    unchanged: { status: 'prepublished' },
  },
  {
    name: '1106: limits.maxPrepublished',
    def: limitedModule,
    arrange: async (c) => {
      await c.prepared({ title: '一' }, { push_time: at(10) });
      await c.prepared({ title: '二' }, { push_time: at(20) });
      await c.save({ title: '三' });
      return 0;
    },
    act: (c) => c.prepublish({ title: '三' }, { push_time: at(30) }),
    code: 1106,
    msg: '预发布列表最多 2 条，请先发布或删除',
  },
  {
    name: '1106: limits.maxLive',
    def: limitedModule,
    arrange: async (c) => {
      await c.published({ title: '一' }, { push_time: at(10) });
      return c.prepared({ title: '二' }, { push_time: at(20) });
    },
    act: (c, id) => c.publish(id),
    code: 1106,
    msg: '最多同时发布 1 条，请先下架或撤回',
    unchanged: { status: 'prepublished', push_operator: null },
  },
];

describe.each(refusals)('refusal: $name', (step) => {
  it(`answers HTTP 200 with its code and message, changing nothing`, async () => {
    const { c, id, res } = await arrangeAndAct(step);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(step.code);
    if (typeof step.msg === 'string') expect(res.body.msg).toBe(step.msg);
    else expect(res.body.msg).toMatch(step.msg);
    if (step.errors) {
      const errors = (res.body.data as { errors: { field: string; message: string }[] }).errors;
      expect(errors.map((e) => e.field)).toEqual(step.errors.map((e) => e.field));
      step.errors.forEach((e, i) => (typeof e.message === 'string' ? expect(errors[i]?.message).toBe(e.message) : expect(errors[i]?.message).toMatch(e.message)));
      expect(res.body.msg).toBe(errors.find((e) => e.message === res.body.msg)?.message);
    }
    if (step.unchanged) expect((await c.detail(id)).body.data).toMatchObject({ id, ...step.unchanged, update_time: formatCmsTime(T0) });
  });
});

describe('drafts', () => {
  it('save answers the draft with update_time and operator; content reads it back; null before any save', async () => {
    const c = client(pushModule);
    expect((await c.content()).body).toMatchObject({ code: 0, data: null });
    server.clock.advance(MINUTE);
    const res = await c.save({ ...V, title: '  留空格  ', stranger: 'dropped' });
    const draft: DraftRow = { ...V, title: '留空格', update_time: NOW, update_operator: 'admin' };
    expect(res.body).toEqual({ code: 0, data: draft, msg: '保存成功' });
    expect((await c.content()).body.data).toEqual(draft);
  });
});

describe('a shared API base', () => {
  it('keeps the modules apart by their scope parameters', async () => {
    await client(wmSplash).prepared({ title: '理财闪屏' }, { push_time: at(10) });
    await client(brSplash).save({ title: '证券草稿' });
    expect((await client(wmSplash).rows('prepublishList')).map((r) => r.title)).toEqual(['理财闪屏']);
    expect(await client(brSplash).rows('prepublishList')).toEqual([]);
    expect((await client(brSplash).content()).body.data).toMatchObject({ title: '证券草稿' });
    expect((await client(wmSplash).content()).body.data).toBeNull();
    // The same push time in the other module is no repeat: records are partitioned by module.
    expect((await client(brSplash).prepublish({ title: '证券草稿' }, { push_time: at(10) })).body.code).toBe(0);
  });

  it.each([
    ['GET without type', () => admin.call('GET', 'test/splash/prepublish/list')],
    ['GET with an unknown type', () => admin.call('GET', 'test/splash/prepublish/list?type=other')],
    ['POST without type', () => admin.call('POST', 'test/splash/save', { title: 'x' })],
  ])('%s → HTTP 400, 1106 缺少或错误的模块参数', async (_name, call) => {
    const res = await call();
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 1106, data: null, msg: '缺少或错误的模块参数' });
  });

  it('finds an entry only through its own module', async () => {
    const id = await client(wmSplash).prepared({ title: '理财闪屏' }, { push_time: at(10) });
    expect((await client(brSplash).detail(id)).body).toMatchObject({ code: 1107 });
    expect((await client(brSplash).publish(id)).body).toMatchObject({ code: 1015 });
  });
});

describe('the lists', () => {
  async function threeEntries(c: ModuleClient): Promise<number[]> {
    const ids: number[] = [];
    for (const [title, minutes] of [['乙', 30], ['甲', 10], ['丙', 20]] as const) {
      ids.push(await c.prepared({ ...V, title }, { push_time: at(minutes) }));
      server.clock.advance(1000);
    }
    return ids;
  }

  it('pages the pre-publish list by pre_time desc by default; orders by a meta or field name', async () => {
    const c = client(pushModule);
    const [a, b, d] = await threeEntries(c);
    const page = (await c.list('prepublishList', { pageSize: 2 })).body.data as Paged<WorkflowRow>;
    expect(page).toMatchObject({ total: 3, currPage: 1, pageSize: 2 });
    expect(page.list.map((r) => r.id)).toEqual([d, b]);
    expect((await c.rows('prepublishList', { pageSize: 2, currPage: 2 })).map((r) => r.id)).toEqual([a]);
    expect((await c.rows('prepublishList', { orderBy: 'push_time', order: 'asc' })).map((r) => r.title)).toEqual(['甲', '丙', '乙']);
    expect((await c.rows('prepublishList', { orderBy: 'title', order: 'desc' })).map((r) => r.title)).toEqual(['甲', '丙', '乙'].sort().reverse());
  });

  it('lists published and scheduled as live, by id desc; history by push_time desc', async () => {
    const c = client(pushModule);
    const [a, b, d] = await threeEntries(c);
    await c.publish(a!, { push_time: at(30) });
    await c.publish(b!);
    await c.publish(d!, { push_time: at(20) });
    expect((await c.rows('publishedList')).map((r) => [r.id, r.status])).toEqual([[d, 'scheduled'], [b, 'published'], [a, 'scheduled']]);
    await c.out([a!, b!, d!]);
    expect((await c.rows('history')).map((r) => r.id)).toEqual([a, d, b]);
    expect(await c.rows('publishedList')).toEqual([]);
  });

  it.each([
    [{ pageSize: 101 }, '每页条数（pageSize）不能超过 100'],
    [{ currPage: 0 }, '页码（currPage）从 1 开始'],
    [{ orderBy: 'password' }, '不支持按 password 排序'],
    [{ order: 'sideways' }, '排序方向（order）必须是 asc 或 desc'],
  ])('refuses %j with HTTP 400: %s', async (query, msg) => {
    const res = await client(pushModule).list('history', query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 1106, data: null, msg });
  });
});

describe('malformed calls', () => {
  it.each([
    ['publish without id', (c: ModuleClient) => c.publish(undefined as unknown as number), '缺少或错误的 id（应为正整数）'],
    ['out without ids', (c: ModuleClient) => admin.call('PUT', `${c.def.apiBase}publish/out`, {}), '缺少或错误的 id / ids（应为正整数或正整数列表）'],
    ['a non-numeric :id', (c: ModuleClient) => admin.call('PUT', `${c.def.apiBase}prepublish/abc`, V), '缺少或错误的 id（应为正整数）'],
    ['a body that is a list', (c: ModuleClient) => admin.call('POST', `${c.def.apiBase}save`, '[1]'), '请求内容必须是 JSON 对象'],
  ])('%s → HTTP 400, 1106', async (_name, call, msg) => {
    const res = await call(client(pushModule));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 1106, data: null, msg });
  });
});
