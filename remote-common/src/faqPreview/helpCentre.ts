/**
 * What an app's help centre shows of an FAQ module's live entries (the preview pages' data, React-free): one language's
 * categories in the app's order, each with its questions in order, the hot ones that lead the home page, and one
 * question by its text (the spec's `:title`).
 */
import { FAQ_LIMITS } from 'shared-ui/contract';

/** A live entry as the list call sends it: the workflow's record fields and the FAQ's values. */
type LiveEntry = Readonly<Record<string, unknown>>;

export interface HelpQuestion {
  question: string;
  /** Rich text (HTML), sanitised again when shown. */
  answer: string;
  hot: boolean;
}

export interface HelpCategory {
  /** The category's key (the `:category` of a question's address). */
  category: string;
  /** Its name as the language shows it. */
  name: string;
  sort: number;
  questions: HelpQuestion[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function questionsOf(row: LiveEntry): HelpQuestion[] {
  const items = Array.isArray(row.questions) ? (row.questions as readonly Record<string, unknown>[]) : [];
  return [...items]
    .sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0))
    .map((item) => ({ question: text(item.question).trim(), answer: text(item.answer), hot: item.hot === 1 }))
    .filter((item) => item.question !== '');
}

/** The live categories of `language`, by their sort number (then name), each with its questions in order. */
export function helpCentre(liveRows: readonly LiveEntry[], language: string): HelpCategory[] {
  return liveRows
    .filter((row) => row.language === language)
    .map((row) => ({ category: text(row.category), name: text(row.category_name), sort: Number(row.sort ?? 0), questions: questionsOf(row) }))
    .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name, 'zh-Hans-CN'));
}

/** The hot questions the help centre's home page leads with: each category's (at most FAQ_LIMITS.hot), in category order. */
export function hotQuestions(categories: readonly HelpCategory[]): { category: HelpCategory; question: HelpQuestion }[] {
  return categories.flatMap((category) =>
    category.questions
      .filter((q) => q.hot)
      .slice(0, FAQ_LIMITS.hot)
      .map((question) => ({ category, question })),
  );
}

/** The live question `title` of `category`, or null when no live entry has it (withdrawn, renamed, never published). */
export function findQuestion(categories: readonly HelpCategory[], category: string, title: string): { category: HelpCategory; question: HelpQuestion } | null {
  const found = categories.find((c) => c.category === category);
  const question = found?.questions.find((q) => q.question === title.trim());
  return found && question ? { category: found, question } : null;
}
