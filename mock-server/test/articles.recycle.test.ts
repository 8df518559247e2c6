/**
 * Delete to the recycle bin, the bin's list, recovery, and the operation-slot rule (spec §4): an article that a
 * pre-published, scheduled or published entry points at cannot be deleted; a draft or history entry does not count.
 * The slots are made through the push module's own workflow calls, as the push screen makes them.
 */
import {
  ARTICLE_API,
  ARTICLE_MESSAGES,
  fieldLibraries,
  formatCmsTime,
  type ArticleDeleteAnswer,
  type ArticleInUse,
  type ArticleRecoveryAnswer,
  type ArticleRow,
  type ModuleDefinition,
  type Paged,
} from 'shared-ui/contract';
import { registeredModules } from '../src';
import { articlesInUse } from '../src/articles/slotCheck';
import { SEED_LINK_IDS } from '../src/articles/seed/anchors';
import { articleDetail, articleTestServer, createArticle, dataOf, listArticles } from './articlesFixtures';
import { T0, type Browser } from './harness';
import { ModuleClient } from './workflowClient';

const MINUTE = 60_000;
const { server, admin, editor } = articleTestServer('admin', 'editor');

const wmPush = registeredModules.find((m) => m.key === 'wm/push') as ModuleDefinition;
const pushTo = (linkId: string) => ({ content: '重磅解读，点击查看', jump_type: 'article', jump_target: linkId, apply_crowd: 0, effective_hours: 24 });
const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const del = (browser: Browser, linkIds: string[]) => browser.call('POST', ARTICLE_API.delete, { linkIds });
const recover = (browser: Browser, linkIds: string[]) => browser.call('POST', ARTICLE_API.recovery, { linkIds });
const checkStatus = async (linkId: string) => dataOf<ArticleInUse>(await editor.call('GET', `${ARTICLE_API.checkStatus}?id=${linkId}`));
const recycleList = async (query = '') => dataOf<Paged<ArticleRow>>(await editor.call('GET', `${ARTICLE_API.recycleList}?pageSize=100${query}`));
const deletedFlag = (linkId: string) =>
  (server.app.cms.db.prepare('SELECT deleted FROM articles WHERE link_id = ?').get(linkId) as { deleted: number }).deleted;

describe('delete, recycle bin, recovery', () => {
  it('moves articles to the recycle bin with a delete record, then brings them back with a recover record', async () => {
    const a = await createArticle(editor);
    const b = await createArticle(editor);
    server.clock.advance(MINUTE);
    const res = await editor.call('POST', ARTICLE_API.delete, { linkIds: [a.linkId, b.linkId, a.linkId] });
    expect(res.body.msg).toBe(ARTICLE_MESSAGES.deleted);
    expect(dataOf<ArticleDeleteAnswer>(res)).toEqual({ deleted: 2, linkIds: [a.linkId, b.linkId] });
    expect((await listArticles(editor, { search: a.title })).total).toBe(0);
    const bin = await recycleList();
    expect(bin.list[0]).toMatchObject({ delete_operator: 'editor', delete_time: formatCmsTime(T0 + MINUTE) });
    expect(bin.list.map((r) => r.linkId)).toEqual(expect.arrayContaining([a.linkId, b.linkId, SEED_LINK_IDS.recycledArticle]));
    expect((await recycleList(`&search=${encodeURIComponent(a.title)}`)).list.map((r) => r.linkId)).toEqual([a.linkId]);
    const inBin = await articleDetail(editor, a.linkId);
    expect(inBin.deleted).toBe(true);
    expect(inBin.records.map((r) => r.type)).toEqual(['delete', 'create']);

    server.clock.advance(MINUTE);
    const back = await recover(admin, [a.linkId]);
    expect(dataOf<ArticleRecoveryAnswer>(back)).toEqual({ recovered: 1, linkIds: [a.linkId] });
    const detail = await articleDetail(editor, a.linkId);
    expect(detail.deleted).toBe(false);
    expect(detail.records.map((r) => [r.type, r.operator])).toEqual([['recover', 'admin'], ['delete', 'editor'], ['create', 'editor']]);
    expect((await listArticles(editor, { search: a.title })).total).toBe(1);
    server.clock.set(T0);
  });

  it('is all or none: an unknown linkId is 1107, one already in the bin 1015, and nothing is deleted', async () => {
    const a = await createArticle(editor);
    expect((await del(editor, [a.linkId, 'A19990101001'])).body.code).toBe(1107);
    const twice = await del(editor, [a.linkId, SEED_LINK_IDS.recycledArticle]);
    expect(twice.body.code).toBe(1015);
    expect(twice.body.msg).toContain('已在回收站');
    expect(deletedFlag(a.linkId)).toBe(0);
    expect((await del(editor, [])).body.code).toBe(1106);
  });

  it('refuses to recover an article that is not in the bin (1015), or whose title a live article took meanwhile (1019)', async () => {
    const a = await createArticle(editor);
    expect((await recover(editor, [a.linkId])).body.code).toBe(1015);
    dataOf(await del(editor, [a.linkId]));
    await createArticle(editor, { title: a.title });
    const clash = await recover(editor, [a.linkId]);
    expect(clash.body).toMatchObject({ code: 1019, msg: ARTICLE_MESSAGES.recoverClash(a.title) });
    expect(deletedFlag(a.linkId)).toBe(1);
  });

  it('orders the bin by deletion time, newest first', async () => {
    const times = (await recycleList()).list.map((r) => r.delete_time ?? '');
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('articles in operation slots', () => {
  it('refuses to delete the seeded push articles (pre-published pushes) with 1019 and the slots, deleting nothing', async () => {
    const free = await createArticle(editor);
    const res = await del(editor, [free.linkId, SEED_LINK_IDS.wmPushArticle, SEED_LINK_IDS.brPushArticle]);
    expect(res.body).toMatchObject({ code: 1019, msg: ARTICLE_MESSAGES.inUse });
    const inUse = res.body.data as ArticleInUse[];
    expect(inUse.map((u) => u.linkId)).toEqual([SEED_LINK_IDS.wmPushArticle, SEED_LINK_IDS.brPushArticle]);
    // Other slots' seeds may show the same article too: the push is among its slots.
    expect(inUse[0]?.slots).toContainEqual({ module_key: 'wm/push', module_title: '理财 App · 推送', path: '/operation/wm/push', entry_id: expect.any(Number), status: 'prepublished' });
    expect(inUse[1]?.slots[0]).toMatchObject({ module_key: 'br/push', module_title: '证券 App · 推送', path: '/operation/br/push' });
    expect([free.linkId, SEED_LINK_IDS.wmPushArticle, SEED_LINK_IDS.brPushArticle].map(deletedFlag)).toEqual([0, 0, 0]);
    expect(await checkStatus(SEED_LINK_IDS.wmPushArticle)).toMatchObject({ linkId: SEED_LINK_IDS.wmPushArticle, in_use: true });
  });

  it('follows a push through the workflow: draft no, pre-published yes, scheduled yes, removed no', async () => {
    const article = await createArticle(editor);
    const push = new ModuleClient(admin, wmPush);
    dataOf(await push.save(pushTo(article.linkId)));
    expect(await checkStatus(article.linkId)).toEqual({ linkId: article.linkId, in_use: false, slots: [] });

    const id = await push.prepared(pushTo(article.linkId), { push_time: at(30) });
    expect((await checkStatus(article.linkId)).slots).toEqual([expect.objectContaining({ entry_id: id, status: 'prepublished' })]);
    expect((await del(editor, [article.linkId])).body.code).toBe(1019);

    dataOf(await push.publish(id, { push_time: at(60) }));
    expect((await checkStatus(article.linkId)).slots[0]?.status).toBe('scheduled');
    server.clock.advance(61 * MINUTE);
    expect((await checkStatus(article.linkId)).slots[0]?.status).toBe('published');
    expect((await del(editor, [article.linkId])).body.code).toBe(1019);

    dataOf(await push.out(id));
    expect((await checkStatus(article.linkId)).in_use).toBe(false);
    expect(dataOf<ArticleDeleteAnswer>(await del(editor, [article.linkId])).deleted).toBe(1);
    server.clock.set(T0);
  });

  it('answers check/status for a free article, 1107 for an unknown one', async () => {
    expect(await checkStatus(SEED_LINK_IDS.freeArticle)).toEqual({ linkId: SEED_LINK_IDS.freeArticle, in_use: false, slots: [] });
    expect((await editor.call('GET', `${ARTICLE_API.checkStatus}?id=A19990101001`)).body.code).toBe(1107);
  });

  it('asks only the modules that point at articles, and answers every linkId asked', () => {
    const ctx = server.app.cms;
    // A push points at articles by its jump target: a module list without any article field finds no use of it.
    const none = articlesInUse(ctx.refs, ctx.modules.filter((m) => !fieldLibraries(m.fields).includes('articles')), [SEED_LINK_IDS.wmPushArticle]);
    expect(none).toEqual([{ linkId: SEED_LINK_IDS.wmPushArticle, in_use: false, slots: [] }]);
    const answers = articlesInUse(ctx.refs, ctx.modules, [SEED_LINK_IDS.freeArticle, SEED_LINK_IDS.brPushArticle]);
    expect(answers.map((a) => [a.linkId, a.in_use])).toEqual([[SEED_LINK_IDS.freeArticle, false], [SEED_LINK_IDS.brPushArticle, true]]);
  });
});
