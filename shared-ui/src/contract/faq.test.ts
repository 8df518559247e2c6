import { emptyValues, faqModule, faqQuestions, FAQ_API_BASE, moduleSchema, normaliseValues, type ModuleValues } from 'shared-ui/contract';

const faq = faqModule({
  area: 'br',
  name: 'commonProblemTest',
  title: '常见问题',
  description: '测试',
  product: 'br',
  categories: [
    { value: 'account', label: '开户' },
    { value: 'trading', label: '交易' },
  ],
  seed: [],
});
const valid = (over: Partial<ModuleValues> = {}): ModuleValues => ({
  ...emptyValues(faq),
  category: 'account',
  category_name: '开户',
  questions: faqQuestions(['如何开户？', '<p>在 App 内完成。</p>', true]),
  ...over,
});
const problems = (values: ModuleValues) => {
  const result = moduleSchema(faq).safeParse(normaliseValues(faq, values));
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('faqModule', () => {
  it('sits on the FAQ base, scoped by product; a newer entry of a language and category supersedes the live one, copied from it', () => {
    expect([faq.apiBase, faq.scope, faq.schedule]).toEqual([FAQ_API_BASE, { product: 'br' }, 'push_time']);
    // Issue 35: a live category is corrected (复制为草稿, then the correction replaces it), not refused.
    expect(faq.supersedes?.fields).toEqual(['language', 'category']);
    expect([faq.cloneable, faq.uniqueWhileLive]).toEqual([true, undefined]);
    expect(faq.listColumns).toEqual(['language', 'category', 'category_name']);
  });

  it('starts in simplified Chinese and offers the three languages', () => {
    expect(emptyValues(faq).language).toBe('zh-hans');
    expect(problems(valid())).toEqual([]);
    expect(problems(valid({ language: 'zh-hant', category_name: '開戶' }))).toEqual([]);
    expect(problems(valid({ language: 'ja' })).map(([path]) => path)).toEqual(['language']);
  });

  it('takes only the product’s categories', () => {
    expect(problems(valid({ category: 'crypto' })).map(([path]) => path)).toEqual(['category']);
  });

  it('needs a question and a non-empty rich-text answer for each item', () => {
    expect(problems(valid({ questions: faqQuestions(['如何开户？', '<p></p>']) })).map(([path]) => path)).toEqual(['questions.0.answer']);
    expect(problems(valid({ questions: faqQuestions(['', '<p>答案</p>']) })).map(([path]) => path)).toEqual(['questions.0.question']);
    expect(problems(valid({ questions: [] })).map(([path]) => path)).toEqual(['questions']);
  });

  it('allows three hot questions per category, and no question twice', () => {
    const four = faqQuestions(['问题一', '<p>答</p>', true], ['问题二', '<p>答</p>', true], ['问题三', '<p>答</p>', true], ['问题四', '<p>答</p>', true]);
    expect(problems(valid({ questions: four }))).toEqual([['questions', '每个分类最多 3 个热门问题']]);
    expect(problems(valid({ questions: four.slice(0, 3) }))).toEqual([]);
    const twice = faqQuestions(['如何开户？', '<p>答</p>'], [' 如何开户？ ', '<p>答</p>']);
    expect(problems(valid({ questions: twice }))).toEqual([['questions', '同一分类中问题不能重复']]);
  });
});
