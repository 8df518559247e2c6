/**
 * A module's live entries as a library (contract `liveEntriesOf`): levelSecond picks its parent among levelFirst's
 * published codes (`categories`). The picker reads levelFirst's published list (the console service's items call
 * reads `publish/list` and keeps the rows whose status is published); a code that is not live is refused on save; the
 * last published entry of a code others pick cannot be taken off shelf or withdrawn, and the refusal names who uses it
 * (the one reference index); that published list — and nothing else of levelFirst — is open to whoever may open
 * levelSecond.
 */
import { ErrorCode, LIBRARIES, formatCmsTime, type ModuleDefinition, type ModuleValues, type WorkflowRow } from 'shared-ui/contract';
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
/** levelFirst's live rows, as the picker reads them: its published list, without the entries only scheduled there. */
const liveRows = async (browser: Browser = admin) =>
  (await new ModuleClient(browser, moduleOf('levelFirst')).rows('publishedList', { pageSize: 100 })).filter((row) => row.status === 'published');
/** The live codes, each once (a newer entry of a code may be live beside the older until the older retires). */
const liveCodes = async (browser: Browser = admin) => [...new Set((await liveRows(browser)).map((row) => String(row.code)))];

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
  // The items call's own search and lookup by ids over these rows are the console service's to test now.
  it('gives the picker the live codes only, each row carrying its code and its names', async () => {
    // Seeds: market and education are published, ipo only pre-published, research a draft, fund history.
    expect((await liveCodes()).sort()).toEqual(['education', 'market']);
    const market = (await liveRows()).find((row) => row.code === 'market');
    expect((market?.name as Record<string, string> | undefined)?.['zh-hans']).toBe('市场资讯');
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

  it('opens levelFirst’s published list to whoever may open levelSecond — that list only — and to nobody else', async () => {
    const editor = await signedInWith(server, 'editor', [moduleOf('levelSecond').path]);
    expect(await liveCodes(editor)).toContain('market');
    // Never its drafts, pre-published entries, history or an entry's detail, nor any write.
    const [live] = await liveRows();
    const asEditor = new ModuleClient(editor, moduleOf('levelFirst'));
    const refusals = [
      ['content', await asEditor.content()],
      ['prepublishList', await asEditor.list('prepublishList')],
      ['history', await asEditor.list('history')],
      ['detail', await asEditor.detail(live?.id ?? 0)],
      ['save', await asEditor.save(firstValues('editor_code'))],
      ['out', await asEditor.out(live?.id ?? 0)],
    ] as const;
    for (const [call, res] of refusals) expect([call, res.status, res.body.code]).toEqual([call, 403, ErrorCode.NoModulePermission]);
    const stranger = await signedInWith(server, 'editor', ['/operation/common/modules/keywords']);
    const res = await new ModuleClient(stranger, moduleOf('levelFirst')).list('publishedList');
    expect([res.status, res.body.code]).toEqual([403, ErrorCode.NoModulePermission]);
  });
});
