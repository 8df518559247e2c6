/**
 * 常见问题 (br/commonProblem) on the FAQ engine (contract faq.ts), on a real in-process server: the FAQ base scoped by
 * product, a category per language through the common workflow, one live entry per language and category, answers
 * stored as sanitised rich text in the order given.
 */
import { ErrorCode, FAQ_API_BASE, faqQuestions, formatCmsTime, type ModuleDefinition, type ModuleValues } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, signedInWith, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';

const MINUTE = 60_000;
const commonProblem = registeredModules.find((m) => m.key === 'br/commonProblem') as ModuleDefinition;
let server: TestServer;
let admin: Browser;
const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const client = () => new ModuleClient(admin, commonProblem);
const entry = (over: Partial<ModuleValues> = {}): ModuleValues => ({
  language: 'zh-hans',
  category: 'fees',
  category_name: '费用',
  sort: 6,
  questions: faqQuestions(['港股交易收哪些费用？', '<p>佣金、平台费，以及交易所和中央结算收取的费用。</p>', true], ['美股有最低佣金吗？', '<p>每笔最低 0.99 美元。</p>']),
  ...over,
});

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('br/commonProblem', () => {
  it('lives on the FAQ base with product br, and starts with live categories in two languages', async () => {
    expect([commonProblem.apiBase, commonProblem.scope]).toEqual([FAQ_API_BASE, { product: 'br' }]);
    const live = await client().rows('publishedList');
    expect(live.map((row) => [row.language, row.category]).sort()).toEqual([
      ['zh-hans', 'account'],
      ['zh-hant', 'account'],
    ]);
  });

  it('publishes a category in the order given, with its answers sanitised', async () => {
    const values = entry({
      questions: faqQuestions(['港股交易收哪些费用？', '<p>佣金与平台费<script>alert(1)</script></p>', true], ['美股有最低佣金吗？', '<p>每笔最低 0.99 美元。</p>']),
    });
    const id = await client().published(values, { push_time: at(21) }, { push_time: at(21) });
    const stored = (await client().row(id)).questions as { position: number; question: string; answer: string; hot: number }[];
    expect(stored.map((q) => [q.position, q.question, q.hot])).toEqual([
      [1, '港股交易收哪些费用？', 1],
      [2, '美股有最低佣金吗？', 0],
    ]);
    expect(stored[0]?.answer).not.toContain('script');
    expect(stored[0]?.answer).toContain('佣金与平台费');
  });

  it('corrects a live category: 复制为草稿 loads it, saving asks 是否覆盖 naming it, and once live the correction replaces it', async () => {
    const liveAccount = async () => (await client().rows('publishedList')).filter((row) => row.language === 'zh-hans' && row.category === 'account');
    const [live] = await liveAccount();
    if (!live) throw new Error('no live 开户 in the seeds');
    // The live entry's values become the draft: the form opens on them, not empty.
    const copied = await admin.call('POST', `${commonProblem.apiBase}publish/clone`, { id: live.id, product: 'br' });
    expect(copied.body.code).toBe(0);
    const draft = (await client().content()).body.data as ModuleValues;
    expect([draft.category, draft.category_name, draft.questions]).toEqual([live.category, live.category_name, live.questions]);
    // The typo fixed, the save asks first: the correction would replace the live entry.
    const corrected: ModuleValues = { ...draft, category_name: '开户与登录' };
    const asked = await client().save(corrected);
    expect(asked.body.code).toBe(ErrorCode.OverwriteQuestion);
    expect(asked.body.msg).toContain(`该语言的此分类已有配置：已发布列表（ID ${String(live.id)}`);
    expect((await client().saveOverwriting(corrected)).body.code).toBe(0);
    const next = ((await client().prepublish(corrected, { push_time: at(23) })).body.data as { id: number }).id;
    expect((await client().publish(next)).body.code).toBe(0);
    expect((await liveAccount()).map((row) => [row.id, row.category_name])).toEqual([[next, '开户与登录']]);
    expect((await client().row(live.id)).status).toBe('history');
    // Another language of the category is its own entry.
    const english = entry({ language: 'en', category: 'account', category_name: 'Account', questions: faqQuestions(['How do I open an account?', '<p>In the app.</p>']) });
    await client().published(english, { push_time: at(24) }, { push_time: at(24) });
  });

  it('refuses more than three hot questions and a question asked twice', async () => {
    const hot = faqQuestions(['问一', '<p>答</p>', true], ['问二', '<p>答</p>', true], ['问三', '<p>答</p>', true], ['问四', '<p>答</p>', true]);
    const res = await client().save(entry({ questions: hot }));
    expect([res.body.code, res.body.msg]).toEqual([ErrorCode.ValidationFailed, '每个分类最多 3 个热门问题']);
    const twice = await client().save(entry({ questions: faqQuestions(['问一', '<p>答</p>'], ['问一', '<p>答</p>']) }));
    expect([twice.body.code, twice.body.msg]).toEqual([ErrorCode.ValidationFailed, '同一分类中问题不能重复']);
  });

  it('is reached only by those who may use the module', async () => {
    const outsider = await signedInWith(server, 'reader', ['/operation/br/modules/eventCoverage']);
    const refused = await new ModuleClient(outsider, commonProblem).list('publishedList');
    expect(refused.status).toBe(403);
    const allowed = await signedInWith(server, 'reader', [commonProblem.path]);
    expect((await new ModuleClient(allowed, commonProblem).list('publishedList')).body.code).toBe(0);
  });
});
