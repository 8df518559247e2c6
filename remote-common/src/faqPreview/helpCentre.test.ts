import { faqCategoriesPath, faqQuestionPath, hasFaqPreview } from 'shared-ui/contract';
import { commonModules } from '../modules';
import { findQuestion, helpCentre, hotQuestions } from './helpCentre';

const entry = (id: number, language: string, category: string, name: string, sort: number, questions: [string, number, number][]) => ({
  id,
  status: 'published',
  language,
  category,
  category_name: name,
  sort,
  questions: questions.map(([question, position, hot]) => ({ question, answer: `<p>${question}的答案</p>`, position, hot })),
});

const LIVE = [
  entry(1, 'zh-hans', 'fees', '费用', 3, [['佣金怎么收？', 1, 1]]),
  entry(2, 'zh-hans', 'account', '开户', 1, [['开户要多久？', 2, 0], ['可以线上开户吗？', 1, 1], ['  ', 3, 0]]),
  entry(3, 'zh-hant', 'account', '開戶', 1, [['如何開戶？', 1, 1]]),
];

describe('the help centre of an FAQ module', () => {
  it("shows one language's categories by their sort number, questions in their order, blank ones left out", () => {
    const categories = helpCentre(LIVE, 'zh-hans');
    expect(categories.map((c) => c.name)).toEqual(['开户', '费用']);
    expect(categories[0]?.questions.map((q) => q.question)).toEqual(['可以线上开户吗？', '开户要多久？']);
    expect(helpCentre(LIVE, 'en')).toEqual([]);
  });

  it('leads with the hot questions in category order, and finds a question by its text', () => {
    const categories = helpCentre(LIVE, 'zh-hans');
    expect(hotQuestions(categories).map(({ question }) => question.question)).toEqual(['可以线上开户吗？', '佣金怎么收？']);
    expect(findQuestion(categories, 'account', '开户要多久？')?.question.answer).toBe('<p>开户要多久？的答案</p>');
    expect(findQuestion(categories, 'fees', '开户要多久？')).toBeNull();
    expect(findQuestion(categories, 'account', '已下架的问题')).toBeNull();
  });

  it('has preview pages for brFAQ, wmFAQ and saFAQ only (spec), linked from their screens', () => {
    expect(commonModules.filter(hasFaqPreview).map((m) => m.name)).toEqual(['brFAQ', 'wmFAQ', 'saFAQ']);
    const brFAQ = commonModules.find((m) => m.name === 'brFAQ');
    expect(brFAQ?.links).toEqual([{ label: '预览帮助中心', to: '/operation/common/modules/brFAQ/commonproblem/common_br/zh-hans' }]);
    expect(faqCategoriesPath('/m', 'common_br', 'en')).toBe('/m/commonproblem/common_br/en');
    expect(faqQuestionPath('/m', 'common_br', 'zh-hans', 'fees', '佣金 怎么收？')).toBe('/m/common/common_br/zh-hans/fees/%E4%BD%A3%E9%87%91%20%E6%80%8E%E4%B9%88%E6%94%B6%EF%BC%9F');
  });
});
