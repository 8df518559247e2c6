/**
 * Re-editing an article or an information item is refused as stale (1043) when a colleague saved it since the
 * version the save was based on; the refusal names them and what is there now; resent based on that version, it saves.
 */
import { ARTICLE_API, ErrorCode, INFORMATION_API, type ArticleDetail, type InformationDetail, type StaleSaveDetail } from 'shared-ui/contract';
import { articleTestServer, createArticle, createInformation, dataOf, validArticle, validInformation } from './articlesFixtures';

const { admin, editor } = articleTestServer('admin', 'editor');
const detailOf = (res: { body: { data: unknown } }) => res.body.data as StaleSaveDetail;

describe('articles', () => {
  it('refuses a save based on an older version, naming the colleague; based on theirs it saves', async () => {
    const opened = await createArticle(admin);
    expect(typeof opened.version).toBe('number');
    const save = (browser: typeof admin, title: string, base: number | undefined) =>
      browser.call('POST', ARTICLE_API.save, { ...validArticle({ title }), linkId: opened.linkId, base_version: base });

    const theirs = dataOf<ArticleDetail>(await editor.call('POST', ARTICLE_API.save, { ...validArticle({ title: `${opened.title}（同事）` }), linkId: opened.linkId, base_version: opened.version }));
    const stale = await save(admin, `${opened.title}（我的）`, opened.version);
    expect(stale.body.code).toBe(ErrorCode.StaleSave);
    expect(stale.body.msg).toContain('该内容已被 editor 于');
    expect(detailOf(stale)).toMatchObject({ operator: 'editor', version: theirs.version, current: { title: `${opened.title}（同事）` } });

    expect((await save(admin, `${opened.title}（我的）`, detailOf(stale).version ?? undefined)).body.code).toBe(0);
  });
});

describe('information', () => {
  it('refuses a re-edit based on an older version; without base_version it is not checked', async () => {
    const opened = await createInformation(admin);
    const body = (title: string, base?: number) => ({ ...validInformation({ title }), linkId: opened.linkId, source: 'cms', ...(base === undefined ? {} : { base_version: base }) });
    const theirs = dataOf<InformationDetail>(await editor.call('POST', INFORMATION_API.save, body(`${opened.title}甲`, opened.version)));
    const stale = await admin.call('POST', INFORMATION_API.save, body(`${opened.title}乙`, opened.version));
    expect([stale.body.code, detailOf(stale).version, detailOf(stale).operator]).toEqual([ErrorCode.StaleSave, theirs.version, 'editor']);
    expect((await admin.call('POST', INFORMATION_API.save, body(`${opened.title}丙`))).body.code).toBe(0);
  });
});
