/**
 * The common area's five FAQs (yffFAQ, icpFAQ, brFAQ, wmFAQ, saFAQ) on a real in-process server: each at the shared
 * FAQ base under a product of its own (`common_*`), so its lists and its one-live-entry-per-language-and-category rule
 * never meet the apps' own FAQs at that base (br commonProblem: `br`, wm faq: `wm`), and the permission gate tells
 * them apart by the same product parameter.
 */
import { ErrorCode, FAQ_API_BASE, faqQuestions, formatCmsTime, type ModuleDefinition, type ModuleValues, type WorkflowRow } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, signedInWith, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';

const MINUTE = 60_000;
const moduleOf = (key: string): ModuleDefinition => {
  const found = registeredModules.find((m) => m.key === key);
  if (!found) throw new Error(`${key} is not registered`);
  return found;
};
const COMMON_FAQS = ['yffFAQ', 'icpFAQ', 'brFAQ', 'wmFAQ', 'saFAQ'].map((name) => moduleOf(`common/${name}`));
const brFAQ = moduleOf('common/brFAQ');
const commonProblem = moduleOf('br/commonProblem');
let server: TestServer;
let admin: Browser;
const at = (minutes: number) => formatCmsTime(server.clock.now() + minutes * MINUTE);
const client = (def: ModuleDefinition, browser: Browser = admin) => new ModuleClient(browser, def);
const liveCategories = async (def: ModuleDefinition) => (await client(def).rows('publishedList')).map((row: WorkflowRow) => `${String(row.language)}/${String(row.category)}`).sort();
const seededLive = (def: ModuleDefinition) =>
  (def.seed ?? [])
    .filter((s) => s.status === 'published')
    .map((s) => `${String(s.values.language)}/${String(s.values.category)}`)
    .sort();
const accountCategory = (over: Partial<ModuleValues> = {}): ModuleValues => ({
  language: 'zh-hans',
  category: 'account',
  category_name: '开户',
  sort: 1,
  questions: faqQuestions(['开户需要多长时间？', '<p>资料齐全时一般 1 个工作日内完成审核。</p>', true]),
  ...over,
});

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('the common FAQs at the shared FAQ base', () => {
  it('each has a product no other FAQ module uses, apps’ FAQs included', () => {
    const atBase = registeredModules.filter((m) => m.apiBase === FAQ_API_BASE);
    const products = atBase.map((m) => String(m.scope?.product));
    expect(new Set(products).size).toBe(atBase.length);
    expect(COMMON_FAQS.map((m) => m.scope?.product)).toEqual(['common_yff', 'common_icp', 'common_br', 'common_wm', 'common_sa']);
    expect(atBase.filter((m) => m.area !== 'common').map((m) => m.scope?.product)).toEqual(expect.arrayContaining(['br']));
  });

  it.each(COMMON_FAQS.map((def) => [def.key, def] as const))('%s lists only its own live categories (its seeds)', async (_key, def) => {
    expect(await liveCategories(def)).toEqual(seededLive(def));
  });

  it('brFAQ and the broker app’s commonProblem keep apart: a category live in one is publishable in the other, once', async () => {
    const brLiveBefore = await liveCategories(commonProblem);
    expect(brLiveBefore).toContain('zh-hans/account');
    // 开户 in 简体 is live in the broker app's own FAQ; the common help centre's brFAQ may still publish its own.
    await client(brFAQ).published(accountCategory(), { push_time: at(11) }, { push_time: at(11) });
    expect(await liveCategories(brFAQ)).toEqual([...seededLive(brFAQ), 'zh-hans/account'].sort());
    expect(await liveCategories(commonProblem)).toEqual(brLiveBefore);
    // …but only once in brFAQ itself: a second entry of it asks 是否覆盖 (it would replace the live one), the
    // broker app's own FAQ is not named.
    const twice = await client(brFAQ).save(accountCategory());
    expect(twice.body.code).toBe(ErrorCode.OverwriteQuestion);
    expect(twice.body.msg).toContain('该语言的此分类已有配置：已发布列表');
  });

  it('takes only its own product’s categories (易富通’s 投顾费用 is no securities-account category)', async () => {
    const saFAQ = moduleOf('common/saFAQ');
    const res = await client(saFAQ).save(accountCategory({ category: 'fees', category_name: '费用' }));
    expect(res.body.code).toBe(ErrorCode.ValidationFailed);
    expect(JSON.stringify(res.body.data)).toContain('category');
    // 开户申请 is live in its seeds: the new entry supersedes it once the question is answered.
    expect((await client(saFAQ).saveOverwriting(accountCategory({ category: 'opening', category_name: '开户申请' }))).body.code).toBe(0);
  });

  it('is reached only by those who may use it: brFAQ’s reader cannot read the broker app’s FAQ by sending product br', async () => {
    const brFaqReader = await signedInWith(server, 'reader', [brFAQ.path]);
    expect((await client(brFAQ, brFaqReader).list('publishedList')).body.code).toBe(0);
    expect((await client(commonProblem, brFaqReader).list('publishedList')).status).toBe(403);
    const appFaqReader = await signedInWith(server, 'reader', [commonProblem.path]);
    expect((await client(brFAQ, appFaqReader).list('publishedList')).status).toBe(403);
    expect((await client(commonProblem, appFaqReader).list('publishedList')).body.code).toBe(0);
  });
});
