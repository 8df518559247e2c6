/**
 * @jest-environment jsdom
 *
 * The `richText` field kind's one schema, as the form and mock-server run it. jsdom for the page's DOMPurify, which
 * the test provides as the runtime's purifier (mock-server provides its own, on jsdom too).
 */
import DOMPurify from 'dompurify';
import { provideRichTextPurifier, richTextHasContent, richTextVisibleText } from '../richTextSanitizer';
import { emptyValue, field, fieldSchema, fieldShapeProblem, type FieldDef } from './fields';

const answer = field.richText('answer', '常见问题答案', { required: true, maxLength: 10 });
const notice = field.richText('notice', '节假日公告');

const parse = (def: FieldDef, value: unknown) => fieldSchema(def).safeParse(value);
const messages = (def: FieldDef, value: unknown) => {
  const r = parse(def, value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};
const output = (def: FieldDef, value: unknown) => {
  const r = parse(def, value);
  if (!r.success) throw new Error(`refused: ${JSON.stringify(r.error.issues)}`);
  return r.data as string;
};

describe('field.richText', () => {
  it('is plain data with the kind, an empty value of "" and text on the wire', () => {
    expect(answer).toEqual({ kind: 'richText', name: 'answer', label: '常见问题答案', required: true, maxLength: 10 });
    expect(emptyValue(answer)).toBe('');
    expect(fieldShapeProblem(answer, { html: '<p>x</p>' })).toBe('常见问题答案的类型不正确');
    expect(fieldShapeProblem(answer, '<p>x</p>')).toBeUndefined();
  });

  it('passes HTML through unchanged while the runtime has no purifier (the server always has one)', () => {
    // First in this file: no purifier has been provided yet.
    expect(output(notice, '<p onclick="x()">原样</p>')).toBe('<p onclick="x()">原样</p>');
  });

  describe('with the runtime purifier', () => {
    beforeAll(() => provideRichTextPurifier(() => DOMPurify));

    it.each<[string, string]>([
      ['empty', ''],
      ['an empty paragraph', '<p></p>'],
      ['blank paragraphs', '<p>   </p><p><br></p>'],
      ['a non-breaking space', '<p>&nbsp;</p>'],
      ['only a script (sanitised away)', '<script>alert(1)</script>'],
      ['only an empty heading and list', '<h2></h2><ul><li></li></ul>'],
    ])('a required rich text refuses %s with 请输入<label>', (_label, html) => {
      expect(messages(answer, html)).toEqual(['请输入常见问题答案']);
    });

    it('an optional rich text left empty is stored as ""', () => {
      expect(output(notice, '<p></p>')).toBe('');
      expect(output(notice, '')).toBe('');
    });

    it('counts the visible text against maxLength, not the markup', () => {
      const eleven = '<h2>国庆</h2><p><strong>休市</strong>安排<a href="https://example.com/a">详见</a>公告</p>';
      expect(richTextVisibleText(eleven)).toBe('国庆 休市安排详见公告');
      // 11 characters, the space between the heading and the paragraph included; the tags count for nothing.
      expect(messages(answer, eleven)).toEqual(['常见问题答案不能超过 10 个字']);
      expect(messages(answer, '<h2>国庆</h2><p><strong>休市</strong>安排<a href="https://example.com/a">见</a>公告</p>')).toEqual([]);
      expect(messages(answer, '<p>&lt;a&gt; &amp; b</p>')).toEqual([]);
      expect(richTextVisibleText('<p>&lt;a&gt; &amp; &#20013;&#x6587;</p>')).toBe('<a> & 中文');
    });

    it('refuses HTML over 1 MB before sanitising it', () => {
      expect(messages(notice, `<p>${'字'.repeat(1024 * 1024)}</p>`)).toEqual(['节假日公告内容过长（超过 1 MB），请精简']);
    });

    it('outputs sanitised HTML: no script, no handler, no javascript: link, no style', () => {
      const dirty =
        '<p style="color:red" onclick="steal()">港股<strong>休市</strong></p><script>steal()</script>' +
        '<img src="x" onerror="steal()"><a href="javascript:steal()">坏链接</a><a href="https://www.hkex.com.hk">港交所</a>' +
        '<iframe src="https://evil.example"></iframe>';
      const clean = output(notice, dirty);
      expect(clean).not.toMatch(/<script|onerror|onclick|javascript:|style=|<iframe/i);
      expect(clean).toContain('<p>港股<strong>休市</strong></p>');
      expect(clean).toContain('<a href="https://www.hkex.com.hk" target="_blank" rel="noopener noreferrer">港交所</a>');
      expect(clean).toContain('坏链接');
    });

    it('keeps what the editor makes (headings, lists, tables, http images) unchanged', () => {
      const html = '<h2>开户须知</h2><ol><li><p>准备身份证</p></li></ol><table><tbody><tr><th colspan="1">项目</th></tr></tbody></table><img src="https://example.com/a.png" alt="示意图">';
      expect(output(notice, html)).toBe(html);
      expect(richTextHasContent('<p><img src="https://example.com/a.png"></p>')).toBe(true);
    });
  });
});
