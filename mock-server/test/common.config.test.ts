/**
 * The common area's shared configuration modules (remote-common configModules) on a real in-process server: seeds
 * that name real library items and real seed pictures, and each module's own rules as the server applies them — the
 * form's rules again on save, the one-live-per-subject supersede, uniqueness while live, windows that may overlap, the
 * live cap, and library items kept in use while a list shows them.
 */
import { ARTICLE_API, ErrorCode, SMS_MESSAGES, formatCmsTime, jpegSize, moduleSchema, type ListItem, type ModuleDefinition, type ModuleValues, type WorkflowRow } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { seedImage } from '../src/uploads/seedImage';
import { base64, createArticle } from './articlesFixtures';
import sharp from 'sharp';
import { signedIn, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';

const MINUTE = 60_000;
const pngOf = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: { r: 0, g: 120, b: 200, alpha: 0.5 } } }).png().toBuffer();
const jpgOf = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 0, g: 120, b: 200 } } }).jpeg().toBuffer();
const DAY = 24 * 60;
const CONFIG_NAMES = ['upload', 'rollFocus', 'levelFirst', 'levelSecond', 'textreplace', 'keywords', 'protocolConfig', 'newAccount', 'articles', 'activity', 'verifycode', 'whitelist'] as const;
type ConfigName = (typeof CONFIG_NAMES)[number];

let server: TestServer;
let admin: Browser;
/** Each test picks its own minutes, so no two preset times repeat (1013). */
const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const moduleOf = (name: ConfigName) => registeredModules.find((m) => m.key === `common/${name}`) as ModuleDefinition;
const client = (name: ConfigName) => new ModuleClient(admin, moduleOf(name));
const seededValues = (name: ConfigName, status = 'published'): ModuleValues => (moduleOf(name).seed ?? []).find((s) => s.status === status)?.values ?? {};
const errorsOf = async (name: ConfigName, values: ModuleValues) => {
  const res = await client(name).save(values);
  expect(res.body.code).toBe(ErrorCode.ValidationFailed);
  return (res.body.data as { errors: { field: string; message: string }[] }).errors;
};
const refsOf = (recordId: number) => server.app.cms.db.prepare('SELECT library, item_key FROM slot_refs WHERE record_id = ? ORDER BY position').all(recordId);
const seedPictures = (values: ModuleValues): string[] =>
  Object.values(values).flatMap((value) => {
    if (typeof value === 'string') return value.startsWith('/v2/cms/upload/files/seed-') ? [value] : [];
    if (Array.isArray(value)) return value.flatMap((item: unknown) => (typeof item === 'object' && item !== null ? seedPictures(item as ModuleValues) : []));
    return [];
  });

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('common configuration modules', () => {
  it.each(CONFIG_NAMES)('%s: registered at operation/common/, starts with a live seed, seed pictures served at their slot size', async (name) => {
    const def = moduleOf(name);
    expect(def.apiBase).toBe(`operation/common/${name.toLowerCase()}/`);
    expect((await client(name).rows('publishedList')).length).toBeGreaterThan(0);
    for (const seed of def.seed ?? []) {
      for (const picture of seedPictures(seed.values)) {
        const size = /-(\d+)x(\d+)\.jpg$/.exec(picture);
        const jpeg = seedImage(picture.replace('/v2/cms/upload/files/', ''));
        expect(jpeg && jpegSize(new Uint8Array(jpeg))).toEqual({ width: Number(size?.[1]), height: Number(size?.[2]) });
      }
    }
  });

  it.each(['rollFocus', 'keywords', 'articles', 'activity'] as const)('%s: live seeds are indexed against real library items', (name) => {
    const refs = server.app.cms.db
      .prepare("SELECT r.library, r.item_key FROM slot_refs r JOIN workflow_records w ON w.id = r.record_id WHERE w.module_key = ? AND w.status = 'published'")
      .all(`common/${name}`);
    expect(refs.length).toBeGreaterThan(0);
  });

  describe('upload', () => {
    it('takes a JPG of any pixels or a PDF prospectus (the file field), and keeps it by its address; not a PNG (images are JPG only)', async () => {
      const poster = await admin.call('POST', 'upload/file', { module: 'common/upload', field: 'file', fileName: '海报 1080x2000.jpg', data: base64(await jpgOf(1080, 2000)) });
      expect(poster.body.code).toBe(0);
      const png = await admin.call('POST', 'upload/file', { module: 'common/upload', field: 'file', fileName: '海报.png', data: base64(await pngOf(1080, 2000)) });
      expect([png.body.code, png.body.msg]).toEqual([ErrorCode.ValidationFailed, '文件类型不支持：仅支持 JPG、PDF']);
      const prospectus = await admin.call('POST', 'upload/file', { module: 'common/upload', field: 'file', fileName: '招募说明书.pdf', data: base64(Buffer.from('%PDF-1.7\n%%EOF\n')) });
      const url = (prospectus.body.data as { url: string }).url;
      const word = await admin.call('POST', 'upload/file', { module: 'common/upload', field: 'file', fileName: '说明.docx', data: base64(Buffer.from('PK')) });
      expect([word.body.code, word.body.msg]).toEqual([ErrorCode.ValidationFailed, '文件类型不支持：仅支持 JPG、PDF']);
      const values = { ...seededValues('upload'), title: '恒盈亚洲债券基金 招募说明书', file: url };
      expect(await errorsOf('upload', { ...values, file: '' })).toEqual([{ field: 'file', message: '请上传文件' }]);
      const id = await client('upload').prepared(values, { push_time: at(11) });
      expect((await client('upload').row(id)).file).toBe(url);
    });
  });

  describe('levelFirst', () => {
    it('takes an icon of any pixels as a JPG (a free-size image; the spec: images JPG only), not a PNG, SVG or GIF', async () => {
      const jpg = await admin.call('POST', 'upload/image', { module: 'common/levelFirst', field: 'icon', fileName: 'tab.jpg', data: base64(await jpgOf(144, 120)) });
      expect(jpg.body.code).toBe(0);
      const url = (jpg.body.data as { url: string }).url;
      expect((await admin.raw('GET', url)).headers.get('content-type')).toBe('image/jpeg');
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></svg>');
      for (const [fileName, data] of [['tab.png', await pngOf(144, 120)], ['tab.svg', svg], ['tab.gif', Buffer.from('GIF89a')]] as const) {
        const refused = await admin.call('POST', 'upload/image', { module: 'common/levelFirst', field: 'icon', fileName, data: base64(data) });
        expect([fileName, refused.body.code, refused.body.msg]).toEqual([fileName, ErrorCode.ValidationFailed, '图片格式错误：仅支持 JPG']);
      }
      expect(moduleSchema(moduleOf('levelFirst')).safeParse({ ...seededValues('levelFirst'), icon: url }).success).toBe(true);
    });
  });

  describe('articles', () => {
    const list = (type: string, currency: string | null, ...ids: string[]) => ({ type, currency, title: '测试文章位', articles: ids.map((id, i) => ({ id, position: i + 1, remark: '' })) });

    it('takes library articles only, once each, and a currency for the broker position', async () => {
      expect(await errorsOf('articles', list('recommend', null, 'A19990101001'))).toEqual([{ field: 'articles.0.id', message: '文章不存在' }]);
      const twice = await client('articles').save(list('recommend', null, 'A20261118002', 'A20261118002'));
      expect([twice.body.code, twice.body.msg]).toEqual([ErrorCode.Duplicate, '文章重复添加']);
      expect(await errorsOf('articles', list('broker', null, 'A20261118002'))).toEqual([{ field: 'currency', message: '请选择币种' }]);
    });

    it('stores no currency for the recommend position, even one sent (visibleWhen)', async () => {
      // The seeds hold both positions already: each save answers 是否覆盖 for them.
      const saved = await client('articles').saveOverwriting(list('recommend', 'USD', 'A20261118002'));
      expect(saved.body.code).toBe(0);
      expect(saved.body.data as Record<string, unknown>).not.toHaveProperty('currency');
      expect((await client('articles').saveOverwriting(list('broker', 'USD', 'A20261118002'))).body.data).toHaveProperty('currency', 'USD');
    });

    it('keeps an article a pre-published list shows from being deleted, until the list goes', async () => {
      const article = await createArticle(admin);
      const values = list('broker', 'CNY', article.linkId);
      expect((await client('articles').save(values)).body.code).toBe(0);
      const id = ((await client('articles').prepublish(values, { push_time: at(13) })).body.data as WorkflowRow).id;
      expect(refsOf(id)).toEqual([{ library: 'articles', item_key: article.linkId }]);
      const refused = await admin.call('POST', ARTICLE_API.delete, { linkIds: [article.linkId] });
      expect(refused.body.code).toBe(ErrorCode.Duplicate);
      expect(refused.body.data).toEqual([expect.objectContaining({ linkId: article.linkId, slots: [expect.objectContaining({ module_key: 'common/articles', entry_id: id })] })]);
      expect((await client('articles').remove([id])).body.code).toBe(0);
      expect((await admin.call('POST', ARTICLE_API.delete, { linkIds: [article.linkId] })).body.code).toBe(0);
    });

    it('lets a newer list of a position supersede the live one, asked first; the other positions stay', async () => {
      const [liveHkd] = (await client('articles').rows('publishedList')).filter((r) => r.type === 'broker' && r.currency === 'HKD');
      const [liveRecommend] = (await client('articles').rows('publishedList')).filter((r) => r.type === 'recommend');
      const newer = list('broker', 'HKD', 'A20261119014', 'A20261110011');
      const asked = await client('articles').save(newer);
      expect(asked.body.code).toBe(ErrorCode.OverwriteQuestion);
      expect(asked.body.msg).toContain(`ID ${String(liveHkd?.id)}`);
      expect((await client('articles').saveOverwriting(newer)).body.code).toBe(0);
      const id = ((await client('articles').prepublish(newer, { push_time: at(15) })).body.data as WorkflowRow).id;
      expect((await client('articles').publish(id)).body.code).toBe(0);
      expect((await client('articles').row(liveHkd?.id ?? 0)).status).toBe('history');
      expect((await client('articles').row(liveRecommend?.id ?? 0)).status).toBe('published');
    });
  });

  it('rollFocus opens library items or http(s) pages only', async () => {
    const values = seededValues('rollFocus');
    const [first] = values.slides as ListItem[];
    const broken = { ...values, placement: 'login', slides: [{ ...first, position: 1, jump_type: 'fund', jump_target: '9999' }] };
    expect(await errorsOf('rollFocus', broken)).toEqual([{ field: 'slides.0.jump_target', message: '基金不存在，请从下拉列表中选择' }]);
  });

  it('levelSecond refuses a code outside its parent channel on the server too', async () => {
    const values = { ...seededValues('levelSecond'), parent_code: 'ipo', code: 'market_ipo_hk' };
    expect(await errorsOf('levelSecond', values)).toEqual([{ field: 'code', message: '分类编码须以所属一级分类的编码加下划线开头，如 market_hk' }]);
  });

  it('textreplace keeps one live text per app and key, and the all-app text beside an app text', async () => {
    const entry = (app: string) => ({ app, text_key: 'quote.delay.notice', text: { 'zh-hans': '行情延时 15 分钟', 'zh-hant': '行情延時 15 分鐘', en: 'Quotes delayed by 15 minutes' }, remark: '免费行情说明' });
    const all = await client('textreplace').published(entry('all'), { push_time: at(17) });
    const br = await client('textreplace').published(entry('br'), { push_time: at(18) });
    const newer = { ...entry('br'), text: { 'zh-hans': '行情实时', 'zh-hant': '行情實時', en: 'Real-time quotes' } };
    expect((await client('textreplace').save(newer)).body.code).toBe(ErrorCode.OverwriteQuestion);
    expect((await client('textreplace').saveOverwriting(newer)).body.code).toBe(0);
    const id = ((await client('textreplace').prepublish(newer, { push_time: at(19) })).body.data as WorkflowRow).id;
    expect((await client('textreplace').publish(id, { push_time: at(19) })).body.code).toBe(0);
    server.clock.advance(20 * MINUTE);
    expect((await client('textreplace').rows('publishedList')).map((r) => r.id)).toEqual(expect.arrayContaining([all, id]));
    expect((await client('textreplace').row(br)).status).toBe('history');
  });

  it('keywords refuses the same word twice in a set', async () => {
    const word = (position: number, text: string) => ({ position, word: text, hot: 0, jump_type: 'search', jump_target: '' });
    expect(await errorsOf('keywords', { app: 'wm', placeholder: '搜索基金', words: [word(1, 'QDII'), word(2, 'qdii')] })).toEqual([{ field: 'words', message: '同一组热词不能重复' }]);
  });

  it('protocolConfig checks versions and notice words, and stores sanitised text', async () => {
    const values = { ...seededValues('protocolConfig'), app: 'esop', protocol_type: 'risk', title: '风险披露声明' };
    expect(await errorsOf('protocolConfig', { ...values, current_version: '1.0', agree_version: '1.1' })).toEqual([{ field: 'agree_version', message: '最低同意版本不能高于当前版本' }]);
    expect(await errorsOf('protocolConfig', { ...values, is_tips: 1, tips: '' })).toEqual([{ field: 'tips', message: '请输入更新说明' }]);
    const id = await client('protocolConfig').prepared({ ...values, current_version: '1.0', agree_version: '1.0', content: '<p>股票价格可升可跌。</p><script>alert(1)</script>', is_tips: 0, tips: '留下的说明' }, { push_time: at(21) });
    const row = await client('protocolConfig').row(id);
    // The notice is off: its words do not apply (visibleWhen) and are not stored (answered as null).
    expect(row.content).toBe('<p>股票价格可升可跌。</p>');
    expect(row).toHaveProperty('tips', null);
  });

  it('newAccount needs a declaration to be read for at least 5 seconds', async () => {
    const values = { ...seededValues('newAccount'), account_type: 'declare', read_seconds: 2 };
    expect(await errorsOf('newAccount', values)).toEqual([{ field: 'read_seconds', message: '开户声明的最短阅读时间不能少于 5 秒' }]);
  });

  describe('activity', () => {
    const campaign = (title: string, type = 'wm') => ({ ...seededValues('activity'), type, title });
    const window = (days: number) => ({ start_time: at(days * DAY), end_time: at((days + 3) * DAY) });

    it('runs overlapping windows side by side, but not two live activities of one title in one app', async () => {
      await client('activity').published(campaign('圣诞理财季'), window(2), window(2));
      await client('activity').published(campaign('圣诞理财季', 'broker'), window(3), window(3));
      const twin = campaign('圣诞理财季');
      expect((await client('activity').save(twin)).body.code).toBe(0);
      const refused = await client('activity').prepublish(twin, window(4));
      const message = '该 App 已有同名活动上线，请修改标题或先下架';
      expect([refused.body.code, refused.body.data]).toEqual([ErrorCode.Duplicate, { errors: [{ field: 'type', message }, { field: 'title', message }] }]);
    });

    it('refuses an end before the start, and an eleventh live activity', async () => {
      const backwards = await client('activity').prepublish(campaign('倒序活动'), { start_time: at(5 * DAY), end_time: at(4 * DAY) });
      expect(backwards.body.code).toBe(ErrorCode.ValidationFailed);
      const live = (await client('activity').rows('publishedList', { pageSize: 50 })).length;
      for (let i = live; i < 10; i += 1) await client('activity').published(campaign(`活动 ${String(i)}`), window(6), window(6));
      const eleventh = await client('activity').prepared(campaign('第十一个活动'), window(7));
      const refused = await client('activity').publish(eleventh, window(7));
      expect([refused.body.code, refused.body.msg]).toEqual([ErrorCode.ValidationFailed, '最多同时发布 10 条，请先下架或撤回']);
    });
  });

  it('verifycode replaces the live template of a scene, channel and language, and refuses a template without {code}', async () => {
    const seeded = (await client('verifycode').rows('publishedList')).find((r) => r.scene === 'login' && r.channel === 'sms' && r.language === 'zh-hans');
    expect(await errorsOf('verifycode', { ...seededValues('verifycode'), template: '您的验证码已发送' })).toEqual([{ field: 'template', message: '模板须包含且只包含一次 {code}' }]);
    const newer = { ...seededValues('verifycode'), template: '【登录】验证码 {code}，{minutes} 分钟内有效，切勿告知他人。' };
    expect((await client('verifycode').saveOverwriting(newer)).body.code).toBe(0);
    const id = ((await client('verifycode').prepublish(newer, { push_time: at(23) })).body.data as WorkflowRow).id;
    expect((await client('verifycode').publish(id)).body.code).toBe(0);
    expect((await client('verifycode').row(seeded?.id ?? 0)).status).toBe('history');
  });

  describe('whitelist', () => {
    const entry = (account: string, feature = 'us_options') => ({ account_type: 'uin', account, holder_name: '测试三组 王磊', app: 'br', feature, reason: '期权灰度', whitelist_status: 1 });
    const window = (days: number) => ({ effect_time: at(days * DAY), dead_time: at((days + 30) * DAY) });

    it('refuses the same account twice for one app and feature, and takes it for another feature', async () => {
      await client('whitelist').published(entry('10086009'), window(1), window(1));
      expect((await client('whitelist').save(entry('10086009'))).body.code).toBe(0);
      const refused = await client('whitelist').prepublish(entry('10086009'), window(2));
      const message = '该账号已在此 App 此功能的白名单中，请勿重复添加';
      expect([refused.body.code, refused.body.data]).toEqual([ErrorCode.Duplicate, { errors: ['account', 'app', 'feature'].map((field) => ({ field, message })) }]);
      await client('whitelist').published(entry('10086009', 'dark_pool'), window(2), window(2));
    });

    it('stores a mobile as E.164 by the SMS sign-in’s phone rule and refuses what is not a HK / mainland mobile', async () => {
      expect(await errorsOf('whitelist', { ...entry('2345 6789'), account_type: 'phone' })).toEqual([{ field: 'account', message: SMS_MESSAGES.phoneInvalid }]);
      const id = await client('whitelist').prepared({ ...entry('+852 6123 4567'), account_type: 'phone' }, window(3));
      expect((await client('whitelist').row(id)).account).toBe('+85261234567');
      const bare = await client('whitelist').prepared({ ...entry('138 0013 8000'), account_type: 'phone' }, window(4));
      expect((await client('whitelist').row(bare)).account).toBe('+8613800138000');
    });
  });
});
