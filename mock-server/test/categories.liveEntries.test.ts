/**
 * A module's live entries as a library (contract `liveEntriesOf`): levelSecond picks its parent among levelFirst's
 * published codes (`categories`). The picker's call answers the live codes only; a code that is not live is refused on
 * save; the last published entry of a code others pick cannot be taken off shelf or withdrawn, and the refusal names
 * who uses it (the one reference index); the picker's read is open to whoever may open levelSecond.
 */
import { ErrorCode, LIBRARIES, formatCmsTime, libraryItemsPath, type LibraryItem, type ModuleDefinition, type ModuleValues, type WorkflowRow } from 'shared-ui/contract';
import { registeredModules } from '../src';
import type { LiveKeyInUse } from '../src/workflow/liveKeysInUse';
import { signedIn, signedInWith, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';

const MINUTE = 60_000;
let server: TestServer;
let admin: Browser;
const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const moduleOf = (name: 'levelFirst' | 'levelSecond') => registeredModules.find((m) => m.key === `common/${name}`) as ModuleDefinition;
const first = () => new ModuleClient(admin, moduleOf('levelFirst'));
const second = () => new ModuleClient(admin, moduleOf('levelSecond'));
const liveCodes = async (browser: Browser = admin) => ((await browser.call('GET', libraryItemsPath('categories'))).body.data as LibraryItem[]).map((item) => item.id);

const firstValues = (code: string): ModuleValues => ({ ...(moduleOf('levelFirst').seed?.[0]?.values ?? {}), code, name: { 'zh-hans': '基金优选', 'zh-hant': '基金優選', en: 'Funds' } });
const secondValues = (parent: string, code: string): ModuleValues => ({
  parent_code: parent,
  code,
  name: { 'zh-hans': '指数基金', 'zh-hant': '指數基金', en: 'Index Funds' },
  sort: 1,
  article_module: 'hot',
  tags: '指数基金;ETF',
});

/** Publishes a levelFirst entry for `code` now (over any older one of the code) and returns its id. */
async function publishFirst(code: string, minutes: number): Promise<number> {
  expect((await first().saveOverwriting(firstValues(code))).body.code).toBe(0);
  const id = ((await first().prepublish(firstValues(code), { push_time: at(minutes) })).body.data as WorkflowRow).id;
  expect((await first().publish(id)).body.code).toBe(0);
  return id;
}

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('levelFirst as a library (categories)', () => {
  it('answers the picker with the live codes only, labelled by their 简体 name', async () => {
    // Seeds: market and education are published, ipo only pre-published, research a draft, fund history.
    expect((await liveCodes()).sort()).toEqual(['education', 'market']);
    const found = (await admin.call('GET', `${libraryItemsPath('categories')}?search=${encodeURIComponent('市场')}`)).body.data as LibraryItem[];
    expect(found).toEqual([{ id: 'market', label: '市场资讯', detail: '编码 market' }]);
    const byIds = (await admin.call('GET', `${libraryItemsPath('categories')}?ids=ipo,education`)).body.data as LibraryItem[];
    expect(byIds.map((item) => item.id)).toEqual(['education']);
  });

  it('refuses a parent that is not live, in the library’s words, and takes one once it is published', async () => {
    const refused = await second().save(secondValues('fund', 'fund_index'));
    expect(refused.body.code).toBe(ErrorCode.ValidationFailed);
    expect((refused.body.data as { errors: unknown[] }).errors).toEqual([{ field: 'parent_code', message: LIBRARIES.categories.notFound }]);
    await publishFirst('fund', 11);
    expect(await liveCodes()).toContain('fund');
    expect((await second().save(secondValues('fund', 'fund_index'))).body.code).toBe(0);
  });

  it('refuses to take off shelf or withdraw a parent a waiting or live levelSecond entry picks, naming it; lets it go after', async () => {
    const parent = await publishFirst('research', 21);
    expect((await second().saveOverwriting(secondValues('research', 'research_macro'))).body.code).toBe(0);
    const child = ((await second().prepublish(secondValues('research', 'research_macro'), { push_time: at(22) })).body.data as WorkflowRow).id;

    const off = await first().out(parent);
    expect(off.body.code).toBe(ErrorCode.Duplicate);
    expect(off.body.msg).toBe(`一级分类「基金优选」（research）正被公共模块 · 二级分类（ID ${String(child)}，预发布）使用，不能下架，请先下架或修改引用它的内容`);
    const inUse = (off.body.data as { in_use: LiveKeyInUse[] }).in_use;
    expect(inUse).toEqual([{ key: 'research', label: '基金优选', uses: [expect.objectContaining({ module_key: 'common/levelSecond', entry_id: child, status: 'prepublished', path: '/operation/common/modules/levelSecond' })] }]);
    const withdraw = await first().cancel(parent);
    expect([withdraw.body.code, withdraw.body.msg]).toEqual([ErrorCode.Duplicate, expect.stringContaining('不能撤回')]);
    expect(await liveCodes()).toContain('research');

    // Live, the child still holds it; gone to history, it no longer does.
    expect((await second().publish(child)).body.code).toBe(0);
    expect((await first().out(parent)).body.code).toBe(ErrorCode.Duplicate);
    expect((await second().out(child)).body.code).toBe(0);
    expect((await first().out(parent)).body.code).toBe(0);
    expect(await liveCodes()).not.toContain('research');
  });

  it('lets the older entry of a code go while a newer one keeps the code live', async () => {
    const older = await publishFirst('ipo', 31);
    expect((await second().saveOverwriting(secondValues('ipo', 'ipo_hk'))).body.code).toBe(0);
    const child = ((await second().prepublish(secondValues('ipo', 'ipo_hk'), { push_time: at(32) })).body.data as WorkflowRow).id;
    // A second published entry of the same code (the supersede rule retires the older when the newer goes live).
    const newer = await publishFirst('ipo', 33);
    expect(newer).not.toBe(older);
    const live = (await first().rows('publishedList')).filter((row) => row.code === 'ipo').map((row) => row.id);
    expect(live).toEqual([newer]);
    expect((await first().out(newer)).body.code).toBe(ErrorCode.Duplicate);
    expect((await second().remove([child])).body.code).toBe(0);
    expect((await first().out(newer)).body.code).toBe(0);
  });

  it('opens the picker to whoever may open levelSecond, and to nobody else', async () => {
    const editor = await signedInWith(server, 'editor', [moduleOf('levelSecond').path]);
    expect(await liveCodes(editor)).toContain('market');
    const stranger = await signedInWith(server, 'editor', ['/operation/common/modules/keywords']);
    expect((await stranger.call('GET', libraryItemsPath('categories'))).body.code).not.toBe(0);
  });
});
