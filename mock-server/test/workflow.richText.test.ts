/**
 * A module with a `richText` field (a FAQ answer), against a real server: what is stored is the sanitised HTML — on
 * save, pre-publish and in every list — and an empty document or an over-long text is refused with the field's words.
 */
import { defineModule, ErrorCode, field, formatCmsTime, type ModuleValues } from 'shared-ui/contract';
import { signedIn, startServer, T0, type Browser, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';

const faqModule = defineModule({
  area: 'common',
  name: 'testFaq',
  title: '测试常见问题',
  apiBase: 'test/faq/',
  schedule: 'push_time',
  fields: [
    field.text('question', '问题', { required: true, maxLength: 40, inList: true }),
    field.richText('answer', '答案', { required: true, maxLength: 60, inList: true }),
  ],
});

const MINUTE = 60_000;
const at = (minutes: number) => formatCmsTime(T0 + minutes * MINUTE);
const DIRTY =
  '<p onclick="steal()" style="color:red">港股通<strong>休市</strong>期间暂停交易。</p><script>steal()</script>' +
  '<img src="https://example.com/hkex-holiday.png" onerror="steal()"><p><a href="javascript:steal()">点此</a>查看<a href="https://www.hkex.com.hk">港交所公告</a></p>';
/** The link without a safe address keeps its words, not its href. */
const CLEAN =
  '<p>港股通<strong>休市</strong>期间暂停交易。</p><img src="https://example.com/hkex-holiday.png">' +
  '<p><a target="_blank" rel="noopener noreferrer">点此</a>查看<a href="https://www.hkex.com.hk" target="_blank" rel="noopener noreferrer">港交所公告</a></p>';
const faq = (answer: string): ModuleValues => ({ question: '港股通休市安排？', answer });

let server: TestServer;
let admin: Browser;
const client = () => new ModuleClient(admin, faqModule);

beforeAll(async () => {
  server = await startServer({ modules: [faqModule], sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());
beforeEach(() => {
  server.clock.set(T0);
  server.app.cms.db.exec('DELETE FROM workflow_records; DELETE FROM workflow_drafts;');
});

describe('a module with a rich-text field', () => {
  it('stores the sanitised HTML of a draft: no script, handler, style or javascript: link', async () => {
    const saved = await client().save(faq(DIRTY));
    expect(saved.body.code).toBe(0);
    const draft = (await client().content()).body.data as ModuleValues;
    expect(draft.answer).toBe(CLEAN);
  });

  it('stores and lists the sanitised HTML of a pre-published entry', async () => {
    const id = await client().prepared(faq(DIRTY), { push_time: at(30) });
    expect((await client().row(id)).answer).toBe(CLEAN);
    const [row] = await client().rows('prepublishList');
    expect(row?.answer).toBe(CLEAN);
    expect(JSON.stringify(row)).not.toMatch(/onerror|onclick|<script|javascript:|style=/i);
  });

  it.each([
    ['an empty document', '<p></p>', '请输入答案'],
    ['blank paragraphs', '<p>&nbsp;</p><p><br></p>', '请输入答案'],
    ['a script and nothing else', '<script>steal()</script>', '请输入答案'],
    ['visible text over 60 characters', `<p><strong>${'休'.repeat(61)}</strong></p>`, '答案不能超过 60 个字'],
  ])('refuses %s on save and pre-publish, naming the field', async (_label, answer, message) => {
    for (const res of [await client().save(faq(answer)), await client().prepublish(faq(answer), { push_time: at(30) })]) {
      expect(res.body.code).toBe(ErrorCode.ValidationFailed);
      expect(res.body.data).toEqual({ errors: [{ field: 'answer', message }] });
    }
    expect(await client().rows('prepublishList')).toEqual([]);
  });

  it('counts visible text, not markup, against the maximum', async () => {
    const sixty = `<h2>${'港'.repeat(20)}</h2><p><a href="https://example.com/${'a'.repeat(200)}">${'股'.repeat(39)}</a></p>`;
    expect((await client().save(faq(sixty))).body.code).toBe(0);
  });

  it('refuses a value that is not text, before any rule runs', async () => {
    const res = await client().save({ question: '问题', answer: { html: '<p>答</p>' } } as unknown as ModuleValues);
    expect(res.body.msg).toBe('答案的类型不正确');
  });
});
