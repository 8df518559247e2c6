/**
 * Who watches the backend's answers (the shell's contract check, `CMS_CONTRACT_CHECK`): the API client hands it each
 * code-0 answer of a `/v2/cms` call. The watcher must return at once (it only queues); it never changes an answer and
 * a failure of its own never reaches the call.
 */
import { loadOnce } from '../core/loadOnce';

export interface ObservedAnswer {
  method: string;
  /** Relative to the API prefix, without the query: `article/detail`. */
  path: string;
  /** The whole envelope as it came. */
  body: unknown;
}

type AnswerObserver = (answer: ObservedAnswer) => void;

let observer: AnswerObserver | null = null;

export function observeAnswers(next: AnswerObserver | null): void {
  observer = next;
}

export function tellObserver(answer: ObservedAnswer): void {
  if (!observer) return;
  try {
    observer(answer);
  } catch {
    // The watcher's own failure is no failure of the call.
  }
}

/** The field walk (contract answerDifferences.ts), a small chunk of its own: the root entry stays as light as it is. */
export const loadAnswerDifferences = loadOnce(() => import(/* webpackChunkName: "answer-differences" */ '../contract/answerDifferences'));
