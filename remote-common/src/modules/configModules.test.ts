import { describeModuleList } from 'shared-ui/testing';
import { SMS_MESSAGES, emptyValues, moduleSchema, normaliseValues, type ModuleDefinition, type ModuleValues } from 'shared-ui/contract';
import { configModules } from './configModules';

const NAMES = ['upload', 'rollFocus', 'levelFirst', 'levelSecond', 'textreplace', 'keywords', 'protocolConfig', 'newAccount', 'articles', 'activity', 'verifycode', 'whitelist'];

const byName = (name: string): ModuleDefinition => {
  const found = configModules.find((m) => m.name === name);
  if (!found) throw new Error(`no module ${name}`);
  return found;
};

/** The first seed of a status, as a starting point that passes. */
const seeded = (name: string, status = 'published'): ModuleValues => {
  const seed = byName(name).seed?.find((s) => s.status === status);
  if (!seed) throw new Error(`${name}: no ${status} seed`);
  return seed.values;
};

/** The messages a module's schema gives for `values` (after its normalise quirks), by field. */
const problems = (name: string, values: ModuleValues): Record<string, string[]> => {
  const def = byName(name);
  const result = moduleSchema(def).safeParse(normaliseValues(def, values));
  if (result.success) return {};
  const found: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    found[key] = [...(found[key] ?? []), issue.message];
  }
  return found;
};

/** The values a module's schema keeps (what is sent and stored); throws when they are refused. */
const parsed = (name: string, values: ModuleValues): ModuleValues => {
  const def = byName(name);
  return moduleSchema(def).parse(normaliseValues(def, values));
};

describeModuleList('common', configModules, NAMES);

describe('common configuration modules', () => {
  it('sit at operation/common/{module}/ with no scope, and the shared-screen modules supersede per subject', () => {
    for (const m of configModules) {
      expect(m.apiBase).toBe(`operation/common/${m.name.toLowerCase()}/`);
      expect(m.scope).toBeUndefined();
    }
    expect(Object.fromEntries(configModules.filter((m) => m.supersedes).map((m) => [m.name, m.supersedes?.fields]))).toEqual({
      levelFirst: ['code'],
      levelSecond: ['code'],
      articles: ['type', 'currency'],
      rollFocus: ['placement'],
      keywords: ['app'],
      textreplace: ['app', 'text_key'],
      newAccount: ['account_type'],
      protocolConfig: ['app', 'protocol_type'],
      verifycode: ['scene', 'channel', 'language'],
    });
  });

  describe('upload', () => {
    it('holds one file, a JPG of any picture size or a PDF (the spec: images JPG only), required', () => {
      const values = seeded('upload');
      expect(problems('upload', values)).toEqual({});
      const stored = (name: string) => `/v2/cms/upload/files/${'a'.repeat(32)}/${encodeURIComponent(name)}`;
      expect(problems('upload', { ...values, file: stored('招募说明书.pdf') })).toEqual({});
      expect(problems('upload', { ...values, file: stored('海报.jpg') })).toEqual({});
      // Issue 44, item 23: PNG and SVG are refused like any other type.
      expect(problems('upload', { ...values, file: stored('icon.svg') })).toEqual({ file: ['请重新上传文件'] });
      expect(problems('upload', { ...values, file: stored('icon.png') })).toEqual({ file: ['请重新上传文件'] });
      expect(problems('upload', { ...values, file: stored('说明.docx') })).toEqual({ file: ['请重新上传文件'] });
      expect(problems('upload', { ...values, file: '' })).toEqual({ file: ['请上传文件'] });
    });
  });

  describe('levelSecond', () => {
    it("needs its code to start with the parent's code, and tags separated by English semicolons", () => {
      const values = seeded('levelSecond');
      expect(problems('levelSecond', values)).toEqual({});
      expect(problems('levelSecond', { ...values, parent_code: 'education' })).toEqual({ code: ['分类编码须以所属一级分类的编码加下划线开头，如 market_hk'] });
      expect(problems('levelSecond', { ...values, code: 'Market-HK' }).code).toContain('分类编码只能包含小写字母、数字或下划线，以字母开头');
      expect(problems('levelSecond', { ...values, parent_code: 'ipo' }).parent_code).toBeUndefined();
      expect(problems('levelSecond', { ...values, tags: '港股通;;南向资金' })).toEqual({ tags: ['标签之间用英文分号隔开，不能有空标签'] });
      expect(normaliseValues(byName('levelSecond'), { ...values, tags: '港股通； 南向资金' }).tags).toBe('港股通;南向资金');
    });

    it("picks its parent from levelFirst's live entries (the categories library), which the server checks", () => {
      const parent = byName('levelSecond').fields.find((f) => f.name === 'parent_code');
      expect(parent).toMatchObject({ kind: 'ref', library: 'categories', required: true });
      expect(problems('levelSecond', { ...seeded('levelSecond'), parent_code: '' }).parent_code).toEqual(['请选择所属一级分类']);
    });
  });

  it('textreplace needs a dot-separated key and all three languages', () => {
    const values = seeded('textreplace');
    expect(problems('textreplace', { ...values, text_key: 'Trade Holiday' })).toEqual({ text_key: ['文案键应为以点分隔的小写单词，如 trade.order.submit_success'] });
    expect(Object.keys(problems('textreplace', { ...values, text: { 'zh-hans': '确认', 'zh-hant': '確認', en: '' } }))).toEqual(['text.en']);
  });

  it('keywords refuses a word twice in one set, whatever its case', () => {
    const values = seeded('keywords');
    const word = (position: number, text: string) => ({ position, word: text, hot: 0, jump_type: 'search', jump_target: '' });
    expect(problems('keywords', { ...values, words: [word(1, 'ETF'), word(2, 'etf ')] })).toEqual({ words: ['同一组热词不能重复'] });
    expect(problems('keywords', { ...values, words: [word(1, 'ETF'), word(2, '恒指')] })).toEqual({});
  });

  describe('protocolConfig', () => {
    const values = seeded('protocolConfig');

    it('keeps the lowest accepted version at or below the version', () => {
      expect(problems('protocolConfig', { ...values, current_version: '3.2', agree_version: '3.2.0' })).toEqual({});
      expect(problems('protocolConfig', { ...values, current_version: '3.2', agree_version: '3.10' })).toEqual({ agree_version: ['最低同意版本不能高于当前版本'] });
      expect(problems('protocolConfig', { ...values, current_version: 'v3' })).toEqual({ current_version: ['版本号格式应为 3.2 或 3.2.1'] });
    });

    it('needs the update notice words when the notice is on, and drops them when off (visibleWhen)', () => {
      expect(problems('protocolConfig', { ...values, is_tips: 1, tips: '' })).toEqual({ tips: ['请输入更新说明'] });
      expect(parsed('protocolConfig', { ...values, is_tips: 0, tips: '旧说明' })).not.toHaveProperty('tips');
      expect(parsed('protocolConfig', { ...values, is_tips: 1, tips: '新说明' })).toHaveProperty('tips', '新说明');
    });
  });

  it('newAccount defaults to NZ and makes a declaration be read for at least 5 seconds', () => {
    expect(emptyValues(byName('newAccount')).account_type).toBe('nz');
    const declaration = seeded('newAccount', 'published');
    expect(problems('newAccount', { ...declaration, account_type: 'declare', read_seconds: 3 })).toEqual({ read_seconds: ['开户声明的最短阅读时间不能少于 5 秒'] });
    expect(problems('newAccount', { ...declaration, account_type: 'nz', read_seconds: 3 })).toEqual({});
  });

  it('articles needs a currency on the broker position and has none for recommend (visibleWhen)', () => {
    const values = seeded('articles');
    expect(problems('articles', { ...values, type: 'broker', currency: null })).toEqual({ currency: ['请选择币种'] });
    expect(problems('articles', { ...values, type: 'recommend', currency: 'EUR' })).toEqual({});
    expect(parsed('articles', { ...values, type: 'recommend', currency: 'USD' })).not.toHaveProperty('currency');
  });

  it('activity runs in a start-end window beside others, at most 10 live', () => {
    const def = byName('activity');
    expect([def.schedule, def.windowsMayOverlap, def.limits?.maxLive]).toEqual(['start_end', true, 10]);
    expect(problems('activity', { ...seeded('activity'), jump_type: 'h5', jump_target: 'm.example.com' })).toEqual({ jump_target: ['跳转目标的 H5 链接必须以 http:// 或 https:// 开头'] });
  });

  describe('verifycode', () => {
    const sms = seeded('verifycode');

    it('needs {code} exactly once and no other placeholder than {minutes}', () => {
      expect(problems('verifycode', { ...sms, template: '您的验证码，5 分钟内有效。' })).toEqual({ template: ['模板须包含且只包含一次 {code}'] });
      expect(problems('verifycode', { ...sms, template: '验证码 {code}，重复 {code}' })).toEqual({ template: ['模板须包含且只包含一次 {code}'] });
      expect(problems('verifycode', { ...sms, template: '{name} 您好，验证码 {code}' })).toEqual({ template: ['模板只能使用 {code} 和 {minutes} 两个占位符'] });
    });

    it('fits an SMS into one message with its signature; an e-mail may be longer and needs a subject', () => {
      const long = `验证码 {code}。${'请勿泄露'.repeat(15)}`;
      expect(problems('verifycode', { ...sms, template: long })).toEqual({ template: ['短信模板连同签名不能超过 70 个字'] });
      expect(problems('verifycode', { ...sms, channel: 'email', template: long, email_subject: '' })).toEqual({ email_subject: ['请输入邮件主题'] });
      expect(problems('verifycode', { ...sms, channel: 'email', template: long, email_subject: '登录验证码' })).toEqual({});
      expect(problems('verifycode', { ...sms, sign: '华晟证券' })).toEqual({ sign: ['请输入短信签名，格式如【华晟证券】'] });
      expect(problems('verifycode', { ...sms, sign: '' })).toEqual({ sign: ['请输入短信签名'] });
      const email = parsed('verifycode', { ...sms, channel: 'email', email_subject: '验证码' });
      expect(email).not.toHaveProperty('sign');
      expect(parsed('verifycode', sms)).not.toHaveProperty('email_subject');
    });
  });

  describe('whitelist', () => {
    const values = seeded('whitelist');

    it('takes a client number or a HK / mainland mobile by the SMS sign-in’s phone rule, stored as E.164', () => {
      expect(problems('whitelist', { ...values, account_type: 'uin', account: '12345' })).toEqual({ account: ['客户号格式不正确：客户号为 6–12 位数字'] });
      // A Hong Kong fixed line receives no SMS and is not a mobile; a bare 11-digit mainland mobile is one.
      expect(problems('whitelist', { ...values, account_type: 'phone', account: '2345 6789' })).toEqual({ account: [SMS_MESSAGES.phoneInvalid] });
      expect(problems('whitelist', { ...values, account_type: 'phone', account: '+1 415 555 0100' })).toEqual({ account: [SMS_MESSAGES.phoneInvalid] });
      expect(normaliseValues(byName('whitelist'), { ...values, account_type: 'phone', account: '13800138000' }).account).toBe('+8613800138000');
      expect(problems('whitelist', { ...values, account_type: 'phone', account: '+852 9123 4567' })).toEqual({});
      expect(normaliseValues(byName('whitelist'), { ...values, account: '+86 138-0013-8000' }).account).toBe('+8613800138000');
    });

    it('expires by its dead time, entries overlapping, and states valid (1) by default', () => {
      const def = byName('whitelist');
      expect([def.schedule, def.windowsMayOverlap]).toEqual(['effect_dead', true]);
      expect(emptyValues(def).whitelist_status).toBe(1);
    });
  });
});
