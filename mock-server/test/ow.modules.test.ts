/**
 * The official website's (ow) modules on a real in-process server: 企业动态 (a live title once, a sanitised body, a
 * required cover), 媒体报道 (a live link once, http(s) only), 滚动新闻 (exactly five real articles, in order, one set
 * live, its articles kept in the library), each behind its own menu path.
 */
import { ARTICLE_API, ErrorCode, formatCmsTime, type ModuleDefinition, type RefListItem, type WorkflowRow } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, signedInWith, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient, seedValuesOf, refusal } from './workflowClient';

const MINUTE = 60_000;
const moduleOf = (name: string): ModuleDefinition => {
  const found = registeredModules.find((m) => m.key === `ow/${name}`);
  if (!found) throw new Error(`ow/${name} is not registered`);
  return found;
};
const dynamics = moduleOf('dynamics');
const media = moduleOf('media');
const scrollNews = moduleOf('scrollNews');
let server: TestServer;
let admin: Browser;
const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const client = (def: ModuleDefinition, browser: Browser = admin) => new ModuleClient(browser, def);
const tickerLines = (...ids: string[]): RefListItem[] => ids.map((id, i) => ({ id, position: i + 1, short_title: '' }));
const FIVE = ['A20261110011', 'A20261112012', 'A20261117013', 'A20261119014', 'A20261113015'];

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('企业动态 (ow/dynamics)', () => {
  it('starts with its seeds and publishes a news item with its body sanitised', async () => {
    expect((await client(dynamics).rows('publishedList')).length).toBe(2);
    const values = { ...seedValuesOf(dynamics, 'prepublished'), title: '集团与香港大学合办金融科技奖学金', content: '<p>首期资助 20 名学生<script>alert(1)</script></p>' };
    const id = await client(dynamics).published(values, { push_time: at(11) }, { push_time: at(11) });
    const stored = await client(dynamics).row(id);
    expect(String(stored.content)).toContain('首期资助 20 名学生');
    expect(String(stored.content)).not.toContain('script');
  });

  it('refuses a title that is live already, and an item without its cover', async () => {
    const again = { ...seedValuesOf(dynamics), summary: '重复发布的同一新闻' };
    expect((await client(dynamics).save(again)).body.code).toBe(0);
    expect(refusal(await client(dynamics).prepublish(again, { push_time: at(21) }))).toEqual([ErrorCode.Duplicate, ['title: 已有同标题的企业动态在官网展示，请修改标题或先下架']]);
    expect(refusal(await client(dynamics).save({ ...again, title: '另一条新闻', cover: '' }))).toEqual([ErrorCode.ValidationFailed, ['cover: 请上传封面图']]);
  });
});

describe('媒体报道 (ow/media)', () => {
  it('refuses a report whose link is live already (spec §5: no duplicate link), and a link that is not http(s)', async () => {
    const live = seedValuesOf(media);
    const sameLink = { ...live, media_name: '明报', title: '另一家媒体转载' };
    expect((await client(media).save(sameLink)).body.code).toBe(0);
    expect(refusal(await client(media).prepublish(sameLink, { push_time: at(31) }))).toEqual([ErrorCode.Duplicate, ['link: 该报道链接已在媒体报道中展示，请勿重复添加']]);
    expect(refusal(await client(media).save({ ...sameLink, link: 'ftp://example.com/report' }))).toEqual([ErrorCode.ValidationFailed, ['link: 原文链接必须以 http:// 或 https:// 开头']]);
    await client(media).published({ ...sameLink, link: 'https://news.example-mingpao.com/20261126/wealth' }, { push_time: at(32) }, { push_time: at(32) });
    expect((await client(media).rows('publishedList')).length).toBe(3);
  });
});

describe('滚动新闻 (ow/scrollNews)', () => {
  it('takes exactly five articles, each one that exists', async () => {
    expect(refusal(await client(scrollNews).save({ interval: 5, articles: tickerLines(...FIVE.slice(0, 4)) }))).toEqual([ErrorCode.ValidationFailed, ['articles: 滚动新闻须为 5 项（当前 4 项）']]);
    expect(refusal(await client(scrollNews).save({ interval: 5, articles: tickerLines(...FIVE.slice(0, 4), 'A19990101001') }))).toEqual([ErrorCode.ValidationFailed, ['articles.4.id: 文章不存在']]);
    expect((await client(scrollNews).save({ interval: 5, articles: tickerLines(...FIVE.slice(0, 4), FIVE[0] ?? '') })).body.code).toBe(ErrorCode.Duplicate);
  });

  it('shows one set at a time: a second is refused until the live one is taken off', async () => {
    const next = { interval: 4, articles: [...tickerLines(...FIVE)].reverse().map((line, i) => ({ ...line, position: i + 1 })) };
    const id = await client(scrollNews).prepared(next, { push_time: at(41) });
    expect(refusal(await client(scrollNews).publish(id, { push_time: at(41) }))).toEqual([ErrorCode.ValidationFailed, ['最多同时发布 1 条，请先下架或撤回']]);
    const [live] = await client(scrollNews).rows('publishedList');
    expect((await client(scrollNews).out((live as WorkflowRow).id)).body.code).toBe(0);
    expect((await client(scrollNews).publish(id, { push_time: at(41) })).body.code).toBe(0);
    const stored = (await client(scrollNews).row(id)).articles as RefListItem[];
    expect(stored.map((line) => line.id)).toEqual([...FIVE].reverse());
  });

  it('keeps the articles of a waiting or live set in the library', async () => {
    const res = await admin.call('POST', ARTICLE_API.delete, { linkIds: [FIVE[4]] });
    expect(res.body.code).toBe(ErrorCode.Duplicate);
    expect(JSON.stringify(res.body.data)).toContain('官网 · 滚动新闻');
  });
});

describe('each website module behind its own menu path', () => {
  it('a media editor reaches media, not the news list or the ticker', async () => {
    const mediaEditor = await signedInWith(server, 'editor', ['/operation/ow/media']);
    expect((await client(media, mediaEditor).list('publishedList')).body.code).toBe(0);
    expect((await client(dynamics, mediaEditor).list('publishedList')).status).toBe(403);
    expect((await client(scrollNews, mediaEditor).list('publishedList')).status).toBe(403);
  });
});
