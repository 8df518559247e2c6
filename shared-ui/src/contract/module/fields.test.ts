import { ErrorCode } from '../errors';
import { MB } from '../imageRules';
import { emptyValue, field, fieldSchema, type FieldDef } from './fields';

const issues = (def: FieldDef, value: unknown) => {
  const r = fieldSchema(def).safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => ({ message: i.message, code: (i as { params?: { code?: number } }).params?.code }));
};

describe('field schemas: the one validation the form and mock-server run', () => {
  it.each<[string, FieldDef, unknown, string | null]>([
    ['required text, empty', field.text('title', '标题', { required: true }), '  ', '请输入标题'],
    ['text over maxLength (counts characters, not bytes)', field.text('title', '标题', { maxLength: 3 }), '四个汉字', '标题不能超过 3 个字'],
    ['text at maxLength', field.text('title', '标题', { maxLength: 4 }), '四个汉字', null],
    ['optional link, empty', field.link('url', '跳转链接'), '', null],
    ['link without http', field.link('url', '跳转链接'), 'ftp://x.com/a', '跳转链接必须以 http:// 或 https:// 开头'],
    ['https link', field.link('url', '跳转链接', { required: true }), 'https://m.example.com/a?b=1', null],
    ['required image missing', field.image('img', '闪屏图', { width: 1, height: 1 }, { required: true }), '', '请上传闪屏图'],
    ['UIN list with a letter', field.uinList('white_list', '白名单'), '10001;abc', '白名单须为以分号分隔的数字 UIN'],
    ['UIN list', field.uinList('white_list', '白名单'), '100001;100002;', null],
    ['UIN list typed with a Chinese input method (full-width ；)', field.uinList('white_list', '白名单'), '100001；100002 ； 100003', null],
    ['number under min', field.number('secs', '展示秒数', { min: 1, max: 10, required: true }), 0, '展示秒数不能小于 1'],
    ['number not integer', field.number('secs', '展示秒数', { integer: true, required: true }), 1.5, '展示秒数必须是整数'],
    ['select outside options', field.select('system', '系统', [{ value: 0, label: '全部' }], { required: true }), 3, '请选择系统'],
    ['switch', field.switch('skip', '可跳过'), 1, null],
    ['datetime', field.datetime('at', '时间'), '2026-02-30 10:00:00', '时间不是有效时间：2026 年 2 月只有 28 天'],
    ['datetime at 24:00', field.datetime('at', '时间'), '2026-12-31 24:00:00', '时间不是有效时间：小时应为 00–23'],
    ['date, impossible', field.date('day', '结束日期'), '2027-02-30', '结束日期不是有效日期：2027 年 2 月只有 28 天'],
    ['date, a leap day', field.date('day', '结束日期'), '2028-02-29', null],
    ['date given a time', field.date('day', '结束日期'), '2028-02-29 10:00:00', '结束日期不是有效日期，应为 YYYY-MM-DD'],
    ['date required', field.date('day', '结束日期', { required: true }), '', '请选择结束日期'],
  ])('%s', (_label, def, value, message) => {
    const found = issues(def, value);
    if (message === null) expect(found).toEqual([]);
    else expect(found.map((i) => i.message)).toContain(message);
  });

  it('marks illegal characters with code 1001', () => {
    for (const bad of ['<script>alert(1)</script>', 'a\u0000b', '<img src=x onerror=alert(1)>', 'javascript:alert(1)']) {
      expect(issues(field.text('t', '标题'), bad)).toContainEqual({ message: '输入内容包含非法字符，请检查', code: ErrorCode.IllegalCharacters });
    }
    expect(issues(field.textarea('t', '内容'), '第一行\n第二行\t缩进')).toEqual([]);
  });

  it('marks a non-JSON config with code 1023', () => {
    expect(issues(field.json('config', '配置项'), '{"a":')).toContainEqual({ message: '配置项必须为 JSON 格式', code: ErrorCode.ConfigNotJson });
    expect(issues(field.json('config', '配置项'), '{"a":[1,2]}')).toEqual([]);
  });

  it('checks each required language of a multi-language field', () => {
    const def = field.multiLanguage('name', '名称', { required: true, languages: ['zh-hans', 'zh-hant'] });
    expect(issues(def, { 'zh-hans': '理财', 'zh-hant': '' }).map((i) => i.message)).toEqual(['请输入名称（繁體中文）']);
    expect(issues(def, { 'zh-hans': '理财', 'zh-hant': '理財' })).toEqual([]);
  });

  it('gives images a 2 MB limit unless the slot says otherwise', () => {
    expect(field.image('a', 'A', { width: 1, height: 1 }).maxBytes).toBe(2 * MB);
    expect(field.image('a', 'A', { width: 1, height: 1, maxBytes: 10 * MB }).maxBytes).toBe(10 * MB);
  });

  it('starts forms with sensible empty values', () => {
    expect(emptyValue(field.switch('s', 'S', { defaultValue: 1 }))).toBe(1);
    expect(emptyValue(field.select('m', 'M', [], { multiple: true }))).toEqual([]);
    expect(emptyValue(field.multiLanguage('n', 'N'))).toEqual({ 'zh-hans': '', 'zh-hant': '', en: '' });
    expect(emptyValue(field.number('n', 'N'))).toBeNull();
  });
});
