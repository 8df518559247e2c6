/**
 * The console's own check of a backend's answers against the contract (`CMS_CONTRACT_CHECK`, issue 46): the API client
 * hands each code-0 answer of `/v2/cms` to the shell, which asks the console service for that call's answer schema
 * once and walks the answer field by field (answerDifferences.ts) when the page is idle. Only super admins check and
 * see what differs; nothing waits for it.
 *
 * | call (console service)        | query            | data                                  |
 * |-------------------------------|------------------|---------------------------------------|
 * | GET `contract/answer`         | `method`, `path` | `ContractAnswer`, or null: not a call of the contract |
 */
import type { z } from 'zod';
import type { CONTRACT_ANSWER_SCHEMA } from './consoleAnswers';

export const CONTRACT_CHECK_API = { answer: 'contract/answer' } as const;

/** What the console service says of one call's answers: which operation it is and its code-0 answer's schema. */
export type ContractAnswer = NonNullable<z.infer<typeof CONTRACT_ANSWER_SCHEMA>>;

/**
 * A path of the contract as a pattern of the paths it answers: `article/detail/:id` (or the document's
 * `article/detail/{id}`) matches `article/detail/12`. A method before the path (`GET article/list`) is left out.
 */
export function callPathPattern(call: string): RegExp {
  const path = call.replace(/^[A-Z]+ /, '').replace(/^\//, '');
  return new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/:\w+|\{\w+\}/g, '[^/]+')}$`);
}

/** The screens a call's answer feeds (影响页面), each as `title（menu path）` from the document's `x-cms-screens`. */
export function affectedScreens(owners: readonly string[], titles: Readonly<Record<string, string>>): string[] {
  return owners.map((owner) => (titles[owner] ? `${titles[owner]}（${owner}）` : owner));
}
