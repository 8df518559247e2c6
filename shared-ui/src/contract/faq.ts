/**
 * The FAQ engine: one helper that builds an app's FAQ module, so the broker app's commonProblem, the five FAQs of the
 * common area (yffFAQ, icpFAQ, brFAQ, wmFAQ, saFAQ) and wm's faq are the same data with a different product.
 *
 * An entry is one category of questions in one language (spec routes `commonproblem/:product/:langCategory` list a
 * language's categories, `common/:product/:langCategory/:category/:title` open one question): the language (简体中文
 * default, 繁體中文, English), the category (a key of the product's own list) with its name as that language shows it,
 * its place among the categories, and an ordered list of questions, each with a rich-text answer and a 热门 flag (the
 * hot ones lead the FAQ home page). It goes through the common workflow; one live entry per language and category —
 * a second would show the category twice. A live category is corrected, not retyped (issue 35): 复制为草稿 on the
 * published and history lists puts its questions into the edit form (`cloneable`), and the corrected entry supersedes
 * the live one (`supersedes`: saving asks 是否覆盖 naming it, and it goes to history when the correction goes live).
 *
 * @example
 *   export const commonProblem = faqModule({
 *     area: 'br', name: 'commonProblem', title: '常见问题', description: '…', product: 'br',
 *     categories: [{ value: 'account', label: '开户' }], seed: [ … ],
 *   });
 */
import { LANGUAGE_OPTIONS, DEFAULT_LANGUAGE, type Option } from './enums';
import { AREA_BASE_PATHS, defineModule, field, type AreaKey, type ListItem, type ModuleDefinition, type ModuleSeed, type ModuleValues } from './module';

/** The FAQ base of spec §7 (`operation/common/faq/`); each product's FAQ is picked by its `product` scope. */
export const FAQ_API_BASE = 'operation/common/faq/';

export const FAQ_LIMITS = {
  /** Questions in one category: more than a screen's worth of scrolling is a category to split. */
  questions: { min: 1, max: 30 },
  /** Hot questions per category: the FAQ home page shows a few from each. */
  hot: 3,
  question: 60,
  answer: 2000,
  categoryName: 12,
} as const;

export interface FaqModuleInput {
  area: AreaKey;
  name: string;
  title: string;
  description: string;
  /** The app whose FAQ this is (`br`, `wm`, `yff` …): the scope every call carries at the FAQ base. */
  product: string;
  /** The product's categories (key and Chinese label); the entry names each in its own language. */
  categories: readonly Option<string>[];
  route?: string;
  /**
   * The help centre's preview pages below the module's path (spec: brFAQ, wmFAQ and saFAQ have them):
   * `commonproblem/:product/:langCategory` (a language's live categories and questions) and
   * `common/:product/:langCategory/:category/:title` (one live question). Adds a 预览帮助中心 button to the screen.
   */
  preview?: boolean;
  /**
   * Which help centre the entries feed, said on the module screen (issue 35: two wm FAQ modules and the website's
   * must say which pages each one fills), e.g. 理财 App 内「我的 › 帮助中心」.
   */
  feeds?: string;
  seed: readonly ModuleSeed[];
}

/** The preview pages' routes below an FAQ module's route (see `FaqModuleInput.preview`). */
export const FAQ_PREVIEW_ROUTES = {
  categories: 'commonproblem/:product/:langCategory',
  question: 'common/:product/:langCategory/:category/:title',
} as const;

/** The address of a language's preview page of the FAQ module at `modulePath`. */
export const faqCategoriesPath = (modulePath: string, product: string, language: string): string =>
  `${modulePath}/commonproblem/${encodeURIComponent(product)}/${encodeURIComponent(language)}`;

/** Does the FAQ module have the help centre's preview pages (its 预览帮助中心 link, from `preview: true`)? */
export const hasFaqPreview = (module: ModuleDefinition): boolean =>
  module.apiBase === FAQ_API_BASE && (module.links ?? []).some((link) => link.to.startsWith(`${module.path}/commonproblem/`));

/** The address of one question's preview page (the question's text is its last segment, as the spec's `:title`). */
export const faqQuestionPath = (modulePath: string, product: string, language: string, category: string, question: string): string =>
  `${modulePath}/common/${encodeURIComponent(product)}/${encodeURIComponent(language)}/${encodeURIComponent(category)}/${encodeURIComponent(question)}`;

/** One seeded question: its text, its answer (HTML), whether it is hot. */
export type SeedQuestion = readonly [question: string, answerHtml: string, hot?: boolean];

/** A seed's questions in display order. */
export const faqQuestions = (...items: readonly SeedQuestion[]): ListItem[] =>
  items.map(([question, answer, hot = false], i) => ({ position: i + 1, question, answer, hot: hot ? 1 : 0 }));

const questionsOf = (values: ModuleValues): readonly ListItem[] => (Array.isArray(values.questions) ? (values.questions as readonly ListItem[]) : []);
const normalisedQuestion = (item: ListItem) => (typeof item.question === 'string' ? item.question.trim() : '');

export function faqModule(input: FaqModuleInput): ModuleDefinition {
  const route = input.route ?? `modules/${input.name}`;
  const previewLink = { label: '预览帮助中心', to: faqCategoriesPath(`${AREA_BASE_PATHS[input.area]}/${route}`, input.product, DEFAULT_LANGUAGE) };
  return defineModule({
    area: input.area,
    name: input.name,
    title: input.title,
    description: input.description,
    route,
    ...(input.preview ? { links: [previewLink] } : {}),
    ...(input.feeds ? { notice: `本模块的内容显示在：${input.feeds}` } : {}),
    apiBase: FAQ_API_BASE,
    scope: { product: input.product },
    schedule: 'push_time',
    fields: [
      field.radio('language', '语言', LANGUAGE_OPTIONS, { required: true, defaultValue: DEFAULT_LANGUAGE, inList: true }),
      field.select('category', '分类', input.categories, { required: true, inList: true }),
      field.text('category_name', '分类显示名', {
        required: true,
        maxLength: FAQ_LIMITS.categoryName,
        inList: true,
        hint: `App 中显示的分类名，用所选语言书写（如 开户 / 開戶 / Account）`,
      }),
      field.number('sort', '分类排序', { required: true, integer: true, min: 1, max: 99, defaultValue: 1, hint: '数字小的分类排在前面' }),
      field.list('questions', '问题', {
        ...FAQ_LIMITS.questions,
        hint: `标为热门的问题（每个分类最多 ${String(FAQ_LIMITS.hot)} 个）显示在帮助中心首页`,
        itemFields: [
          field.text('question', '问题', { required: true, maxLength: FAQ_LIMITS.question }),
          field.richText('answer', '答案', { required: true, maxLength: FAQ_LIMITS.answer }),
          field.switch('hot', '热门', { defaultValue: 0, onLabel: '热门', offLabel: '普通' }),
        ],
      }),
    ],
    rules: [
      {
        field: 'questions',
        message: `每个分类最多 ${String(FAQ_LIMITS.hot)} 个热门问题`,
        test: (values) => questionsOf(values).filter((item) => item.hot === 1).length <= FAQ_LIMITS.hot,
      },
      {
        field: 'questions',
        message: '同一分类中问题不能重复',
        test: (values) => {
          const asked = questionsOf(values).map(normalisedQuestion).filter((q) => q !== '');
          return new Set(asked).size === asked.length;
        },
      },
    ],
    supersedes: { fields: ['language', 'category'], subject: '该语言的此分类' },
    cloneable: true,
    seed: input.seed,
  });
}
