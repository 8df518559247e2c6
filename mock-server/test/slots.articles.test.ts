/**
 * The wm home page's article sections (analysis, marketHotSpots, fundManagerBrand, investorEducation): each offers and
 * accepts only articles of its own `article_module`, seeded with real library items. What a section offers is the
 * article list narrowed by its filter (the console service's pickers read `article/list?article_module=`).
 */
import { ARTICLE_API, ErrorCode, type ArticleDetail, type ModuleDefinition } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, startServer, type Browser, type TestServer } from './harness';
import { articleRows } from './libraryLists';
import { ModuleClient } from './workflowClient';

const moduleOf = (name: string) => registeredModules.find((m) => m.key === `wm/${name}`) as ModuleDefinition;
let server: TestServer;
let admin: Browser;

beforeAll(async () => {
  server = await startServer();
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

const moduleOfArticle = async (linkId: string) => ((await admin.call('GET', `${ARTICLE_API.detail}?linkId=${linkId}`)).body.data as ArticleDetail).article_module;

describe('article sections', () => {
  it.each([
    ['analysis', 'macro', '宏观'],
    ['marketHotSpots', 'hot', '热点'],
    ['fundManagerBrand', 'managerbrand', '基金经理品牌'],
    ['investorEducation', 'education', '投资者教育'],
  ])('%s offers and accepts only %s articles', async (name, articleModule, label) => {
    const def = moduleOf(name);
    const offered = await articleRows(admin, { article_module: articleModule, pageSize: 50 });
    expect(offered.length).toBeGreaterThan(10);
    expect(offered.every((row) => row.article_module === articleModule)).toBe(true);
    for (const row of offered.slice(0, 5)) expect(await moduleOfArticle(row.linkId)).toBe(articleModule);

    // Its seeds are live on real articles of its module.
    const [live] = await new ModuleClient(admin, def).rows('publishedList');
    const picked = (live as unknown as { articles: { id: string; label?: string }[] }).articles;
    expect(picked.length).toBeGreaterThan(0);
    for (const a of picked) expect([a.id, await moduleOfArticle(a.id), Boolean(a.label)]).toEqual([a.id, articleModule, true]);

    const other = (await articleRows(admin, { article_module: articleModule === 'macro' ? 'hot' : 'macro', pageSize: 1 }))[0]?.linkId ?? '';
    const res = await new ModuleClient(admin, def).save({ title: '测试栏目', articles: [{ id: other, position: 1 }] });
    expect([res.body.code, res.body.data]).toEqual([ErrorCode.ValidationFailed, { errors: [{ field: 'articles.0.id', message: `只能选择「${label}」类文章` }] }]);
  });

  // The items call's own refusal of a repeated filter is the console service's to test now; the list it passes the
  // filter to refuses the same shape.
  it('answers a filter of the wrong shape with 400', async () => {
    const res = await admin.call('GET', `${ARTICLE_API.list}?pageSize=5&article_module=hot&article_module=macro`);
    expect([res.status, res.body.code]).toEqual([400, ErrorCode.ValidationFailed]);
  });

  it('keeps the section’s articles in use: a live section’s article cannot be deleted', async () => {
    const [live] = await new ModuleClient(admin, moduleOf('investorEducation')).rows('publishedList');
    const first = (live as unknown as { articles: { id: string }[] }).articles[0]?.id ?? '';
    const res = await admin.call('POST', ARTICLE_API.delete, { linkIds: [first] });
    expect(res.body.code).toBe(ErrorCode.Duplicate);
    expect(JSON.stringify(res.body.data)).toContain('理财 App · 投资者教育');
  });
});
