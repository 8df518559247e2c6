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
import type { JsonSchemaNode } from './answerDifferences';

export const CONTRACT_CHECK_API = { answer: 'contract/answer' } as const;

/** What the console service says of one call's answers: which operation it is and its code-0 answer's schema. */
export interface ContractAnswer {
  /** The operation as the document names it: `GET operation/broker/news/approval/detail/:id`. */
  call: string;
  /** The screens that read it (its owning menu paths, named): what a difference breaks. */
  screens: string[];
  /** The whole envelope's schema of a code-0 answer. */
  schema: JsonSchemaNode;
  /** The document's named schemas it refers to (`#/components/schemas/<name>`), and theirs. */
  schemas: Record<string, JsonSchemaNode>;
}
