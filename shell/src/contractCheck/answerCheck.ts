/**
 * The console's own check of the backend's answers (`CMS_CONTRACT_CHECK`, issue 46), for super admins: the API client
 * hands over each code-0 answer of `/v2/cms` (observeAnswers); when the page is idle, the check asks the console
 * service once per call which operation of the contract it is and what its answer must be, walks the answer field by
 * field (contract answerDifferences.ts, a small chunk loaded on the first answer) and keeps what differs
 * (contractDifferences.ts). Nothing waits for it, and a failure of its own is silent: it only ever adds to the list.
 */
import { CONTRACT_CHECK_API, callPathPattern, consoleApi, loadAnswerDifferences, observeAnswers, type ObservedAnswer } from 'shared-ui';
import type { ContractAnswer, JsonSchemaNode } from 'shared-ui/contract';
import { recordDifferences } from './contractDifferences';

/** The same path is looked at again at most this often (a list read every few seconds is checked once a minute). */
const RECHECK_MS = 60_000;
/** Answers waiting for an idle moment; beyond it new ones are let go (the next read brings them again). */
const MAX_WAITING = 20;

interface KnownCall {
  method: string;
  pattern: RegExp;
  answer: ContractAnswer;
}

const idle = (work: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 5_000 });
  else setTimeout(work, 200);
};

export function startAnswerCheck(): () => void {
  const waiting: ObservedAnswer[] = [];
  const lastLooked = new Map<string, number>();
  const known: KnownCall[] = [];
  /** Paths the contract has no call for (or that could not be asked about): not asked again this page. */
  const unknown = new Set<string>();
  let running = false;
  let stopped = false;

  async function contractOf(answer: ObservedAnswer): Promise<ContractAnswer | null> {
    const hit = known.find((k) => k.method === answer.method && k.pattern.test(answer.path));
    if (hit) return hit.answer;
    const key = `${answer.method} ${answer.path}`;
    if (unknown.has(key)) return null;
    const asked = await consoleApi.get<ContractAnswer | null>(CONTRACT_CHECK_API.answer, { method: answer.method, path: answer.path });
    if (asked.code !== 0 || !asked.data) {
      unknown.add(key);
      return null;
    }
    known.push({ method: answer.method, pattern: callPathPattern(asked.data.call), answer: asked.data });
    return asked.data;
  }

  async function look(answer: ObservedAnswer): Promise<void> {
    const contract = await contractOf(answer);
    if (!contract) return;
    const { answerDifferences, failingDifferences } = await loadAnswerDifferences();
    const resolve = (ref: string): JsonSchemaNode | undefined => contract.schemas[ref.replace('#/components/schemas/', '')];
    recordDifferences(contract.call, contract.screens, failingDifferences(answerDifferences(contract.schema, answer.body, resolve)));
  }

  function drain(): void {
    if (running || stopped) return;
    const next = waiting.shift();
    if (!next) return;
    running = true;
    void look(next)
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (waiting.length > 0) idle(drain);
      });
  }

  observeAnswers((answer) => {
    const key = `${answer.method} ${answer.path}`;
    const now = Date.now();
    if (now - (lastLooked.get(key) ?? -Infinity) < RECHECK_MS || waiting.length >= MAX_WAITING) return;
    lastLooked.set(key, now);
    waiting.push(answer);
    idle(drain);
  });
  return () => {
    stopped = true;
    observeAnswers(null);
  };
}
