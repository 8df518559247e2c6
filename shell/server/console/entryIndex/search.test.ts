/**
 * Issue 33, search across the console, answered by the console service from its entry index (issue 43) in front of a
 * real mock-server: `GET search/entries` finds entries by title among the modules the account may open — never
 * another area's, not even in the count — keeps up with every write through the console, and pages.
 */
import { ARTICLE_API, CONSOLE_SEARCH_API, ErrorCode, formatCmsTime, type ArticleRow, type EntryHit, type ModuleDefinition, type Paged } from 'shared-ui/contract';
import { consoleModules } from '../consoleModules';
import { signedIn, signedInWith, type Browser, type JsonResponse, type TestServer } from '../../../../mock-server/test/harness';
import { ModuleClient } from '../../../../mock-server/test/workflowClient';
import { openConsoleBed, type ConsoleBed } from '../consoleTestBed';

let bed: ConsoleBed;
let server: TestServer;
let admin: Browser;

beforeAll(async () => {
  bed = await openConsoleBed();
  server = bed.server;
  admin = bed.through(await signedIn(server, 'admin'));
});
afterAll(() => bed.close());

const moduleOf = (key: string): ModuleDefinition => {
  const def = consoleModules.find((m) => m.key === key);
  if (!def) throw new Error(`no module ${key}`);
  return def;
};
const query = (params: Record<string, string | number>) => `${CONSOLE_SEARCH_API.entries}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;
async function search(browser: Browser, params: Record<string, string | number>): Promise<Paged<EntryHit>> {
  const res = await bed.consoleCall(browser, query(params));
  expect([res.status, res.body.code]).toEqual([200, 0]);
  return res.body.data as Paged<EntryHit>;
}
const refusal = (res: JsonResponse) => [res.status, res.body.code, res.body.msg];
const areasOf = (hits: readonly EntryHit[]) => [...new Set(hits.map((hit) => hit.module_key.split('/')[0]))].sort();
const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * 60_000);

describe('the permission filter', () => {
  it('answers a full-access account from every area, each hit with its module, path, state and title', async () => {
    const found = await search(admin, { search: '圣诞', pageSize: 50 });
    expect(areasOf(found.list)).toEqual(['br', 'wm']);
    expect(found.total).toBe(found.list.length);
    for (const hit of found.list) {
      expect(hit.title).toContain('圣诞');
      const def = moduleOf(hit.module_key);
      expect(hit.path).toBe(def.path);
      expect(hit.module_title).toMatch(new RegExp(`· ${def.title}$`));
    }
    expect(found.list.find((hit) => hit.module_key === 'wm/announcement')).toMatchObject({ title: '圣诞节假期基金交易安排', status: 'published', module_title: '理财 App · 临时公告' });
  });

  it('never shows an account limited to one area the entries of another, nor counts them', async () => {
    const wmOnly = bed.through(await signedInWith(server, 'reader', ['/operation/wm']));
    const wm = await search(wmOnly, { search: '圣诞', pageSize: 50 });
    expect(wm.list.length).toBeGreaterThan(0);
    expect(areasOf(wm.list)).toEqual(['wm']);
    expect(wm.total).toBe(wm.list.length);

    const brOnly = bed.through(await signedInWith(server, 'reader', ['/operation/br']));
    expect(areasOf((await search(brOnly, { search: '圣诞', pageSize: 50 })).list)).toEqual(['br']);
  });

  it('narrows to the one module an account was granted (the expansion rule, not the area)', async () => {
    const oneModule = bed.through(await signedInWith(server, 'editor', ['/operation/br/modules/systemMessage']));
    const found = await search(oneModule, { search: '圣诞', pageSize: 50 });
    expect(found.list.map((hit) => hit.module_key)).toEqual(['br/systemMessage']);
    expect(found.list[0]?.title).toBe('港股圣诞节半日市安排');
  });

  it('answers an account whose paths open no module with nothing (the call itself stays open to it)', async () => {
    const articlesOnly = bed.through(await signedInWith(server, 'reader', ['/articles/library']));
    expect(await search(articlesOnly, { search: '圣诞' })).toEqual({ currPage: 1, pageSize: 10, total: 0, list: [] });
  });
});

describe('matching', () => {
  it('finds a title by any part of it, short or long, ASCII case-blind', async () => {
    expect((await search(admin, { search: '双十', pageSize: 50 })).total).toBe((await search(admin, { search: '双十一', pageSize: 50 })).total);
    const english = await search(admin, { search: 'research insights' });
    // A slot's heading and its first pick by its article's title (issue 44, item 6).
    expect(english.list.map((hit) => hit.title)).toEqual(expect.arrayContaining([expect.stringMatching(/^Research Insights · \S/)]));
    expect(english.list.every((hit) => hit.module_key === 'wm/englishResearchModule')).toBe(true);
    expect((await search(admin, { search: '没有这样的标题' })).total).toBe(0);
    // Typed text is text: a quote or a percent sign is no syntax.
    expect((await search(admin, { search: '"双十一' })).total).toBe(0);
    const percent = await search(admin, { search: '%', pageSize: 50 });
    expect(percent.total).toBeGreaterThan(0);
    expect(percent.list.every((hit) => hit.title.includes('%'))).toBe(true);
  });

  it('puts an exact title first, then titles that start with the text, live before pre-published', async () => {
    const found = await search(admin, { search: '出入金', pageSize: 50 });
    expect(found.list[0]?.title).toBe('出入金');
    const exact = found.list.filter((hit) => hit.title === '出入金');
    expect(exact.length).toBeGreaterThan(1);
    expect(found.list.slice(exact.length).every((hit) => hit.title !== '出入金')).toBe(true);
    const rank = { published: 0, scheduled: 1, prepublished: 2, history: 3 } as const;
    // A module's history is not in the index: it is searched on the module's own screen.
    expect(found.list.filter((hit) => hit.status === 'history')).toEqual([]);
    expect(exact.map((hit) => rank[hit.status])).toEqual([...exact.map((hit) => rank[hit.status])].sort());
  });

  it('names a slot by its heading and its first pick by the article’s title, so the article’s title finds it (issue 44, item 6)', async () => {
    // The seeded live 市场参考 picks three articles, A20261110011 first.
    const articles = (await admin.call('GET', `${ARTICLE_API.list}?pageSize=100`)).body.data as Paged<ArticleRow>;
    const first = articles.list.find((row) => row.linkId === 'A20261110011');
    if (!first) throw new Error('the seeded article A20261110011 is missing');
    const found = await search(admin, { search: first.title, pageSize: 50 });
    expect(found.list.filter((hit) => hit.module_key === 'wm/marketReference').map((hit) => [hit.status, hit.title])).toContainEqual(['published', `市场参考 · ${first.title} 等 3 篇`]);
  });

  it('keeps up with every write: a new entry is found at once, a re-edit under its new title, a deleted one no more', async () => {
    const announcement = new ModuleClient(admin, moduleOf('wm/announcement'));
    // A year ahead: clear of the seeded entries' windows.
    const WINDOW = { start_time: at(525_600), end_time: at(525_600 + 600) };
    const values = { title: '搜索测试：台风停市安排', target_user: 0, content: '八号风球期间暂停交易。' };
    expect((await announcement.save(values)).body.code).toBe(0);
    expect((await announcement.prepublish(values, WINDOW)).body.code).toBe(0);
    const [created] = (await search(admin, { search: '台风停市' })).list;
    expect(created).toMatchObject({ module_key: 'wm/announcement', status: 'prepublished', title: values.title });
    const id = created?.id ?? 0;

    expect((await announcement.reprepublish(id, { ...values, title: '搜索测试：暴雨停市安排' }, WINDOW)).body.code).toBe(0);
    expect((await search(admin, { search: '台风停市' })).total).toBe(0);
    expect((await search(admin, { search: '暴雨停市' })).list.map((hit) => hit.id)).toEqual([id]);

    expect((await announcement.publish(id, WINDOW)).body.code).toBe(0);
    expect((await search(admin, { search: '暴雨停市' })).list[0]?.status).toMatch(/^(scheduled|published)$/);
    expect((await announcement.cancel(id)).body.code).toBe(0);
    expect((await announcement.remove([id])).body.code).toBe(0);
    expect((await search(admin, { search: '暴雨停市' })).total).toBe(0);
  });
});

describe('paging and limits', () => {
  it('pages through every match once, the total staying the same', async () => {
    const all = await search(admin, { search: '市场', pageSize: 50 });
    expect(all.total).toBeGreaterThan(4);
    const first = await search(admin, { search: '市场', pageSize: 2, currPage: 1 });
    const second = await search(admin, { search: '市场', pageSize: 2, currPage: 2 });
    expect([first.total, second.total]).toEqual([all.total, all.total]);
    expect([first.list.length, second.list.length]).toEqual([2, 2]);
    expect([...first.list, ...second.list].map((hit) => hit.id)).toEqual(all.list.slice(0, 4).map((hit) => hit.id));
    const beyond = await search(admin, { search: '市场', pageSize: 50, currPage: 99 });
    expect(beyond).toMatchObject({ total: all.total, list: [] });
    // Ten a page unless asked.
    expect((await search(admin, { search: '年', pageSize: 50 })).total).toBeGreaterThan(10);
    expect((await search(admin, { search: '年' })).list).toHaveLength(10);
  });

  it('refuses what it cannot answer with a Chinese reason (HTTP 400, 1106)', async () => {
    expect(refusal(await bed.consoleCall(admin, query({ search: '   ' })))).toEqual([400, ErrorCode.ValidationFailed, '请输入要搜索的标题']);
    expect(refusal(await bed.consoleCall(admin, CONSOLE_SEARCH_API.entries))).toEqual([400, ErrorCode.ValidationFailed, '请输入要搜索的标题']);
    expect(refusal(await bed.consoleCall(admin, query({ search: '市场', pageSize: 51 })))).toEqual([400, ErrorCode.ValidationFailed, '每页条数（pageSize）不能超过 50']);
    expect(refusal(await bed.consoleCall(admin, query({ search: '市场', currPage: 0 })))).toEqual([400, ErrorCode.ValidationFailed, '页码（currPage）从 1 开始']);
    expect(refusal(await bed.consoleCall(admin, query({ search: '长'.repeat(65) })))).toEqual([400, ErrorCode.ValidationFailed, '搜索内容不能超过 64 个字']);
  });
});
