/**
 * 研究文章 (esop/articleModules) on a real in-process server: a slot of real library articles, kept in the order set,
 * one list live, its articles kept in the library while it waits or shows, and reached only by its own path.
 */
import { ARTICLE_API, ErrorCode, formatCmsTime, type ModuleDefinition, type RefListItem, type WorkflowRow } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, signedInWith, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient, refusal } from './workflowClient';

const MINUTE = 60_000;
const research = registeredModules.find((m) => m.key === 'esop/articleModules') as ModuleDefinition;
let server: TestServer;
let admin: Browser;
const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const client = (browser: Browser = admin) => new ModuleClient(browser, research);
const picks = (...ids: string[]): RefListItem[] => ids.map((id, i) => ({ id, position: i + 1, remark: '' }));

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('研究文章 (esop/articleModules)', () => {
  it('starts live on real library articles, each shown with its title', async () => {
    const [live] = await client().rows('publishedList');
    const articles = (live as unknown as { articles: RefListItem[] }).articles;
    expect(articles.map((a) => a.id)).toEqual(['A20261112012', 'A20261121008', 'A20261119014']);
    for (const article of articles) expect(Boolean(article.label)).toBe(true);
  });

  it('refuses an article that does not exist, or twice', async () => {
    expect(refusal(await client().save({ title: '研究文章', articles: picks('A20261110011', 'A19990101001') }))).toEqual([ErrorCode.ValidationFailed, ['articles.1.id: 文章不存在']]);
    expect(refusal(await client().save({ title: '研究文章', articles: picks('A20261110011', 'A20261110011') }))).toEqual([ErrorCode.Duplicate, ['articles.1.id: 文章重复添加']]);
  });

  it('keeps one list live and the order set through publish', async () => {
    const values = { title: '周度研究', articles: [{ id: 'A20261117013', position: 2, remark: '算力链景气' }, { id: 'A20261114018', position: 1, remark: '' }] };
    const id = await client().prepared(values, { push_time: at(15) });
    expect(refusal(await client().publish(id, { push_time: at(15) }))).toEqual([ErrorCode.ValidationFailed, ['最多同时发布 1 条，请先下架或撤回']]);
    const [live] = await client().rows('publishedList');
    expect((await client().out((live as WorkflowRow).id)).body.code).toBe(0);
    expect((await client().publish(id, { push_time: at(15) })).body.code).toBe(0);
    const stored = (await client().row(id)).articles as RefListItem[];
    expect(stored.map((a) => [a.id, a.position, a.remark])).toEqual([
      ['A20261114018', 1, ''],
      ['A20261117013', 2, '算力链景气'],
    ]);
  });

  it('keeps its articles in the library while the list waits or shows', async () => {
    const res = await admin.call('POST', ARTICLE_API.delete, { linkIds: ['A20261114018'] });
    expect(res.body.code).toBe(ErrorCode.Duplicate);
    expect(JSON.stringify(res.body.data)).toContain('员工持股 App · 研究文章');
  });

  it('is reached by its own path, which also opens the article library for picking', async () => {
    const editor = await signedInWith(server, 'editor', [research.path]);
    expect((await client(editor).list('publishedList')).body.code).toBe(0);
    // The article list the pickers read (through the console service, as this editor) is open to it; writes are not.
    expect((await editor.call('GET', `${ARTICLE_API.list}?pageSize=5`)).body.code).toBe(0);
    expect((await editor.call('POST', ARTICLE_API.delete, { linkIds: ['A20261114018'] })).body.code).toBe(ErrorCode.NoModulePermission);
    const outsider = await signedInWith(server, 'editor', ['/operation/ow/media']);
    expect((await client(outsider).list('publishedList')).status).toBe(403);
  });
});
