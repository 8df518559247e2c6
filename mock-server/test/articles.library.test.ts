/**
 * The article library's calls against a real server with the seeded library at T0: create, list (search, filters,
 * sort, paging, the no-pageSize slot list), detail with its edit record, save, duplicates, roles and validation.
 */
import {
  ARTICLE_API,
  ARTICLE_MESSAGES,
  formatCmsTime,
  parseCmsTime,
  type ArticleDetail,
  type ArticlePageviewAnswer,
  type RelatedManager,
  type ValidationErrorData,
} from 'shared-ui/contract';
import { SEED_LINK_IDS } from '../src/articles/seed/anchors';
import { articleDetail, articleTestServer, createArticle, dataOf, HOUR, listArticles, uniqueTitle, validArticle } from './articlesFixtures';
import { T0 } from './harness';

const { server, admin, editor, reader } = articleTestServer('admin', 'editor', 'reader');

const liveCount = () => (server.app.cms.db.prepare('SELECT COUNT(*) AS n FROM articles WHERE deleted = 0').get() as { n: number }).n;

describe('POST article/ and GET article/detail', () => {
  it('creates an article with a fresh A+yyyymmdd+sequence linkId, sanitised content and a create record', async () => {
    const created = await createArticle(editor, { tags: ' 美联储; 降息;;债券基金; ', content: '<p>正文<script>alert(1)</script></p>' });
    expect(created.linkId).toMatch(/^A20260105\d{3}$/);
    expect(created).toMatchObject({ tags: '美联储;降息;债券基金', content: '<p>正文</p>', deleted: false, pageview: 0, update_operator: 'editor' });
    expect(created.records).toEqual([{ id: expect.any(Number), type: 'create', operator: 'editor', time: formatCmsTime(T0) }]);
    expect(await articleDetail(reader, created.linkId)).toEqual(created);
  });

  it('numbers the day\'s articles one after another', async () => {
    const a = await createArticle(admin);
    const b = await createArticle(admin);
    expect(Number(b.linkId.slice(-3))).toBe(Number(a.linkId.slice(-3)) + 1);
  });

  it('refuses a title a live article has with 1019 文章重复添加, and stores nothing', async () => {
    const before = liveCount();
    const res = await editor.call('POST', ARTICLE_API.create, validArticle({ title: '美联储 12 月议息前瞻：降息预期升温，债券基金怎么配？' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 1019, msg: ARTICLE_MESSAGES.duplicate });
    expect((res.body.data as ValidationErrorData).errors).toEqual([{ field: 'title', message: ARTICLE_MESSAGES.duplicate }]);
    expect(liveCount()).toBe(before);
  });

  it('allows the title of an article in the recycle bin', async () => {
    const recycled = await articleDetail(admin, SEED_LINK_IDS.recycledArticle);
    expect(recycled.deleted).toBe(true);
    const created = await createArticle(editor, { title: recycled.title });
    expect(created.title).toBe(recycled.title);
  });

  it('answers the rules per field: 1106 for missing title, body, bad link, module; 1001 when only illegal characters', async () => {
    const bad = { title: ' ', content: '<p> </p>', url: 'ftp://x', article_module: 'nope', show_time: '2026-02-30 10:00:00', position: -1 };
    const res = await editor.call('POST', ARTICLE_API.create, validArticle(bad));
    expect(res.body.code).toBe(1106);
    const fields = (res.body.data as ValidationErrorData).errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['title', 'content', 'url', 'article_module', 'show_time', 'position']));
    const illegal = await editor.call('POST', ARTICLE_API.create, validArticle({ title: '标题<script>x</script>', abstract: 'javascript:alert(1)' }));
    expect(illegal.body).toMatchObject({ code: 1001, msg: '输入内容包含非法字符，请检查' });
    const fullWidth = await editor.call('POST', ARTICLE_API.create, validArticle({ tags: '美联储；降息' }));
    expect(fullWidth.body).toMatchObject({ code: 1106, msg: '标签请用英文分号 ; 分隔' });
  });

  it('refuses a body whose text is all unsafe markup (nothing would be left) and an unknown manager', async () => {
    const empty = await editor.call('POST', ARTICLE_API.create, validArticle({ content: '<script>alert("正文")</script>' }));
    expect(empty.body.code).toBe(1106);
    expect((empty.body.data as ValidationErrorData).errors[0]?.field).toBe('content');
    const manager = await editor.call('POST', ARTICLE_API.create, validArticle({ article_module: 'managerbrand', manager_id: 'M9999' }));
    expect(manager.body).toMatchObject({ code: 1106, msg: ARTICLE_MESSAGES.managerUnknown });
  });

  it('names the related manager', async () => {
    const detail = await articleDetail(admin, SEED_LINK_IDS.managerArticle);
    expect(detail).toMatchObject({ manager_id: 'M1001', manager_name: '陈思远', article_module: 'managerbrand' });
  });

  it('answers 1107 for an unknown linkId, HTTP 400 without one, and 400 for a body that is not an object', async () => {
    expect((await admin.call('GET', `${ARTICLE_API.detail}?linkId=A19990101001`)).body.code).toBe(1107);
    const missing = await admin.call('GET', ARTICLE_API.detail);
    expect([missing.status, missing.body.code]).toEqual([400, 1106]);
    const notObject = await admin.call('POST', ARTICLE_API.create, '[1]');
    expect([notObject.status, notObject.body.code]).toEqual([400, 1106]);
  });

  it('lets a reader read but not write; the trailing-slash-less create path works too', async () => {
    expect((await reader.call('POST', ARTICLE_API.create, validArticle())).status).toBe(403);
    expect((await reader.call('POST', ARTICLE_API.save, { ...validArticle(), linkId: SEED_LINK_IDS.freeArticle })).status).toBe(403);
    expect((await reader.call('POST', ARTICLE_API.delete, { linkIds: [SEED_LINK_IDS.freeArticle] })).status).toBe(403);
    expect((await editor.call('POST', 'article', validArticle())).body.code).toBe(0);
  });
});

describe('POST article/save', () => {
  it('saves by linkId, keeps the linkId, records edit after create (newest first)', async () => {
    const created = await createArticle(editor);
    server.clock.advance(60_000);
    const res = await admin.call('POST', ARTICLE_API.save, { ...validArticle({ title: `${created.title}（修订）`, tags: 'ESG' }), linkId: created.linkId });
    const saved = dataOf<ArticleDetail>(res);
    expect(res.body.msg).toBe(ARTICLE_MESSAGES.saved);
    expect(saved).toMatchObject({ linkId: created.linkId, title: `${created.title}（修订）`, tags: 'ESG', update_operator: 'admin' });
    expect(saved.records.map((r) => [r.type, r.operator, r.time])).toEqual([
      ['edit', 'admin', formatCmsTime(T0 + 60_000)],
      ['create', 'editor', formatCmsTime(T0)],
    ]);
    server.clock.set(T0);
  });

  it('refuses another live article\'s title with 1019 文章重复，不能修改, but accepts its own unchanged title', async () => {
    const a = await createArticle(editor);
    const b = await createArticle(editor);
    const clash = await editor.call('POST', ARTICLE_API.save, { ...validArticle({ title: a.title }), linkId: b.linkId });
    expect(clash.body).toMatchObject({ code: 1019, msg: ARTICLE_MESSAGES.duplicateOnSave });
    expect((await editor.call('POST', ARTICLE_API.save, { ...validArticle({ title: b.title }), linkId: b.linkId })).body.code).toBe(0);
  });

  it('answers 1107 for an unknown linkId, 1015 for an article in the recycle bin, 400 without a linkId', async () => {
    expect((await editor.call('POST', ARTICLE_API.save, { ...validArticle(), linkId: 'A19990101001' })).body.code).toBe(1107);
    const inBin = await editor.call('POST', ARTICLE_API.save, { ...validArticle(), linkId: SEED_LINK_IDS.recycledArticle });
    expect(inBin.body).toMatchObject({ code: 1015, msg: ARTICLE_MESSAGES.editDeleted });
    expect((await editor.call('POST', ARTICLE_API.save, validArticle())).status).toBe(400);
  });
});

describe('GET article/list', () => {
  it('pages by id descending by default (10 a page) and counts only live articles', async () => {
    const newest = await createArticle(editor);
    const page = await listArticles(reader, { pageSize: 10 });
    expect(page.list[0]?.linkId).toBe(newest.linkId);
    expect((await listArticles(reader, { currPage: 1 })).pageSize).toBe(page.total);
    expect(page).toMatchObject({ currPage: 1, pageSize: 10, total: liveCount() });
    expect(page.list).toHaveLength(10);
    const second = await listArticles(reader, { pageSize: 10, currPage: 2 });
    expect(second.list[0]?.linkId).not.toBe(page.list[9]?.linkId);
    expect(page.list.some((row) => 'content' in row)).toBe(false);
  });

  it('without pageSize answers every live article by position ascending (the operation slots\' call)', async () => {
    const all = await listArticles(reader);
    expect(all.total).toBe(liveCount());
    expect(all.list).toHaveLength(all.total);
    expect(all.pageSize).toBe(all.total);
    const positions = all.list.map((r) => r.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(all.list.some((r) => r.linkId === SEED_LINK_IDS.recycledArticle)).toBe(false);
  });

  it('searches title, abstract, linkId and tags, taking % and _ literally', async () => {
    const byTitle = await listArticles(reader, { search: '议息前瞻', pageSize: 100 });
    expect(byTitle.list.map((r) => r.linkId)).toContain(SEED_LINK_IDS.wmPushArticle);
    const byLinkId = await listArticles(reader, { search: SEED_LINK_IDS.brPushArticle, pageSize: 100 });
    expect(byLinkId.list.map((r) => r.linkId)).toEqual([SEED_LINK_IDS.brPushArticle]);
    const created = await createArticle(editor, { tags: '独一无二标签', abstract: '摘要里有个词：蓝鲸计划' });
    expect((await listArticles(reader, { search: '独一无二', pageSize: 10 })).list.map((r) => r.linkId)).toEqual([created.linkId]);
    expect((await listArticles(reader, { search: '蓝鲸计划', pageSize: 10 })).list.map((r) => r.linkId)).toEqual([created.linkId]);
    expect((await listArticles(reader, { search: '%', pageSize: 10 })).total).toBe(0);
  });

  it('filters by module (several), author, exact tag, manager and show_time range', async () => {
    const hotOrEdu = await listArticles(reader, { article_module: 'hot,education', pageSize: 100 });
    expect(new Set(hotOrEdu.list.map((r) => r.article_module))).toEqual(new Set(['hot', 'education']));
    const byAuthor = await listArticles(reader, { author: '投资者教育中心', pageSize: 100 });
    expect(byAuthor.total).toBeGreaterThan(0);
    expect(byAuthor.list.every((r) => r.author === '投资者教育中心')).toBe(true);
    const byTag = await listArticles(reader, { tag: '南向资金', pageSize: 100 });
    expect(byTag.list.every((r) => r.tags.split(';').includes('南向资金'))).toBe(true);
    expect(byTag.list.map((r) => r.linkId)).toContain(SEED_LINK_IDS.brPushArticle);
    const managed = await listArticles(reader, { has_manager: '1', pageSize: 100 });
    expect(managed.list.every((r) => r.manager_id !== '')).toBe(true);
    expect((await listArticles(reader, { manager_id: 'M1001', pageSize: 100 })).list.map((r) => r.linkId)).toContain(SEED_LINK_IDS.managerArticle);
    const start = formatCmsTime(T0 - 30 * 24 * HOUR);
    const end = formatCmsTime(T0 - 7 * 24 * HOUR);
    const ranged = await listArticles(reader, { start_time: start, end_time: end, pageSize: 100 });
    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.list.every((r) => r.show_time >= start && r.show_time <= end)).toBe(true);
  });

  it('sorts by a whitelisted column either way, and refuses others with HTTP 400', async () => {
    const byViews = await listArticles(reader, { orderBy: 'pageview', order: 'desc', pageSize: 20 });
    const views = byViews.list.map((r) => r.pageview);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const byTime = await listArticles(reader, { orderBy: 'show_time', order: 'asc', pageSize: 20 });
    const times = byTime.list.map((r) => parseCmsTime(r.show_time) ?? 0);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const query of ['orderBy=content', 'orderBy=id;DROP TABLE articles', 'order=sideways', 'pageSize=0', 'currPage=0', 'article_module=stocks', 'start_time=yesterday']) {
      const res = await reader.call('GET', `${ARTICLE_API.list}?${query}`);
      expect([res.status, res.body.code]).toEqual([400, 1106]);
    }
    const backwards = await reader.call('GET', `${ARTICLE_API.list}?start_time=${encodeURIComponent(formatCmsTime(T0))}&end_time=${encodeURIComponent(formatCmsTime(T0 - HOUR))}`);
    expect(backwards.body.msg).toBe('结束时间不能早于开始时间');
  });
});

describe('page views and related managers', () => {
  it('sets the page view (an editor may, a reader may not: it is a write), recording who did it', async () => {
    const created = await createArticle(editor);
    const refused = await reader.call('POST', ARTICLE_API.pageview, { linkId: created.linkId, pageview: 1234 });
    expect([refused.status, refused.body.code]).toEqual([403, 403]);
    const res = await editor.call('POST', ARTICLE_API.pageview, { linkId: created.linkId, pageview: 1234 });
    expect(dataOf<ArticlePageviewAnswer>(res)).toEqual({ linkId: created.linkId, pageview: 1234 });
    const detail = await articleDetail(reader, created.linkId);
    expect(detail.pageview).toBe(1234);
    expect(detail.records[0]).toMatchObject({ type: 'edit', operator: 'editor' });
    expect((await editor.call('POST', ARTICLE_API.pageview, { linkId: created.linkId, pageview: -1 })).body.code).toBe(1106);
    expect((await editor.call('POST', ARTICLE_API.pageview, { linkId: 'A19990101001', pageview: 1 })).body.code).toBe(1107);
  });

  it('lists the fund managers, searchable by name or company', async () => {
    const all = dataOf<RelatedManager[]>(await reader.call('GET', ARTICLE_API.managers));
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all[0]).toEqual({ id: expect.any(String), name: expect.any(String), company: expect.any(String), intro: expect.any(String) });
    const found = dataOf<RelatedManager[]>(await reader.call('GET', `${ARTICLE_API.managers}?search=${encodeURIComponent('恒盈')}`));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((m) => m.company === '恒盈基金')).toBe(true);
  });
});

it('keeps titles unique per live article even when two creates race', async () => {
  const title = uniqueTitle('并发');
  const answers = await Promise.all([editor.call('POST', ARTICLE_API.create, validArticle({ title })), admin.call('POST', ARTICLE_API.create, validArticle({ title }))]);
  expect(answers.map((a) => a.body.code).sort()).toEqual([0, 1019]);
});
