/**
 * The information feed under `article/information/`: the list by category (0 = featured), detail with its edit
 * record, the add pages (headlines, stock calendar, market analysis) with their duplicate rules, re-edit (external
 * items too) and the featured flag.
 */
import {
  ARTICLE_MESSAGES,
  INFORMATION_API,
  formatCmsTime,
  type InformationDetail,
  type InformationFeaturedAnswer,
  type InformationRow,
  type Paged,
  type ValidationErrorData,
} from 'shared-ui/contract';
import { SEED_LINK_IDS } from '../src/articles/seed/anchors';
import { articleTestServer, createInformation, dataOf, uniqueTitle, validInformation } from './articlesFixtures';
import { T0 } from './harness';

const { server, editor, reader } = articleTestServer('editor', 'reader');

const list = async (query: string) => dataOf<Paged<InformationRow>>(await reader.call('GET', `${INFORMATION_API.list}?${query}`));
const detail = async (linkId: string, type?: number) =>
  dataOf<InformationDetail>(await reader.call('GET', `${INFORMATION_API.detail}?linkId=${linkId}${type === undefined ? '' : `&type=${String(type)}`}`));
const STOCK_EVENT = { type: 1, title: '小米集团（01810）派息除权', content: '', event_date: '2026-01-20', market: 'hk', stock_code: '01810', stock_name: '小米集团', event_type: 'dividend' };

describe('GET article/information/list', () => {
  it('answers a category\'s items, newest id first, 10 a page by default', async () => {
    const page = await list('type=5');
    expect(page).toMatchObject({ currPage: 1, pageSize: 10 });
    expect(page.total).toBeGreaterThanOrEqual(20);
    expect(page.list.every((row) => row.type === 5 && row.source === 'research' && row.source_name === '研究部')).toBe(true);
  });

  it('type 0 (and no type) is the featured items of every category', async () => {
    const featured = await list('type=0&pageSize=100');
    expect(featured.total).toBeGreaterThan(10);
    expect(featured.list.every((row) => row.featured === 1)).toBe(true);
    expect(new Set(featured.list.map((row) => row.type)).size).toBeGreaterThan(3);
    expect(featured.list.map((row) => row.linkId)).toContain(SEED_LINK_IDS.featuredInformation);
    expect((await list('pageSize=100')).total).toBe(featured.total);
  });

  it('searches title, stock code and name; sorts by a whitelisted column; refuses bad queries with HTTP 400', async () => {
    const found = await list(`type=1&search=00700&pageSize=100`);
    expect(found.list.find((row) => row.linkId === SEED_LINK_IDS.stockCalendar)).toMatchObject({ market: 'hk', event_type: 'earnings', stock_name: '腾讯控股' });
    const byViews = (await list('type=2&orderBy=pageview&order=asc&pageSize=30')).list.map((r) => r.pageview);
    expect(byViews).toEqual([...byViews].sort((a, b) => a - b));
    for (const query of ['type=15', 'type=-1', 'type=abc', 'orderBy=content', 'pageSize=101']) {
      const res = await reader.call('GET', `${INFORMATION_API.list}?${query}`);
      expect([res.status, res.body.code]).toEqual([400, 1106]);
    }
  });
});

describe('detail', () => {
  it('answers the item with its content and edit record; a type that is not its own is 1107', async () => {
    const item = await detail(SEED_LINK_IDS.stockCalendar, 1);
    expect(item).toMatchObject({ type: 1, stock_code: '00700', market: 'hk', event_type: 'earnings', source: 'cms' });
    expect(item.records.at(-1)?.type).toBe('create');
    expect((await detail(SEED_LINK_IDS.stockCalendar, 0)).linkId).toBe(SEED_LINK_IDS.stockCalendar);
    expect((await reader.call('GET', `${INFORMATION_API.detail}?linkId=${SEED_LINK_IDS.stockCalendar}&type=2`)).body.code).toBe(1107);
    expect((await reader.call('GET', `${INFORMATION_API.detail}?linkId=I19990101001`)).body.code).toBe(1107);
  });
});

describe('POST article/information/ (the add pages)', () => {
  it('creates a headline with an I+yyyymmdd linkId, sanitised content and a create record', async () => {
    const created = await createInformation(editor, { content: '<p onclick="x()">正文<img src=x onerror=alert(1)></p>', related_stocks: '00700; aapl' });
    expect(created).toMatchObject({ type: 2, source: 'cms', source_name: '本站编辑', featured: 0, related_stocks: '00700;AAPL' });
    expect(created.linkId).toMatch(/^I20260105\d{3}$/);
    expect(created.content).toBe('<p>正文<img></p>');
    expect(created.records.map((r) => [r.type, r.operator, r.time])).toEqual([['create', 'editor', formatCmsTime(T0)]]);
  });

  it('creates a stock-calendar entry without a body, and market analysis', async () => {
    const event = await createInformation(editor, { ...STOCK_EVENT });
    expect(event).toMatchObject({ type: 1, event_date: '2026-01-20', stock_code: '01810', content: '' });
    expect((await createInformation(editor, { type: 4 })).type).toBe(4);
  });

  it('refuses a duplicate: same category and title, or the same day, stock and event (1019); nothing stored', async () => {
    const headline = await createInformation(editor);
    const again = await editor.call('POST', INFORMATION_API.create, validInformation({ title: headline.title }));
    expect(again.body).toMatchObject({ code: 1019, msg: ARTICLE_MESSAGES.informationDuplicate });
    // Another category may use the title.
    expect((await editor.call('POST', INFORMATION_API.create, validInformation({ title: headline.title, type: 4 }))).body.code).toBe(0);
    const event = await editor.call('POST', INFORMATION_API.create, validInformation({ ...STOCK_EVENT, title: '另一个标题', stock_code: '01810' }));
    expect(event.body).toMatchObject({ code: 1019, msg: ARTICLE_MESSAGES.stockCalendarDuplicate });
    expect((event.body.data as ValidationErrorData).errors[0]?.field).toBe('stock_code');
    expect((await editor.call('POST', INFORMATION_API.create, validInformation({ ...STOCK_EVENT, event_type: 'meeting' }))).body.code).toBe(0);
  });

  it('answers the rules per field, and refuses categories that come from feeds', async () => {
    const bad = { type: 1, title: '', event_date: '2026-13-01', market: 'jp', stock_code: '腾讯', stock_name: '' };
    const res = await editor.call('POST', INFORMATION_API.create, validInformation(bad));
    expect(res.body.code).toBe(1106);
    expect((res.body.data as ValidationErrorData).errors.map((e) => e.field)).toEqual(expect.arrayContaining(['title', 'event_date', 'market', 'stock_code', 'stock_name']));
    expect((await editor.call('POST', INFORMATION_API.create, validInformation({ content: '' }))).body.code).toBe(1106);
    const feed = await editor.call('POST', INFORMATION_API.create, validInformation({ type: 6 }));
    expect(feed.body).toMatchObject({ code: 1106, msg: ARTICLE_MESSAGES.informationTypeNotCreatable });
    expect((await editor.call('POST', INFORMATION_API.create, validInformation({ title: '<script>x</script>' }))).body.code).toBe(1001);
    expect((await reader.call('POST', INFORMATION_API.create, validInformation())).status).toBe(403);
  });
});

describe('POST article/information/save', () => {
  it('re-edits an item by linkId and source, adding an edit record', async () => {
    const created = await createInformation(editor);
    server.clock.advance(60_000);
    const res = await editor.call('POST', INFORMATION_API.save, { ...validInformation({ title: `${created.title}（更正）` }), linkId: created.linkId, source: 'cms' });
    const saved = dataOf<InformationDetail>(res);
    expect(saved.title).toBe(`${created.title}（更正）`);
    expect(saved.records.map((r) => r.type)).toEqual(['edit', 'create']);
    server.clock.set(T0);
  });

  it('re-edits an external item, which keeps its source', async () => {
    const item = await detail(SEED_LINK_IDS.externalInformation);
    const body = { ...validInformation({ type: 8, title: `${item.title}（编辑校对）`, content: item.content }), linkId: item.linkId, source: 'cls' };
    const saved = dataOf<InformationDetail>(await editor.call('POST', INFORMATION_API.save, body));
    expect(saved).toMatchObject({ source: 'cls', source_name: '财联社', type: 8, update_operator: 'editor' });
  });

  it('refuses another item\'s title (1019), a changed category (1106), a wrong source or unknown linkId (1107)', async () => {
    const a = await createInformation(editor);
    const b = await createInformation(editor);
    const save = (body: object) => editor.call('POST', INFORMATION_API.save, body);
    expect((await save({ ...validInformation({ title: a.title }), linkId: b.linkId, source: 'cms' })).body.code).toBe(1019);
    const moved = await save({ ...validInformation({ title: b.title, type: 4 }), linkId: b.linkId, source: 'cms' });
    expect(moved.body).toMatchObject({ code: 1106, msg: ARTICLE_MESSAGES.informationTypeFixed });
    expect((await save({ ...validInformation({ title: b.title }), linkId: b.linkId, source: 'reuters' })).body.code).toBe(1107);
    expect((await save({ ...validInformation(), linkId: 'I19990101001', source: 'cms' })).body.code).toBe(1107);
    expect((await save(validInformation({ title: uniqueTitle() }))).status).toBe(400);
  });
});

describe('POST article/information/featured', () => {
  it('sets and clears the flag, counting only the items that changed, and records an edit', async () => {
    const a = await createInformation(editor);
    const set = await editor.call('POST', INFORMATION_API.featured, { linkIds: [a.linkId, SEED_LINK_IDS.featuredInformation], featured: 1 });
    expect(set.body.msg).toBe(ARTICLE_MESSAGES.featuredOn);
    expect(dataOf<InformationFeaturedAnswer>(set)).toEqual({ updated: 1 });
    expect((await list('type=0&pageSize=100')).list.map((r) => r.linkId)).toContain(a.linkId);
    expect((await detail(a.linkId)).records.map((r) => r.type)).toEqual(['edit', 'create']);
    const cleared = await editor.call('POST', INFORMATION_API.featured, { linkIds: [a.linkId], featured: false });
    expect([cleared.body.msg, dataOf<InformationFeaturedAnswer>(cleared).updated]).toEqual([ARTICLE_MESSAGES.featuredOff, 1]);
    expect((await list('type=0&pageSize=100')).list.map((r) => r.linkId)).not.toContain(a.linkId);
  });

  it('is all or none for an unknown linkId (1107), and 1106 for a bad body', async () => {
    const a = await createInformation(editor);
    expect((await editor.call('POST', INFORMATION_API.featured, { linkIds: [a.linkId, 'I19990101001'], featured: 1 })).body.code).toBe(1107);
    expect((await detail(a.linkId)).featured).toBe(0);
    expect((await editor.call('POST', INFORMATION_API.featured, { linkIds: [], featured: 1 })).body.code).toBe(1106);
    expect((await editor.call('POST', INFORMATION_API.featured, { linkIds: [a.linkId], featured: 'yes' })).body.code).toBe(1106);
  });
});
